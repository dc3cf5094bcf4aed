<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ArmyPanel</name>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="77"/>
        <source>No game is open.</source>
        <translation>Aucune partie ouverte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="84"/>
        <source>Not the printed scenario: %1. %2</source>
        <translation>Ce n&apos;est pas le scénario imprimé&#xa0;: %1. %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="102"/>
        <source>in good order</source>
        <translation>en bon ordre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="105"/>
        <source>DISINTEGRATED</source>
        <translation>DÉSINTÉGRÉ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="108"/>
        <source>DEMORALIZED</source>
        <translation>DÉMORALISÉ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="119"/>
        <source>Casualties %1</source>
        <translation>Pertes %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="121"/>
        <source> · demoralized at %1</source>
        <translation> · démoralisé à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="122"/>
        <source> · no demoralization level</source>
        <translation> · pas de seuil de démoralisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="124"/>
        <source> · disintegrates at %1</source>
        <translation> · désintégration à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="125"/>
        <source> · victory points %1</source>
        <translation> · points de victoire %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="127"/>
        <source> · exited %1</source>
        <translation> · sortis de la carte %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="141"/>
        <source>Corps %1: %2</source>
        <translation>Corps %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>CasualtyBar</name>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="25"/>
        <source>%1 casualties</source>
        <translation>%1 pertes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="26"/>
        <source>; demoralized at %1</source>
        <translation>&#xa0;; démoralisé à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="27"/>
        <source>; disintegrates at %1</source>
        <translation>&#xa0;; désintégration à %1</translation>
    </message>
</context>
<context>
    <name>CasualtyChart</name>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="57"/>
        <source>turn (0 is the set-up)</source>
        <translation>tour (0 = mise en place)</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="125"/>
        <source>&lt;b&gt;Casualties by turn&lt;/b&gt; (eliminated strength at the end of each turn)</source>
        <translation>&lt;b&gt;Pertes par tour&lt;/b&gt; (force éliminée à la fin de chaque tour)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="129"/>
        <source>&lt;b&gt;Dice&lt;/b&gt; (every roll that counts; the dashed line is what a fair die gives)</source>
        <translation>&lt;b&gt;Dés&lt;/b&gt; (chaque jet qui compte&#xa0;; la ligne pointillée indique ce que donne un dé équilibré)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="192"/>
        <source>No die rolled yet.</source>
        <translation>Aucun dé lancé pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="193"/>
        <source>Rolls that count: %1 (%2 by Umpire; %3 more voided by an undo). Average %4; a fair die averages %5.</source>
        <translation>Jets qui comptent : %1 (%2 par Umpire ; %3 de plus invalidés par une annulation). Moyenne %4 ; un dé équilibré donne en moyenne %5.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="205"/>
        <source>Latest rolls, oldest first: %1</source>
        <translation>Derniers jets, du plus ancien au plus récent&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="56"/>
        <source>strengths or units: 5 4 3</source>
        <translation>forces ou unités&#xa0;: 5 4 3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="59"/>
        <source>strengths or units: 4</source>
        <translation>forces ou unités&#xa0;: 4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="64"/>
        <source>1-6</source>
        <translation>1-6</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="67"/>
        <source>&amp;Attacker</source>
        <translation>&amp;Attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="69"/>
        <source>&amp;Defender</source>
        <translation>&amp;Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="71"/>
        <source>&amp;Terrain</source>
        <translation>&amp;Terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="73"/>
        <source>D&amp;ie</source>
        <translation>&amp;Jet de dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="97"/>
        <source>&amp;Hexside</source>
        <translation>&amp;Côté d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="99"/>
        <source>Attacker de&amp;moralized</source>
        <translation>Attaquant démo&amp;ralisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="100"/>
        <source>Defender demorali&amp;zed</source>
        <translation>Défenseur démorali&amp;sé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="104"/>
        <source>Column &amp;shift</source>
        <translation>Déca&amp;lage de colonne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="106"/>
        <source>Resolve (Enter)</source>
        <translation>Résoudre (Entrée)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="108"/>
        <source>Roll for me (Ctrl+R)</source>
        <translation>Lancer pour moi (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="150"/>
        <source>No combat yet</source>
        <translation>Aucun combat pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="170"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="170"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="170"/>
        <source>Numbers</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="179"/>
        <source>Double-click a step to read its rule</source>
        <translation>Double-cliquez sur une étape pour lire sa règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="185"/>
        <source>Apply the result</source>
        <translation>Appliquer le résultat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="232"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="241"/>
        <source> (unverified)</source>
        <translation> (non vérifié)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="249"/>
        <source>1-%1</source>
        <translation>1-%1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="270"/>
        <source>no game is open</source>
        <translation>aucune partie ouverte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="315"/>
        <source>%1: &quot;%2&quot; is neither a strength nor a unit of the order of battle</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est ni une force ni une unité de l&apos;ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="322"/>
        <source>%1: type the strengths or the units</source>
        <translation>%1&#xa0;: saisissez les forces ou les unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="325"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="328"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="347"/>
        <source>the players&apos; shift</source>
        <translation>décalage décidé par les joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="359"/>
        <source>Type the attacker&apos;s strengths (or units), Tab, the defender&apos;s, Tab, the terrain&apos;s first letter, Tab, the die, Enter.</source>
        <translation>Saisissez les forces de l&apos;attaquant (ou ses unités), Tab, celles du défenseur, Tab, la première lettre du terrain, Tab, le dé, Entrée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="375"/>
        <source>%1 against %2: %3, an automatic %4 (no die)</source>
        <translation>%1 contre %2&#xa0;: %3, %4 automatique (sans dé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="380"/>
        <source>%1 against %2: odds %3, read on the %4 column</source>
        <translation>%1 contre %2&#xa0;: rapport de forces %3, lu dans la colonne %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="405"/>
        <source>Type the die you rolled (1-%1), or press Ctrl+R to let Umpire roll.</source>
        <translation>Saisissez le dé que vous avez lancé (1-%1), ou appuyez sur Ctrl+R pour laisser Umpire le lancer.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="436"/>
        <source>%1 against %2, %3.</source>
        <translation>%1 contre %2, %3.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="441"/>
        <source>Die %1.</source>
        <translation>Dé %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="457"/>
        <source>%1 against %2, column %3</source>
        <translation>%1 contre %2, colonne %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="463"/>
        <source>die %1 (yours)</source>
        <translation>dé %1 (le vôtre)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="464"/>
        <source>die %1 (rolled by Umpire, draw %2)</source>
        <translation>dé %1 (lancé par Umpire, tirage %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="468"/>
        <source>automatic, no die</source>
        <translation>automatique, sans dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="470"/>
        <source>the chart gives %1</source>
        <translation>la table donne %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="487"/>
        <source>On this column: %1</source>
        <translation>Sur cette colonne&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="495"/>
        <source>Unverified data decided this result: %1. Check it against your own copy of the game.</source>
        <translation>Des données non vérifiées ont décidé ce résultat&#xa0;: %1. Vérifiez-les sur votre propre exemplaire du jeu.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="551"/>
        <source>Eliminate %1</source>
        <translation>Éliminer %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="555"/>
        <source>%1 retreated</source>
        <translation>%1 a fait retraite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="556"/>
        <source>%1 retreated (%2)</source>
        <translation>%1 a fait retraite (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="559"/>
        <source>%1 advanced</source>
        <translation>%1 a avancé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="560"/>
        <source>%1 advanced (%2)</source>
        <translation>%1 a avancé (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="575"/>
        <source>Exchange: lose %1 (strength %2)</source>
        <translation>Échange&#xa0;: perdre %1 (force %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="580"/>
        <source>Choose</source>
        <translation>Choisir</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="147"/>
        <source>%1 (undone)</source>
        <translation>%1 (annulé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="170"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="172"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="174"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="176"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="178"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="180"/>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="221"/>
        <source>T&amp;urn</source>
        <translation>To&amp;ur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="223"/>
        <source>Si&amp;de</source>
        <translation>Ca&amp;mp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="225"/>
        <source>&amp;Kind</source>
        <translation>T&amp;ype</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="234"/>
        <source>Note…</source>
        <translation>Note…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="236"/>
        <source>Override…</source>
        <translation>Forcer une valeur…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="302"/>
        <source>set-up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="302"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="308"/>
        <source>every turn</source>
        <translation>tous les tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="310"/>
        <source>every side</source>
        <translation>tous les camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="311"/>
        <source>every kind</source>
        <translation>tous les types</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="320"/>
        <location filename="../../app/desktop/logview.cpp" line="326"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="320"/>
        <source>A note for the log:</source>
        <translation>Une note pour le journal&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="334"/>
        <source>Referee&apos;s override</source>
        <translation>Décision de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="340"/>
        <source>The referee imposes a value other than the one Umpire computed. Both stay in the log.</source>
        <translation>L&apos;arbitre impose une valeur différente de celle calculée par Umpire. Les deux restent dans le journal.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="342"/>
        <source>&amp;What</source>
        <translation>&amp;Objet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="343"/>
        <source>&amp;Computed</source>
        <translation>&amp;Calculé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="344"/>
        <source>&amp;Imposed</source>
        <translation>&amp;Imposé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="345"/>
        <source>W&amp;hy</source>
        <translation>&amp;Pourquoi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="353"/>
        <location filename="../../app/desktop/logview.cpp" line="361"/>
        <source>Override</source>
        <translation>Décision de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="353"/>
        <source>Say what is overridden and why.</source>
        <translation>Précisez ce qui est forcé et pourquoi.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="69"/>
        <location filename="../../app/desktop/mainwindow.cpp" line="189"/>
        <source>&amp;Log</source>
        <translation>Jour&amp;nal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="70"/>
        <source>C&amp;harts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="72"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="85"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="86"/>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="108"/>
        <source>The journal needed care</source>
        <translation>Le journal présentait des problèmes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="126"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="127"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="129"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="131"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir une partie &amp;récente</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="132"/>
        <source>&amp;Demonstration game</source>
        <translation>Partie de &amp;démonstration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="135"/>
        <source>Save &amp;as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="138"/>
        <source>&amp;Export after-action report…</source>
        <translation>E&amp;xporter le compte rendu de bataille…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="141"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="144"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="145"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="148"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="155"/>
        <source>Add a &amp;note…</source>
        <translation>Ajouter une &amp;note…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="157"/>
        <source>Referee&apos;s &amp;override…</source>
        <translation>&amp;Décision de l&apos;arbitre…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="159"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="160"/>
        <source>New &amp;combat</source>
        <translation>Nouveau &amp;combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="165"/>
        <source>&amp;Next step of the sequence of play</source>
        <translation>Étape &amp;suivante de la séquence de jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="171"/>
        <source>&amp;Roll a die for the log</source>
        <translation>&amp;Lancer un dé pour le journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="176"/>
        <source>Umpire rolled %1</source>
        <translation>Umpire a obtenu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="180"/>
        <source>&amp;Vae Victis: distances and combat…</source>
        <translation>&amp;Vae Victis : distances et combat…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="188"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="192"/>
        <source>&amp;Charts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="195"/>
        <source>L&amp;anguage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="209"/>
        <source>&amp;Speak results</source>
        <translation>Lire les résultats à &amp;voix haute</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="216"/>
        <source>No speech engine on this computer (install speech-dispatcher to hear results)</source>
        <translation>Aucun moteur de synthèse vocale sur cet ordinateur (installez speech-dispatcher pour entendre les résultats)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="219"/>
        <source>&amp;Dice sound</source>
        <translation>&amp;Son des dés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="227"/>
        <source>Rules &amp;folder…</source>
        <translation>&amp;Dossier des règles…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="229"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="230"/>
        <source>&amp;Rule of the selected step</source>
        <translation>&amp;Règle de l&apos;étape sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="239"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="240"/>
        <source>&amp;About Umpire</source>
        <translation>À &amp;propos d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="242"/>
        <source>About Umpire</source>
        <translation>À propos d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="243"/>
        <source>&lt;b&gt;Umpire&lt;/b&gt; %1&lt;br&gt;A referee for wargames played face to face on a real table: it resolves combat, keeps casualties, morale, the turn record and a journal that is never lost.</source>
        <translation>&lt;b&gt;Umpire&lt;/b&gt; %1&lt;br&gt;Un arbitre pour les wargames joués face à face sur une vraie table&#xa0;: il résout les combats, tient le compte des pertes, le moral, la piste des tours et un journal qui n&apos;est jamais perdu.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="254"/>
        <source>Umpire</source>
        <translation>Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="256"/>
        <source>No game open: File &gt; New game, Open, or the demonstration game (Ctrl+D).</source>
        <translation>Aucune partie ouverte&#xa0;: Fichier &gt; Nouvelle partie, Ouvrir, ou la partie de démonstration (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="262"/>
        <source> [read-only]</source>
        <translation> [lecture seule]</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="264"/>
        <source>%1 · %2 events · every action is saved as it happens</source>
        <translation>%1 · %2 événements · chaque action est enregistrée au moment où elle a lieu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="290"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="304"/>
        <source>Demonstration game</source>
        <translation>Partie de démonstration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="307"/>
        <source>A new demonstration game: Ligny, afternoon (a made-up set-up, not the printed scenario)</source>
        <translation>Nouvelle partie de démonstration&#xa0;: Ligny, l&apos;après-midi (une mise en place inventée, pas le scénario imprimé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="325"/>
        <location filename="../../app/desktop/mainwindow.cpp" line="335"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="341"/>
        <source>Open a game journal</source>
        <translation>Ouvrir un journal de partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="342"/>
        <source>Umpire journals (*.jsonl);;All files (*)</source>
        <translation>Journaux Umpire (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="352"/>
        <source>Save a copy of the journal as</source>
        <translation>Enregistrer une copie du journal sous</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="353"/>
        <source>Umpire journals (*.jsonl)</source>
        <translation>Journaux Umpire (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="357"/>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="368"/>
        <source>Export the after-action report</source>
        <translation>Exporter le compte rendu de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="369"/>
        <source>Web pages (*.html);;CSV (*.csv);;JSON (*.json)</source>
        <translation>Pages web (*.html);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="379"/>
        <location filename="../../app/desktop/mainwindow.cpp" line="385"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="385"/>
        <source>%1: cannot be written</source>
        <translation>%1&#xa0;: écriture impossible</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="388"/>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="416"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Attacker, defender, terrain, die&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Resolve the combat&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Let Umpire roll and resolve&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+letter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;The field or modifier with that letter underlined&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Attaquant, défenseur, terrain, dé&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Entrée&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Résoudre le combat&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Laisser Umpire lancer le dé et résoudre&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+lettre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Le champ ou le modificateur dont cette lettre est soulignée&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="421"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="428"/>
        <source>The folder of your rule texts</source>
        <translation>Le dossier de vos textes de règles</translation>
    </message>
</context>
<context>
    <name>MiniaturesDialog</name>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="40"/>
        <source>Vae Victis: distances and combat</source>
        <translation>Vae Victis : distances et combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="58"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="60"/>
        <source>&amp;Scale</source>
        <translation>É&amp;chelle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="71"/>
        <source>&amp;Measure and combat</source>
        <translation>&amp;Mesure et combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="72"/>
        <source>&amp;Army list</source>
        <translation>&amp;Liste d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="73"/>
        <source>C&amp;orps morale</source>
        <translation>M&amp;oral des corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="77"/>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="86"/>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="87"/>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="88"/>
        <source>inches</source>
        <translation>pouces</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="89"/>
        <source>paces</source>
        <translation>pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="90"/>
        <source>&amp;Distance</source>
        <translation>&amp;Distance</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="105"/>
        <source>Fire and melee</source>
        <translation>Tir et mêlée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="109"/>
        <source>Fire (at the distance above)</source>
        <translation>Tir (à la distance ci-dessus)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="110"/>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="117"/>
        <source>Attacker &amp;charging</source>
        <translation>L&apos;attaquant c&amp;harge</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="130"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="133"/>
        <source>Attacker (the firer)</source>
        <translation>Attaquant (le tireur)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="134"/>
        <source>Defender (the target)</source>
        <translation>Défenseur (la cible)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="135"/>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="138"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="141"/>
        <source>Factors chosen</source>
        <translation>Facteurs choisis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="144"/>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="148"/>
        <source>&amp;Resolve with these dice</source>
        <translation>&amp;Résoudre avec ces dés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="150"/>
        <source>Ro&amp;ll for me</source>
        <translation>Lancer &amp;pour moi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="263"/>
        <source>Its general is los&amp;t</source>
        <translation>Son &amp;général est perdu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="175"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="175"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="175"/>
        <source>Numbers</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="225"/>
        <source>How many elements of each type in each corps:</source>
        <translation>Combien d&apos;éléments de chaque type dans chaque corps :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="228"/>
        <source>Corps 1</source>
        <translation>Corps 1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="228"/>
        <source>Corps 2</source>
        <translation>Corps 2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="228"/>
        <source>Corps 3</source>
        <translation>Corps 3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="228"/>
        <source>Corps 4</source>
        <translation>Corps 4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="231"/>
        <source>A &amp;Commander-in-Chief commands the army</source>
        <translation>Un commandant en c&amp;hef commande l&apos;armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="262"/>
        <source>Umpire rolls</source>
        <translation>Umpire lance</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="264"/>
        <source>Corps &amp;points</source>
        <translation>&amp;Points du corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="265"/>
        <source>Points &amp;lost</source>
        <translation>Points p&amp;erdus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="266"/>
        <source>&amp;Elements left</source>
        <translation>Éléments res&amp;tants</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="267"/>
        <source>Elements &amp;in command range</source>
        <translation>Éléments dans le ra&amp;yon de commandement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="269"/>
        <source>Rally &amp;die</source>
        <translation>&amp;Dé de ralliement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="270"/>
        <source>&amp;Check the corps</source>
        <translation>&amp;Vérifier le corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="297"/>
        <source>Corps %1</source>
        <translation>Corps %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="300"/>
        <source>Type how many elements of each type each corps has.</source>
        <translation>Saisissez combien d&apos;éléments de chaque type compte chaque corps.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="314"/>
        <source>&lt;b&gt;%1 points&lt;/b&gt; in all; by corps: %2.</source>
        <translation>&lt;b&gt;%1 points&lt;/b&gt; en tout ; par corps : %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="320"/>
        <source>The list is legal.</source>
        <translation>La liste est réglementaire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="347"/>
        <source>&lt;b&gt;Demoralised&lt;/b&gt; (a third of its points is %1): %2 elements rally, %3 flee; -1 in attack except the Guard.</source>
        <translation>&lt;b&gt;Démoralisé&lt;/b&gt; (le tiers de ses points est %1) : %2 éléments se rallient, %3 fuient ; -1 en attaque sauf la Garde.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="353"/>
        <source>&lt;b&gt;In good order&lt;/b&gt;: demoralised at %1 points lost.</source>
        <translation>&lt;b&gt;En bon ordre&lt;/b&gt; : démoralisé à %1 points perdus.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="408"/>
        <source>%1 (%2 pts)</source>
        <translation>%1 (%2 pts)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="477"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="477"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="478"/>
        <source>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;%1 paces&lt;/b&gt;&lt;/span&gt; (%2 cm, %3 in)&lt;br&gt;In range of: %4&lt;br&gt;Within one move of: %5&lt;br&gt;Zone of control (200 paces): %6 · command range: %7 (in sight: %8) · strategic distance: %9</source>
        <translation>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;%1 pas&lt;/b&gt;&lt;/span&gt; (%2 cm, %3 pouces)&lt;br&gt;À portée de : %4&lt;br&gt;À moins d&apos;un mouvement de : %5&lt;br&gt;Zone de contrôle (200 pas) : %6 · rayon de commandement : %7 (à vue : %8) · distance stratégique : %9</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="486"/>
        <source>no weapon</source>
        <translation>aucune arme</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="488"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="551"/>
        <source>A tie: roll both dice again and enter them</source>
        <translation>Égalité : relancez les deux dés et saisissez-les</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="555"/>
        <source>No effect</source>
        <translation>Sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="556"/>
        <source>The %1 loses: %2</source>
        <translation>Le %1 perd : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="557"/>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="557"/>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="577"/>
        <source>Unverified data decided this result: %1</source>
        <translation>Des données non vérifiées ont décidé ce résultat : %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="21"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="29"/>
        <source>%1 (broken: %2)</source>
        <translation>%1 (inutilisable&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="44"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="50"/>
        <source>&amp;Ruleset</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="51"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Scénario</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="52"/>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="53"/>
        <source>&amp;Journal file</source>
        <translation>&amp;Fichier journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="62"/>
        <source>New game journal</source>
        <translation>Nouveau journal de partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="62"/>
        <source>Umpire journals (*.jsonl)</source>
        <translation>Journaux Umpire (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="73"/>
        <source>none: the ruleset&apos;s sides, no levels</source>
        <translation>aucun&#xa0;: les camps des règles du jeu, sans seuils</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="83"/>
        <source>Every action is written to the journal file as it happens: there is nothing to save.</source>
        <translation>Chaque action est écrite dans le fichier journal au moment où elle a lieu&#xa0;: il n&apos;y a rien à enregistrer.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="106"/>
        <source>Choose where the journal goes.</source>
        <translation>Choisissez l&apos;emplacement du journal.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="111"/>
        <source>%1 already exists; a journal is never overwritten.</source>
        <translation>%1 existe déjà&#xa0;; un journal n&apos;est jamais écrasé.</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <location filename="../../app/desktop/rulesviewer.cpp" line="18"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesviewer.cpp" line="61"/>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesviewer.cpp" line="63"/>
        <source>The rule text %1 is not on this computer. Umpire does not ship the rules: put your copy in one of these folders, or choose its folder in Settings:
%2</source>
        <translation>Le texte de règles %1 n&apos;est pas sur cet ordinateur. Umpire ne fournit pas les règles&#xa0;: placez votre exemplaire dans l&apos;un de ces dossiers, ou choisissez son dossier dans les paramètres&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesviewer.cpp" line="72"/>
        <source>%1: cannot be read</source>
        <translation>%1&#xa0;: lecture impossible</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesviewer.cpp" line="76"/>
        <source>%1, from %2</source>
        <translation>%1, tiré de %2</translation>
    </message>
</context>
<context>
    <name>TurnTrack</name>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="36"/>
        <source>Next step (F5)</source>
        <translation>Étape suivante (F5)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="57"/>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="66"/>
        <source>Before the first turn</source>
        <translation>Avant le premier tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="67"/>
        <source>Set up the counters</source>
        <translation>Mettez les pions en place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="70"/>
        <source>Turn %1 · %2</source>
        <translation>Tour %1 · %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="72"/>
        <source>No phase yet</source>
        <translation>Pas encore de phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="80"/>
        <source>☾ Night</source>
        <translation>☾ Nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="82"/>
        <source>NLB 7.9: no combat at night</source>
        <translation>NLB 7.9&#xa0;: pas de combat de nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="84"/>
        <source>☂ Rain</source>
        <translation>☂ Pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="86"/>
        <source>No combat in rain where the rules say so (NLB 7.9)</source>
        <translation>Pas de combat sous la pluie là où les règles le prévoient (NLB 7.9)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="88"/>
        <source>☀ Clear</source>
        <translation>☀ Beau temps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="93"/>
        <source>Next: %1</source>
        <translation>Ensuite&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="100"/>
        <source>Next: the first turn</source>
        <translation>Ensuite&#xa0;: le premier tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="106"/>
        <source>No reinforcements due</source>
        <translation>Aucun renfort attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="107"/>
        <source>Reinforcements due: %1</source>
        <translation>Renforts attendus&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>rulesdata</name>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="7"/>
        <source>Archery Fire</source>
        <translation>Tir à l&apos;arc</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="8"/>
        <source>Attacker Eliminated</source>
        <translation>Attaquant éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="9"/>
        <source>Attacker Loss</source>
        <translation>Perte de l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="10"/>
        <source>Attacker Retreat</source>
        <translation>Retraite de l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="11"/>
        <source>Bridge hexside</source>
        <translation>Côté d&apos;hexagone avec pont</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="12"/>
        <source>Chateau</source>
        <translation>Château</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="13"/>
        <source>Clear</source>
        <translation>Terrain dégagé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="14"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="15"/>
        <source>Crest hexside</source>
        <translation>Côté d&apos;hexagone de crête</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="16"/>
        <source>Defender Eliminated</source>
        <translation>Défenseur éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="17"/>
        <source>Defender Loss</source>
        <translation>Perte du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="18"/>
        <source>Defender Retreat</source>
        <translation>Retraite du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="19"/>
        <source>Dunes</source>
        <translation>Dunes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="20"/>
        <source>Exchange</source>
        <translation>Échange</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="21"/>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="22"/>
        <source>Game Turn Record Interphase</source>
        <translation>Interphase de la piste des tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="23"/>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="24"/>
        <source>Marsh</source>
        <translation>Marais</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="25"/>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="26"/>
        <source>No Effect</source>
        <translation>Sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="27"/>
        <source>Reorganization &amp; Rally</source>
        <translation>Réorganisation et ralliement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="28"/>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="29"/>
        <source>River hexside</source>
        <translation>Côté d&apos;hexagone de rivière</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="30"/>
        <source>Road (use the other terrain in the hex)</source>
        <translation>Route (utilisez l&apos;autre terrain de l&apos;hexagone)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="31"/>
        <source>Stream hexside</source>
        <translation>Côté d&apos;hexagone de ruisseau</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="32"/>
        <source>Swamp</source>
        <translation>Marécage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="33"/>
        <source>Town</source>
        <translation>Ville</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="34"/>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="35"/>
        <source>Woods crossed by a road</source>
        <translation>Bois traversé par une route</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="36"/>
        <source>Woods without a road</source>
        <translation>Bois sans route</translation>
    </message>
</context>
</TS>
