<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ArmyPanel</name>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="139"/>
        <source>No game is open.</source>
        <translation>Aucune partie ouverte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="147"/>
        <source>Not the printed scenario: %1. %2</source>
        <translation>Ce n&apos;est pas le scénario imprimé&#xa0;: %1. %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="162"/>
        <source>in good order</source>
        <translation>en bon ordre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="165"/>
        <source>DISINTEGRATED</source>
        <translation>DÉSINTÉGRÉ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="168"/>
        <source>DEMORALIZED</source>
        <translation>DÉMORALISÉ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="179"/>
        <source>Casualties %1</source>
        <translation>Pertes %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="181"/>
        <source> · demoralized at %1</source>
        <translation> · démoralisé à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="182"/>
        <source> · no demoralization level</source>
        <translation> · pas de seuil de démoralisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="184"/>
        <source> · disintegrates at %1</source>
        <translation> · désintégration à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="185"/>
        <source> · victory points %1</source>
        <translation> · points de victoire %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="187"/>
        <source> · exited %1</source>
        <translation> · sortis de la carte %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="196"/>
        <source>both levels</source>
        <translation>les deux seuils</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="197"/>
        <source>demoralization level</source>
        <translation>seuil de démoralisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="198"/>
        <source>disintegration level</source>
        <translation>seuil de désintégration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="199"/>
        <source>%1 %2%3 (%4): %5</source>
        <translation>%1 %2%3 (%4)&#xa0;: %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="214"/>
        <source>corps %1</source>
        <translation>corps %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="217"/>
        <source>Demoralized since an earlier battle (NLB 11.0: no advance after combat until un-demoralized): %1</source>
        <translation>Démoralisé depuis une bataille précédente (NLB 11.0&#xa0;: pas d&apos;avance après combat tant que la démoralisation n&apos;est pas levée)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="234"/>
        <source>Corps %1: %2</source>
        <translation>Corps %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="252"/>
        <source>Units (%1)</source>
        <translation>Unités (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="258"/>
        <source>Each unit&apos;s strength and place; its context menu (right-click, or the Menu key) eliminates, reduces, rallies, brings on or takes it off the map</source>
        <translation>La force et la place de chaque unité&#xa0;; son menu contextuel (clic droit, ou la touche Menu) l&apos;élimine, la réduit, la rallie, la fait entrer ou la retire de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="293"/>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="302"/>
        <source>Automatic victory: %1</source>
        <translation>Victoire automatique&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="302"/>
        <source>Victory: %1</source>
        <translation>Victoire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="305"/>
        <source>A draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="307"/>
        <source>Undecided</source>
        <translation>Pas encore décidée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="311"/>
        <source>decided at event %1</source>
        <translation>décidée à l&apos;événement %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="340"/>
        <source>Were the game to end now: %1</source>
        <translation>Si la partie se terminait maintenant&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="343"/>
        <source>The game has no turn record: the referee says when it ends (umpire-cli victory FILE --end)</source>
        <translation>La partie n&apos;a pas de calendrier des tours&#xa0;: l&apos;arbitre dit quand elle se termine (umpire-cli victory FICHIER --end)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="355"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="355"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="355"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="367"/>
        <source>in play</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="370"/>
        <source>due turn %1</source>
        <translation>attendue au tour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="373"/>
        <source>eliminated</source>
        <translation>éliminée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="376"/>
        <source>left the map</source>
        <translation>sortie de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="383"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>CameraApplyDialog</name>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="16"/>
        <source>Apply what the camera saw</source>
        <translation>Appliquer ce que la caméra a vu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="18"/>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="18"/>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="18"/>
        <source>Change</source>
        <translation>Changement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="18"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="18"/>
        <source>To</source>
        <translation>Vers</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="33"/>
        <source>moved</source>
        <translation>déplacé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="33"/>
        <source>removed</source>
        <translation>retiré</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="35"/>
        <source>(off the map)</source>
        <translation>(hors de la carte)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="37"/>
        <source>Type the hex it really went to</source>
        <translation>Tapez l&apos;hexagone où il est vraiment allé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="50"/>
        <source>Untick what did not happen; double-click a destination to correct it. Unticked changes are dismissed.</source>
        <translation>Décochez ce qui n&apos;a pas eu lieu ; double-cliquez sur une destination pour la corriger. Les changements décochés sont écartés.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="82"/>
        <source>Marker %1: type the hex it went to, or untick the move.</source>
        <translation>Marqueur %1 : tapez l&apos;hexagone où il est allé, ou décochez le déplacement.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="84"/>
        <source>Marker %1: %2 is where it was; untick the move if it did not move.</source>
        <translation>Marqueur %1 : %2 est l&apos;hexagone d&apos;où il vient ; décochez le déplacement s&apos;il n&apos;a pas bougé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraapplydialog.cpp" line="90"/>
        <source>Marker %1: the hex %2 is not on the map.</source>
        <translation>Marqueur %1 : l&apos;hexagone %2 n&apos;est pas sur la carte.</translation>
    </message>
</context>
<context>
    <name>CameraFeed</name>
    <message>
        <location filename="../../app/desktop/camera/camerafeed.cpp" line="41"/>
        <source>No camera found: the camera view is off, the rest of Umpire works as usual.</source>
        <translation>Aucune caméra trouvée : la vue caméra est éteinte, le reste d&apos;Umpire fonctionne comme d&apos;habitude.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/camera/camerafeed.cpp" line="46"/>
        <source>No camera found as camera %1 (this computer has %n camera(s)): the camera view is off, the rest of Umpire works as usual.</source>
        <translation>
            <numerusform>Pas de caméra %1 (cet ordinateur a %n caméra) : la vue caméra est éteinte, le reste d&apos;Umpire fonctionne comme d&apos;habitude.</numerusform>
            <numerusform>Pas de caméra %1 (cet ordinateur a %n caméras) : la vue caméra est éteinte, le reste d&apos;Umpire fonctionne comme d&apos;habitude.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerafeed.cpp" line="63"/>
        <source>The camera %1 cannot go on: %2. The camera view is off; reconnect it and choose Camera… again.</source>
        <translation>La caméra %1 ne peut pas continuer : %2. La vue caméra est éteinte ; rebranchez-la et choisissez de nouveau Caméra….</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerafeed.cpp" line="69"/>
        <source>The camera %1 stopped sending pictures (unplugged?). The camera view is off; reconnect it and choose Camera… again.</source>
        <translation>La caméra %1 n&apos;envoie plus d&apos;images (débranchée ?). La vue caméra est éteinte ; rebranchez-la et choisissez de nouveau Caméra….</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerafeed.cpp" line="115"/>
        <source>The camera %1 was unplugged: the camera view is off, the rest of Umpire works as usual. Reconnect it and choose Camera… again.</source>
        <translation>La caméra %1 a été débranchée : la vue caméra est éteinte, le reste d&apos;Umpire fonctionne comme d&apos;habitude. Rebranchez-la et choisissez de nouveau Caméra….</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerafeed.cpp" line="130"/>
        <source>The camera %1 has sent no picture for %2 seconds: is it covered, or in use by another program?</source>
        <translation>La caméra %1 n&apos;a envoyé aucune image depuis %2 secondes : est-elle couverte, ou utilisée par un autre programme ?</translation>
    </message>
</context>
<context>
    <name>CameraLoader</name>
    <message>
        <location filename="../../app/desktop/window/cameraloader.cpp" line="38"/>
        <source>The camera is not installed: its module %1 is missing. Reinstall Umpire with its camera module to use the camera.</source>
        <translation>La caméra n&apos;est pas installée : son module %1 est absent. Réinstallez Umpire avec son module de caméra pour utiliser la caméra.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/cameraloader.cpp" line="45"/>
        <source>The camera&apos;s module %1 cannot be loaded: %2</source>
        <translation>Le module de la caméra %1 ne peut pas être chargé : %2</translation>
    </message>
</context>
<context>
    <name>CameraPanel</name>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="34"/>
        <source>&amp;Apply the changes…</source>
        <translation>&amp;Appliquer les changements…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="37"/>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="278"/>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="313"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="61"/>
        <source>&amp;Map…</source>
        <translation>&amp;Carte…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="62"/>
        <source>&amp;Video or pictures…</source>
        <translation>&amp;Vidéo ou images…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="33"/>
        <source>&amp;Camera…</source>
        <translation>&amp;Caméra…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="35"/>
        <source>Mea&amp;sure</source>
        <translation>Me&amp;surer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="48"/>
        <source>Not measured: %1</source>
        <translation>Pas de mesure : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="53"/>
        <source>Starting the camera %1…</source>
        <translation>Démarrage de la caméra %1…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="63"/>
        <source>Ca&amp;librate…</source>
        <translation>Ca&amp;librer…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="69"/>
        <source>Click two points of the picture (or two counters) to measure the distance between them on the map</source>
        <translation>Cliquez deux points de l&apos;image (ou deux pions) pour mesurer leur distance sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="75"/>
        <source>Measure: click the first point on the picture.</source>
        <translation>Mesure : cliquez le premier point sur l&apos;image.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="89"/>
        <source>No picture: choose the map, then a camera, a video or a folder.</source>
        <translation>Pas d&apos;image : choisissez la carte, puis une caméra, une vidéo ou un dossier.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="93"/>
        <source>marker %1 moved from %2 to %3</source>
        <translation>marqueur %1 déplacé de %2 vers %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="98"/>
        <source>Counters read</source>
        <translation>Pions lus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="100"/>
        <source>Changes seen (moved, removed)</source>
        <translation>Changements vus (déplacés, retirés)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="196"/>
        <source>Map description</source>
        <translation>Description de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="197"/>
        <source>Map descriptions (*.json)</source>
        <translation>Descriptions de carte (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="205"/>
        <source>Video or a picture of the folder</source>
        <translation>Une vidéo ou une image du dossier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="206"/>
        <source>Videos and pictures (*.avi *.mp4 *.mkv *.mov *.jpg *.jpeg *.png)</source>
        <translation>Vidéos et images (*.avi *.mp4 *.mkv *.mov *.jpg *.jpeg *.png)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="290"/>
        <source>%1 to %2: refused by %3: %4</source>
        <translation>%1 vers %2&#xa0;: refusé par %3&#xa0;: %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="278"/>
        <source>Not journaled: %1</source>
        <translation>Non journalisé : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="314"/>
        <source>Not journaled, the rules refuse them; the referee confirms or refuses them on the map:

%1</source>
        <translation>Non journalisés, les règles les refusent&#xa0;; l&apos;arbitre les confirme ou les refuse sur la carte&#xa0;:

%1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="343"/>
        <source>marker %1</source>
        <translation>marqueur %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="344"/>
        <source>%1 (marker %2)</source>
        <translation>%1 (marqueur %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="345"/>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 déplacé de %2 vers %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="346"/>
        <source>%1 removed from %2</source>
        <translation>%1 retiré de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="358"/>
        <source>%1 · %n of %2 camera frames skipped while reading the last one</source>
        <translation>
            <numerusform>%1 · %n image sur %2 de la caméra sautée pendant la lecture de la précédente</numerusform>
            <numerusform>%1 · %n images sur %2 de la caméra sautées pendant la lecture de la précédente</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="419"/>
        <source>Measure: click the second point.</source>
        <translation>Mesure : cliquez le second point.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="433"/>
        <source>Measuring…</source>
        <translation>Mesure en cours…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="461"/>
        <source>%1 paces at %2</source>
        <translation>%1 pas en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="465"/>
        <source>From %1 to %2: %3 mm</source>
        <translation>De %1 à %2 : %3 mm</translation>
    </message>
</context>
<context>
    <name>CameraWizard</name>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="71"/>
        <source>Ca&amp;librate the lens</source>
        <translation>Éta&amp;lonner l&apos;objectif</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="73"/>
        <source>Calibrate the camera</source>
        <translation>Calibrer la caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="77"/>
        <source>Lens (optional)</source>
        <translation>Objectif (facultatif)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="78"/>
        <source>A wide or cheap lens bends straight lines, and hexes near the edges of the picture drift. Measure the lens once per camera; skip this page if the overlay already fits the hexes.</source>
        <translation>Un objectif grand-angle ou bon marché courbe les lignes droites, et les hexagones près des bords de l&apos;image se décalent. Mesurez l&apos;objectif une fois par caméra ; passez cette page si le tracé tombe déjà sur les hexagones.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="82"/>
        <source>Print the ChArUco board true to size (Save the board…, or umpire-cli vision lens board) and keep it flat. Hold it before the camera, press Capture view, then tilt it, move it to another part of the picture and capture again: four views at least, ten are better. Calibrate measures the lens and saves it for this camera; it is used from then on whenever this camera is opened.</source>
        <translation>Imprimez la mire ChArUco en taille réelle (Enregistrer la mire…, ou umpire-cli vision lens board) et gardez-la bien plane. Tenez-la devant la caméra, appuyez sur Capturer une vue, puis inclinez-la, déplacez-la vers une autre partie de l&apos;image et capturez de nouveau : quatre vues au moins, dix c&apos;est mieux. Étalonner mesure l&apos;objectif et l&apos;enregistre pour cette caméra ; il sert ensuite chaque fois que cette caméra est ouverte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="88"/>
        <source>&amp;Save the board…</source>
        <translation>&amp;Enregistrer la mire…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="89"/>
        <source>Ca&amp;pture view</source>
        <translation>Ca&amp;pturer une vue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="90"/>
        <source>Forg&amp;et this camera&apos;s lens</source>
        <translation>Ou&amp;blier l&apos;objectif de cette caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="112"/>
        <source>Anchors in view</source>
        <translation>Ancres visibles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="113"/>
        <source>Point the camera so that the anchors are in view: one is enough to start, four place every hex best. Nothing is moved or removed while an anchor is hidden.</source>
        <translation>Orientez la caméra pour que les ancres soient visibles : une suffit pour commencer, quatre placent au mieux chaque hexagone. Rien n&apos;est déplacé ni retiré tant qu&apos;une ancre est cachée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="117"/>
        <source>Waiting for a picture…</source>
        <translation>En attente d&apos;une image…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="145"/>
        <source>The camera sees: %1</source>
        <translation>La caméra voit : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="151"/>
        <source>%n view(s) of the board kept; at least 4 to calibrate.</source>
        <translation>
            <numerusform>%n vue de la mire gardée ; au moins 4 pour étalonner.</numerusform>
            <numerusform>%n vues de la mire gardées ; au moins 4 pour étalonner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="152"/>
        <source>%n view(s) of the board kept.</source>
        <translation>
            <numerusform>%n vue de la mire gardée.</numerusform>
            <numerusform>%n vues de la mire gardées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="177"/>
        <source>The board could not be drawn.</source>
        <translation>La mire n&apos;a pas pu être dessinée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="188"/>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="219"/>
        <source>The board could not be written to %1: %2</source>
        <translation>La mire n&apos;a pas pu être écrite dans %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="214"/>
        <source>The board could not be drawn into %1.</source>
        <translation>La mire n&apos;a pas pu être dessinée dans %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="227"/>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="237"/>
        <source>Save the ChArUco board</source>
        <translation>Enregistrer la mire ChArUco</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="229"/>
        <source>PDF (*.pdf);;PNG picture (*.png)</source>
        <translation>PDF (*.pdf);;Image PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="238"/>
        <source>%1 is an Umpire journal, which would be lost. Replace it with the board all the same?</source>
        <translation>%1 est un journal d&apos;Umpire, qui serait perdu. Le remplacer tout de même par la mire ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="245"/>
        <source>Board saved to %1: print it at 100%.</source>
        <translation>Mire enregistrée dans %1 : imprimez-la à 100 %.</translation>
    </message>
</context>
<context>
    <name>CameraWorker</name>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="92"/>
        <source>Map description refused: %1</source>
        <translation>Description de carte refusée : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="98"/>
        <source>Map loaded: %1 anchors. Open a video, an image folder or a camera.</source>
        <translation>Carte chargée : %1 ancres. Ouvrez une vidéo, un dossier d&apos;images ou une caméra.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="127"/>
        <source>The folder %1 holds no .jpg or .png frame.</source>
        <translation>Le dossier %1 ne contient aucune image .jpg ou .png.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="138"/>
        <source>Cannot read %1: not a video this computer can decode.</source>
        <translation>Impossible de lire %1 : ce n&apos;est pas une vidéo que cet ordinateur sait décoder.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="205"/>
        <source>End of the image folder (%1 frames).</source>
        <translation>Fin du dossier d&apos;images (%1 images).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="225"/>
        <source>End of the video.</source>
        <translation>Fin de la vidéo.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="246"/>
        <source>The picture size changed from %1 to %2: calibrating again from the anchors, the counters are kept. </source>
        <translation>La taille de l&apos;image est passée de %1 à %2 : nouvel étalonnage à partir des ancres, les pions sont conservés. </translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="255"/>
        <source>Choose the map description first (Map…).</source>
        <translation>Choisissez d&apos;abord la description de la carte (Carte…).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="271"/>
        <source>marker %1 in hex %2 (%3)</source>
        <translation>marqueur %1 dans l&apos;hexagone %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="238"/>
        <source>A frame could not be read: skipped.</source>
        <translation>Une image n&apos;a pas pu être lue : ignorée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="190"/>
        <source>A camera frame could not be converted (%1, %2×%3): skipped.</source>
        <translation>Une image de la caméra n&apos;a pas pu être convertie (%1, %2×%3) : ignorée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="213"/>
        <source>The picture %1 could not be read: skipped.</source>
        <translation>L&apos;image %1 n&apos;a pas pu être lue : ignorée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="263"/>
        <source>A frame could not be read (%1): skipped.</source>
        <translation>Une image n&apos;a pas pu être lue (%1) : ignorée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="279"/>
        <source>No anchor in view: the last calibration is used, nothing is removed.</source>
        <translation>Aucune ancre visible : la dernière calibration est utilisée, rien n&apos;est retiré.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="281"/>
        <source>%1 counters, %2 anchors, %3 ms</source>
        <translation>%1 pions, %2 ancres, %3 ms</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="289"/>
        <source>anchors %1, error %2 mm</source>
        <translation>ancres %1, erreur %2 mm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="304"/>
        <source>lens of %1, rms %2 px</source>
        <translation>objectif de %1, erreur quadratique %2 px</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="321"/>
        <source>The lens saved for %1 could not be read (%2): measure it again.</source>
        <translation>L&apos;objectif enregistré pour %1 n&apos;a pas pu être lu (%2) : mesurez-le de nouveau.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="325"/>
        <source>Lens of %1: rms %2 px, measured on %3 views.</source>
        <translation>Objectif de %1 : erreur quadratique %2 px, mesuré sur %3 vues.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="330"/>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="446"/>
        <source>No lens saved for %1.</source>
        <translation>Aucun objectif enregistré pour %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="348"/>
        <source>the lens of %1 was measured at %2, the picture is %3: lens not used</source>
        <translation>l&apos;objectif de %1 a été mesuré en %2, l&apos;image est en %3 : objectif non utilisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="362"/>
        <source>No picture yet: open the camera, a video or a folder.</source>
        <translation>Pas encore d&apos;image : ouvrez la caméra, une vidéo ou un dossier.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="369"/>
        <source>View refused: %1</source>
        <translation>Vue refusée : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="374"/>
        <source>View refused: this picture is %1, the views kept are %2.</source>
        <translation>Vue refusée : cette image est en %1, les vues gardées sont en %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="389"/>
        <source>View refused: the board has not moved since an earlier view. Tilt it, or show it in another part of the picture.</source>
        <translation>Vue refusée : la mire n&apos;a pas bougé depuis une vue précédente. Inclinez-la, ou montrez-la dans une autre partie de l&apos;image.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="396"/>
        <source>View %1 kept: %2 corners found.</source>
        <translation>Vue %1 gardée : %2 coins trouvés.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="405"/>
        <source>At least 4 views of the board are needed (%1 so far).</source>
        <translation>Il faut au moins 4 vues de la mire (%1 pour l&apos;instant).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="411"/>
        <source>The lens could not be measured: %1</source>
        <translation>L&apos;objectif n&apos;a pas pu être mesuré : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="421"/>
        <source>Lens of %1 measured (rms %2 px) but not saved: %3</source>
        <translation>Objectif de %1 mesuré (erreur quadratique %2 px) mais non enregistré : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="427"/>
        <source>Lens of %1 measured on %2 views: rms %3 px, saved.</source>
        <translation>Objectif de %1 mesuré sur %2 vues : erreur quadratique %3 px, enregistré.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="438"/>
        <source>The lens of %1 could not be removed (%2: %3).</source>
        <translation>L&apos;objectif de %1 n&apos;a pas pu être supprimé (%2 : %3).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="445"/>
        <source>The lens of %1 is forgotten.</source>
        <translation>L&apos;objectif de %1 est oublié.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="580"/>
        <source>Nothing to measure on yet: no picture has shown the map.</source>
        <translation>Rien à mesurer encore : aucune image n&apos;a montré la carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="587"/>
        <source>the point %1,%2</source>
        <translation>le point %1,%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/cameraworker.cpp" line="591"/>
        <source>marker %1</source>
        <translation>marqueur %1</translation>
    </message>
</context>
<context>
    <name>CasualtyBar</name>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="35"/>
        <source>%1 casualties</source>
        <translation>%1 pertes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="36"/>
        <source>; demoralized at %1</source>
        <translation>&#xa0;; démoralisé à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/armypanel.cpp" line="37"/>
        <source>; disintegrates at %1</source>
        <translation>&#xa0;; désintégration à %1</translation>
    </message>
</context>
<context>
    <name>CasualtyChart</name>
    <message>
        <location filename="../../app/desktop/crt/chartsview.cpp" line="60"/>
        <source>turn (0 is the set-up)</source>
        <translation>tour (0 = mise en place)</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <location filename="../../app/desktop/crt/chartsview.cpp" line="129"/>
        <source>&lt;b&gt;Casualties by turn&lt;/b&gt; (eliminated strength at the end of each turn)</source>
        <translation>&lt;b&gt;Pertes par tour&lt;/b&gt; (force éliminée à la fin de chaque tour)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/chartsview.cpp" line="133"/>
        <source>&lt;b&gt;Dice&lt;/b&gt; (every roll that counts; the dashed line is what a fair die gives)</source>
        <translation>&lt;b&gt;Dés&lt;/b&gt; (chaque jet qui compte&#xa0;; la ligne pointillée indique ce que donne un dé équilibré)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/chartsview.cpp" line="210"/>
        <source>No die rolled yet.</source>
        <translation>Aucun dé lancé pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/chartsview.cpp" line="211"/>
        <source>Rolls that count: %1 (%2 by Umpire; %3 more voided by an undo). Average %4; a fair die averages %5.</source>
        <translation>Jets qui comptent : %1 (%2 par Umpire ; %3 de plus invalidés par une annulation). Moyenne %4 ; un dé équilibré donne en moyenne %5.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/chartsview.cpp" line="223"/>
        <source>Latest rolls, oldest first: %1</source>
        <translation>Derniers jets, du plus ancien au plus récent&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="58"/>
        <source>strengths or units: 5 4 3</source>
        <translation>forces ou unités&#xa0;: 5 4 3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="61"/>
        <source>strengths or units: 4</source>
        <translation>forces ou unités&#xa0;: 4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="66"/>
        <source>1-6</source>
        <translation>1-6</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="69"/>
        <source>&amp;Attacker</source>
        <translation>&amp;Attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="71"/>
        <source>&amp;Defender</source>
        <translation>&amp;Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="73"/>
        <source>&amp;Terrain</source>
        <translation>&amp;Terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="75"/>
        <source>D&amp;ie</source>
        <translation>&amp;Jet de dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="99"/>
        <source>&amp;Hexside</source>
        <translation>&amp;Côté d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="101"/>
        <source>Attacker de&amp;moralized</source>
        <translation>Attaquant démo&amp;ralisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="102"/>
        <source>Defender demorali&amp;zed</source>
        <translation>Défenseur démorali&amp;sé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="106"/>
        <source>Column &amp;shift</source>
        <translation>Déca&amp;lage de colonne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="108"/>
        <source>Resolve (Enter)</source>
        <translation>Résoudre (Entrée)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="110"/>
        <source>Roll for me (Ctrl+R)</source>
        <translation>Lancer pour moi (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="156"/>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="299"/>
        <source>No combat yet</source>
        <translation>Aucun combat pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="172"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="172"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="172"/>
        <source>Numbers</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="181"/>
        <source>Double-click a step to read its rule</source>
        <translation>Double-cliquez sur une étape pour lire sa règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="187"/>
        <source>Apply the result</source>
        <translation>Appliquer le résultat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="239"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="248"/>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="249"/>
        <source>from the map</source>
        <translation>d&apos;après la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="257"/>
        <source> (unverified)</source>
        <translation> (non vérifié)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="277"/>
        <source>1-%1</source>
        <translation>1-%1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="337"/>
        <source>no game is open</source>
        <translation>aucune partie ouverte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="382"/>
        <source>%1: &quot;%2&quot; is neither a strength nor a unit of the order of battle</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est ni une force ni une unité de l&apos;ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="389"/>
        <source>%1: type the strengths or the units</source>
        <translation>%1&#xa0;: saisissez les forces ou les unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="392"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="395"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="414"/>
        <source>the players&apos; shift</source>
        <translation>décalage décidé par les joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="426"/>
        <source>Type the attacker&apos;s strengths (or units), Tab, the defender&apos;s, Tab, the terrain&apos;s key (the letter in brackets), Tab, the die, Enter.</source>
        <translation>Saisissez les forces de l&apos;attaquant (ou ses unités), Tab, celles du défenseur, Tab, la touche du terrain (la lettre entre crochets), Tab, le dé, Entrée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="445"/>
        <source>%1 against %2: %3, an automatic %4 (no die)</source>
        <translation>%1 contre %2&#xa0;: %3, %4 automatique (sans dé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="449"/>
        <source>%1 against %2: odds %3, read on the %4 column</source>
        <translation>%1 contre %2&#xa0;: rapport de forces %3, lu dans la colonne %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="454"/>
        <source>Against the map: %1. That is the referee&apos;s override: Enter asks for the reason. (%2)</source>
        <translation>Contre la carte&#xa0;: %1. C&apos;est une décision de l&apos;arbitre&#xa0;: Entrée demande sa raison. (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="508"/>
        <source>Type the die you rolled (1-%1), or press Ctrl+R to let Umpire roll.</source>
        <translation>Saisissez le dé que vous avez lancé (1-%1), ou appuyez sur Ctrl+R pour laisser Umpire le lancer.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="535"/>
        <source>Override the map?</source>
        <translation>Passer outre la carte&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="536"/>
        <source>%1.

The referee&apos;s reason for fighting it so:</source>
        <translation>%1.

La raison de l&apos;arbitre pour le combattre ainsi&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="539"/>
        <source>Not fought: choose “from the map”, or give the reason for the override.</source>
        <translation>Pas combattu&#xa0;: choisissez «&#xa0;selon la carte&#xa0;», ou donnez la raison de passer outre.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="558"/>
        <source>%1 against %2, %3.</source>
        <translation>%1 contre %2, %3.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="563"/>
        <source>Die %1.</source>
        <translation>Dé %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="579"/>
        <source>%1 against %2, column %3</source>
        <translation>%1 contre %2, colonne %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="585"/>
        <source>die %1 (yours)</source>
        <translation>dé %1 (le vôtre)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="586"/>
        <source>die %1 (rolled by Umpire, draw %2)</source>
        <translation>dé %1 (lancé par Umpire, tirage %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="590"/>
        <source>automatic, no die</source>
        <translation>automatique, sans dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="592"/>
        <source>the chart gives %1</source>
        <translation>la table donne %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="609"/>
        <source>On this column: %1</source>
        <translation>Sur cette colonne&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="618"/>
        <source>Unverified data decided this result: %1. Check it against your own copy of the game.</source>
        <translation>Des données non vérifiées ont décidé ce résultat&#xa0;: %1. Vérifiez-les sur votre propre exemplaire du jeu.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="648"/>
        <source>Eliminate %1</source>
        <translation>Éliminer %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="651"/>
        <source>Retreat %1</source>
        <translation>Faire retraiter %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="653"/>
        <source>%1 cannot retreat: eliminate</source>
        <translation>%1 ne peut pas retraiter : éliminer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="655"/>
        <source>Advance %1</source>
        <translation>Faire avancer %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="657"/>
        <source>Lose %1</source>
        <translation>Perdre %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="659"/>
        <source>Exchange: lose %1</source>
        <translation>Échange : perdre %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/combatpanel.cpp" line="747"/>
        <source>%1 to %2</source>
        <translation>%1 en %2</translation>
    </message>
</context>
<context>
    <name>CrtEditor</name>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="45"/>
        <source>%1, die %2: %3</source>
        <translation>%1, dé %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="63"/>
        <source>Combat Results Table</source>
        <translation>Table des résultats des combats</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="69"/>
        <source>&amp;Ruleset</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="79"/>
        <source>Type each cell as your printed chart has it (a result code), or paste a block of cells from a spreadsheet at the current cell (Ctrl+V); Ctrl+Z undoes a step, Ctrl+Shift+Z redoes it. Cells changed since the file was loaded are in bold on blue.</source>
        <translation>Tapez chaque case comme votre table imprimée la donne (un code de résultat), ou collez un bloc de cases depuis un tableur à partir de la case courante (Ctrl+V)&#xa0;; Ctrl+Z annule une étape, Ctrl+Maj+Z la rétablit. Les cases modifiées depuis le chargement du fichier sont en gras sur fond bleu.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="94"/>
        <source>This is my &amp;printed chart: I checked every cell against my copy</source>
        <translation>C&apos;est ma table &amp;imprimée&#xa0;: j&apos;ai vérifié chaque case sur mon exemplaire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="105"/>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="310"/>
        <source>the chart of %1</source>
        <translation>la table de %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="127"/>
        <source>%1: does not load</source>
        <translation>%1&#xa0;: ne se charge pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="149"/>
        <source>The ruleset %1 cannot be read.</source>
        <translation>Les règles %1 ne peuvent pas être lues.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="154"/>
        <source>%1 is not a ruleset with a Combat Results Table.</source>
        <translation>%1 n&apos;est pas un jeu de règles avec une table des résultats des combats.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="171"/>
        <source>Die %1</source>
        <translation>Dé %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="189"/>
        <source>Verified: %1</source>
        <translation>Vérifiée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="189"/>
        <source>UNVERIFIED: %1</source>
        <translation>NON VÉRIFIÉE&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="192"/>
        <source>From %1</source>
        <translation>Depuis %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="197"/>
        <source>This file does not load: %1</source>
        <translation>Ce fichier ne se charge pas&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="224"/>
        <source>&quot;%1&quot; is not a result of this chart: one of %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un résultat de cette table&#xa0;: l&apos;un de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="256"/>
        <source>The pasted cells go past the chart (die %1, %2): paste from a cell with room for them. Nothing was pasted.</source>
        <translation>Les cases collées dépassent de la table (dé %1, %2)&#xa0;: collez à partir d&apos;une case qui leur laisse la place. Rien n&apos;a été collé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="260"/>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="265"/>
        <source>%1, die %2: &quot;%3&quot; is not a result of this chart: one of %4. Nothing was pasted.</source>
        <translation>%1, dé %2&#xa0;: «&#xa0;%3&#xa0;» n&apos;est pas un résultat de cette table&#xa0;: l&apos;un de %4. Rien n&apos;a été collé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="275"/>
        <source>The clipboard holds no cells to paste: copy result codes from a spreadsheet, a row per die.</source>
        <translation>Le presse-papiers ne contient aucune case à coller&#xa0;: copiez des codes de résultat depuis un tableur, une ligne par dé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="280"/>
        <source>Paste cells</source>
        <translation>Coller des cases</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/crteditor.cpp" line="289"/>
        <source>%n cell(s) pasted, %1 of them changed.</source>
        <translation>
            <numerusform>%n case collée, dont %1 modifiée.</numerusform>
            <numerusform>%n cases collées, dont %1 modifiée(s).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="332"/>
        <source>There is no user data folder to save into (HOME is not set).</source>
        <translation>Il n&apos;y a pas de dossier de données de l&apos;utilisateur où enregistrer (HOME n&apos;est pas défini).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="341"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="361"/>
        <source>Saved the Combat Results Table of %1%2 to %3.</source>
        <translation>Table des résultats des combats de %1%2 enregistrée dans %3.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/crteditor.cpp" line="363"/>
        <source>, as your printed chart</source>
        <translation>, comme votre table imprimée</translation>
    </message>
</context>
<context>
    <name>EditorSupport</name>
    <message>
        <location filename="../../app/desktop/common/editorsupport.cpp" line="43"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/editorsupport.cpp" line="47"/>
        <source>Into your rule-data folder (Ctrl+S)</source>
        <translation>Dans votre dossier de données de règles (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/editorsupport.cpp" line="68"/>
        <source>Your changes to %1 are not saved. Save them?</source>
        <translation>Vos modifications dans %1 ne sont pas enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/editorsupport.cpp" line="137"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>GameWindows</name>
    <message>
        <location filename="../../app/desktop/window/gamewindows.cpp" line="150"/>
        <source>The journal needed care</source>
        <translation>Le journal a demandé des soins</translation>
    </message>
</context>
<context>
    <name>GenericGameWindow</name>
    <message>
        <location filename="../../app/desktop/window/genericgamewindow.cpp" line="18"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/genericgamewindow.cpp" line="18"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/genericgamewindow.cpp" line="31"/>
        <source>Players&apos; view…</source>
        <translation>Vue des joueurs…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/genericgamewindow.cpp" line="42"/>
        <source>What may be done now</source>
        <translation>Ce qui peut se faire maintenant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/genericgamewindow.cpp" line="46"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/genericgamewindow.cpp" line="67"/>
        <source>%1 — %2 — Umpire</source>
        <translation>%1 — %2 — Umpire</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="210"/>
        <source>%1 (undone)</source>
        <translation>%1 (annulé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="233"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="235"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="237"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="239"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="241"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="243"/>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="285"/>
        <source>T&amp;urn</source>
        <translation>To&amp;ur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="287"/>
        <source>Si&amp;de</source>
        <translation>Ca&amp;mp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="289"/>
        <source>&amp;Kind</source>
        <translation>T&amp;ype</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="298"/>
        <source>Note…</source>
        <translation>Note…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="300"/>
        <source>Override…</source>
        <translation>Forcer une valeur…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="386"/>
        <source>set-up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="386"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="391"/>
        <source>every turn</source>
        <translation>tous les tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="393"/>
        <source>every side</source>
        <translation>tous les camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="394"/>
        <source>every kind</source>
        <translation>tous les types</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="404"/>
        <location filename="../../app/desktop/crt/logview.cpp" line="428"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="406"/>
        <source>A &amp;note for the log (Ctrl+Enter to write it):</source>
        <translation>Une &amp;note pour le journal (Ctrl+Entrée pour l&apos;écrire)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="436"/>
        <source>Referee&apos;s override</source>
        <translation>Décision de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="442"/>
        <source>The referee imposes a value other than the one Umpire computed. Both stay in the log.</source>
        <translation>L&apos;arbitre impose une valeur différente de celle calculée par Umpire. Les deux restent dans le journal.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="444"/>
        <source>&amp;What</source>
        <translation>&amp;Objet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="445"/>
        <source>&amp;Computed</source>
        <translation>&amp;Calculé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="446"/>
        <source>&amp;Imposed</source>
        <translation>&amp;Imposé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="447"/>
        <source>W&amp;hy</source>
        <translation>&amp;Pourquoi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="455"/>
        <location filename="../../app/desktop/crt/logview.cpp" line="465"/>
        <source>Override</source>
        <translation>Décision de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/logview.cpp" line="455"/>
        <source>Say what is overridden and why.</source>
        <translation>Précisez ce qui est forcé et pourquoi.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="87"/>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="422"/>
        <source>&amp;Log</source>
        <translation>Jour&amp;nal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="94"/>
        <source>C&amp;harts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="95"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="120"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="121"/>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="159"/>
        <source>The journal needed care</source>
        <translation>Le journal présentait des problèmes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="208"/>
        <source>C&amp;ombat</source>
        <translation>C&amp;ombat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="271"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="291"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="292"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="294"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="296"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir une partie &amp;récente</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="297"/>
        <source>&amp;Demonstration game</source>
        <translation>Partie de &amp;démonstration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="300"/>
        <source>New &amp;map from a picture…</source>
        <translation>Nouvelle &amp;carte d&apos;après une image…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="303"/>
        <source>&amp;Import a VASSAL module…</source>
        <translation>&amp;Importer un module VASSAL…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="307"/>
        <source>Save &amp;as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="310"/>
        <source>&amp;Export after-action report…</source>
        <translation>E&amp;xporter le compte rendu de bataille…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="313"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="316"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="317"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="320"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="327"/>
        <source>Add a &amp;note…</source>
        <translation>Ajouter une &amp;note…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="329"/>
        <source>Referee&apos;s &amp;override…</source>
        <translation>&amp;Décision de l&apos;arbitre…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="331"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="332"/>
        <source>New &amp;combat</source>
        <translation>Nouveau &amp;combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="334"/>
        <source>&amp;Next step of the sequence of play</source>
        <translation>Étape &amp;suivante de la séquence de jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="340"/>
        <source>&amp;Roll a die for the log</source>
        <translation>&amp;Lancer un dé pour le journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="345"/>
        <source>Umpire rolled %1</source>
        <translation>Umpire a obtenu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="350"/>
        <source>&amp;Vae Victis: distances and combat…</source>
        <translation>&amp;Vae Victis : distances et combat…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="356"/>
        <source>&amp;Hex map: movement, line of sight, retreats…</source>
        <translation>&amp;Carte hexagonale : mouvement, ligne de vue, retraites…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="367"/>
        <source>Hex map</source>
        <translation>Carte hexagonale</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="375"/>
        <source>Map terrain &amp;key…</source>
        <translation>Lé&amp;gende des terrains de la carte…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="390"/>
        <source>Combat Results &amp;Table…</source>
        <translation>&amp;Table des résultats des combats…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="401"/>
        <source>&amp;Scenario editor…</source>
        <translation>É&amp;diteur de scénarios…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="414"/>
        <source>&amp;Players&apos; view…</source>
        <translation>Vue des &amp;joueurs…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="418"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="419"/>
        <source>&amp;Camera over the table…</source>
        <translation>&amp;Caméra au-dessus de la table…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="424"/>
        <source>&amp;Charts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="427"/>
        <source>L&amp;anguage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="441"/>
        <source>&amp;Speak results</source>
        <translation>Lire les résultats à &amp;voix haute</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="448"/>
        <source>No speech engine on this computer (install speech-dispatcher to hear results)</source>
        <translation>Aucun moteur de synthèse vocale sur cet ordinateur (installez speech-dispatcher pour entendre les résultats)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="451"/>
        <source>&amp;Dice sound</source>
        <translation>&amp;Son des dés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="459"/>
        <source>Rules &amp;folder…</source>
        <translation>&amp;Dossier des règles…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="460"/>
        <source>Journal &amp;lock timeout…</source>
        <translation>Délai du &amp;verrou du journal…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="462"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="463"/>
        <source>&amp;Rule of the selected step</source>
        <translation>&amp;Règle de l&apos;étape sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="472"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="473"/>
        <source>&amp;About Umpire</source>
        <translation>À &amp;propos d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="475"/>
        <source>About Umpire</source>
        <translation>À propos d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="476"/>
        <source>&lt;b&gt;Umpire&lt;/b&gt; %1&lt;br&gt;A referee for wargames played face to face on a real table: it resolves combat, keeps casualties, morale, the turn record and a journal that is never lost.</source>
        <translation>&lt;b&gt;Umpire&lt;/b&gt; %1&lt;br&gt;Un arbitre pour les wargames joués face à face sur une vraie table&#xa0;: il résout les combats, tient le compte des pertes, le moral, la piste des tours et un journal qui n&apos;est jamais perdu.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="491"/>
        <source>%1 · %2 is played in its own window</source>
        <translation>%1 · %2 se joue dans sa propre fenêtre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="497"/>
        <source>Umpire</source>
        <translation>Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="499"/>
        <source>No game open: File &gt; New game, Open, or the demonstration game (Ctrl+D).</source>
        <translation>Aucune partie ouverte&#xa0;: Fichier &gt; Nouvelle partie, Ouvrir, ou la partie de démonstration (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="505"/>
        <source> [read-only]</source>
        <translation> [lecture seule]</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="522"/>
        <source>%1  (%2)</source>
        <comment>a recent game: its title, its file</comment>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="592"/>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="597"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="611"/>
        <source>Demonstration game</source>
        <translation>Partie de démonstration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="614"/>
        <source>A new demonstration (made up, not the printed Ligny); the newest %1 are kept, File &gt; Save as keeps one</source>
        <translation>Une nouvelle démonstration (inventée, pas le Ligny imprimé)&#xa0;; les %1 plus récentes sont gardées, Fichier &gt; Enregistrer sous en garde une</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="638"/>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="648"/>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="656"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="665"/>
        <source>Open a game journal</source>
        <translation>Ouvrir un journal de partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="666"/>
        <source>Umpire journals (*.jsonl);;All files (*)</source>
        <translation>Journaux Umpire (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="676"/>
        <source>Save a copy of the journal as</source>
        <translation>Enregistrer une copie du journal sous</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="677"/>
        <source>Umpire journals (*.jsonl)</source>
        <translation>Journaux Umpire (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="681"/>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="692"/>
        <source>Export the after-action report</source>
        <translation>Exporter le compte rendu de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="693"/>
        <source>Web pages (*.html);;CSV (*.csv);;JSON (*.json)</source>
        <translation>Pages web (*.html);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="703"/>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="710"/>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="717"/>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="728"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="711"/>
        <source>%1 is this game&apos;s journal: the report cannot replace it. Choose another name.</source>
        <translation>%1 est le journal de cette partie : le rapport ne peut pas le remplacer. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="718"/>
        <source>%1 is the journal of another game, which would be lost. Replace it with the report all the same?</source>
        <translation>%1 est le journal d&apos;une autre partie, qui serait perdu. Le remplacer tout de même par le rapport ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="729"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1 : écriture impossible : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="781"/>
        <source>Journal lock timeout</source>
        <translation>Délai du verrou du journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="782"/>
        <source>When another program (umpire-cli, another window) is writing the journal, wait this many seconds for it before giving up:</source>
        <translation>Quand un autre programme (umpire-cli, une autre fenêtre) écrit dans le journal, l&apos;attendre ce nombre de secondes avant d&apos;abandonner :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="732"/>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/window/mainwindow.cpp" line="507"/>
        <source>%1 · %n event(s) · every action is saved as it happens</source>
        <translation>
            <numerusform>%1 · %n événement · chaque action est enregistrée au moment où elle a lieu</numerusform>
            <numerusform>%1 · %n événements · chaque action est enregistrée au moment où elle a lieu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="760"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Attacker, defender, terrain, die&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Resolve the combat&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Let Umpire roll and resolve&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+letter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;The field or modifier with that letter underlined&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Attaquant, défenseur, terrain, dé&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Entrée&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Résoudre le combat&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Laisser Umpire lancer le dé et résoudre&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+lettre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Le champ ou le modificateur dont cette lettre est soulignée&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="765"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/window/mainwindow.cpp" line="772"/>
        <source>The folder of your rule texts</source>
        <translation>Le dossier de vos textes de règles</translation>
    </message>
</context>
<context>
    <name>MapBoard</name>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="81"/>
        <source>Hex map</source>
        <translation>Carte hexagonale</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="84"/>
        <source>Open &amp;map…</source>
        <translation>Ouvrir une &amp;carte…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="86"/>
        <source>Open &amp;positions…</source>
        <translation>Ouvrir des &amp;positions…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="91"/>
        <source>Reachable hexes</source>
        <translation>Hexagones accessibles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="91"/>
        <source>Line of sight (click a hex)</source>
        <translation>Ligne de vue (cliquez un hexagone)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="92"/>
        <source>Retreat options</source>
        <translation>Retraites possibles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="92"/>
        <source>Combat (click the attackers, then the defender)</source>
        <translation>Combat (cliquez les attaquants, puis le défenseur)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="102"/>
        <source>die </source>
        <translation>dé </translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="101"/>
        <source>die?</source>
        <translation>dé ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="104"/>
        <source>&amp;Roll it for me</source>
        <translation>&amp;Lancez-le pour moi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="106"/>
        <source>Combat: the game&apos;s own dice roll this combat&apos;s die</source>
        <translation>Combat&#xa0;: les dés de la partie lancent le dé de ce combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="115"/>
        <source>Terrain &amp;key…</source>
        <translation>Lé&amp;gende des terrains…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="118"/>
        <source>Enter the movement costs and effects of your own map&apos;s terrain key</source>
        <translation>Saisir les coûts de mouvement et les effets de la légende des terrains de votre propre carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="122"/>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="143"/>
        <source>The camera saw</source>
        <translation>La caméra a vu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="150"/>
        <source>&amp;Confirm the move</source>
        <translation>&amp;Confirmer le mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="152"/>
        <source>Re&amp;fuse: put it back</source>
        <translation>Re&amp;fuser&#xa0;: le remettre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="189"/>
        <source>Open a map file</source>
        <translation>Ouvrir un fichier de carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="190"/>
        <source>Maps (*.json)</source>
        <translation>Cartes (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="196"/>
        <source>Open a positions file</source>
        <translation>Ouvrir un fichier de positions</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="196"/>
        <source>Positions (*.json)</source>
        <translation>Positions (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="57"/>
        <source> — a SAMPLE map, not a printed one</source>
        <translation> — une carte d&apos;EXEMPLE, pas une carte imprimée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="268"/>
        <source>Open a map file first.</source>
        <translation>Ouvrez d&apos;abord un fichier de carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="308"/>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="409"/>
        <source>marker %1 to %2: not a unit&apos;s move: %3</source>
        <translation>marqueur %1 vers %2&#xa0;: pas le mouvement d&apos;une unité&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="419"/>
        <source>%1 %2 → %3: legal</source>
        <translation>%1 %2 → %3&#xa0;: permis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="420"/>
        <source>%1 %2 → %3: REFUSED by %4: %5</source>
        <translation>%1 %2 → %3&#xa0;: REFUSÉ par %4&#xa0;: %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="424"/>
        <source> (UNVERIFIED: judged with a stand-in: %1)</source>
        <translation> (NON VÉRIFIÉ&#xa0;: jugé avec une valeur provisoire&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="461"/>
        <source>Move it anyway?</source>
        <translation>Le déplacer quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="462"/>
        <source>%1

The referee&apos;s reason for moving it anyway:</source>
        <translation>%1

La raison de l&apos;arbitre pour le déplacer quand même&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="488"/>
        <source>Refused: put %1 back in %2.</source>
        <translation>Refusé&#xa0;: remettez %1 en %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="569"/>
        <source>%1 into %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="578"/>
        <source>Displacement (NLB 7.6)</source>
        <translation>Déplacement (NLB 7.6)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="579"/>
        <source>%1 retreats into a full stack: which unit is displaced?</source>
        <translation>%1 retraite dans une pile pleine&#xa0;: quelle unité est déplacée&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="648"/>
        <source>Which unit enters at %1?</source>
        <translation>Quelle unité entre en %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="746"/>
        <source>Lose %1</source>
        <translation>Perdre %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="750"/>
        <source>Advance after combat (%1)</source>
        <translation>Avance après combat (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="751"/>
        <source>Exchange (%1)</source>
        <translation>Échange (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="752"/>
        <source>The result (%1)</source>
        <translation>Le résultat (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="755"/>
        <source>Which unit advances into %1?</source>
        <translation>Quelle unité avance en %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="757"/>
        <source>The attacker loses at least the defender&apos;s strength: which units?</source>
        <translation>L&apos;attaquant perd au moins la force du défenseur&#xa0;: quelles unités&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="758"/>
        <source>Which unit?</source>
        <translation>Quelle unité&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="786"/>
        <source>Attack %1 against defence %2: the %3 column.</source>
        <translation>Attaque %1 contre défense %2&#xa0;: colonne %3.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="838"/>
        <source>%1 may advance into %2: click it, or fight on (%3)</source>
        <translation>%1 peut avancer en %2&#xa0;: cliquez l&apos;hexagone, ou combattez ailleurs (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="843"/>
        <source>Exchange: lose %1: click the units their owner gives up (%2)</source>
        <translation>Échange&#xa0;: perdre %1&#xa0;: cliquez les unités que leur propriétaire abandonne (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="45"/>
        <source>%1 %2%</source>
        <translation>%1 %2&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="93"/>
        <source>Archery (click an archer, then its target)</source>
        <translation>Tir à l&apos;arc (cliquez un archer, puis sa cible)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="94"/>
        <source>Reorganization (click a disordered counter)</source>
        <translation>Réorganisation (cliquez un pion désorganisé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="107"/>
        <source>&amp;Leave the map</source>
        <translation>&amp;Quitter la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="110"/>
        <source>Movement: the selected unit leaves the map by an exit hex it can reach</source>
        <translation>Mouvement&#xa0;: l&apos;unité choisie quitte la carte par une case de sortie qu&apos;elle peut atteindre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="65"/>
        <source> — its picture is not shown: %1</source>
        <translation> — son image n&apos;est pas affichée : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="103"/>
        <source>The die rolled on the table for this combat, fire or reorganization</source>
        <translation>Le dé lancé sur la table pour ce combat, ce tir ou cette réorganisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="646"/>
        <source>Reinforcements (%1)</source>
        <translation>Renforts (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="685"/>
        <source>Leave the map (%1)</source>
        <translation>Quitter la carte (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="686"/>
        <source>%1 leaves the map by which exit hex?</source>
        <translation>%1 quitte la carte par quelle case de sortie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="791"/>
        <source>On the die: %1.</source>
        <translation>Au dé&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="794"/>
        <source>UNVERIFIED: %1</source>
        <translation>NON VÉRIFIÉ&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="801"/>
        <source>%1 against %2, the %3 column: %4</source>
        <translation>%1 contre %2, colonne %3&#xa0;: %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="805"/>
        <source>with %1 too: %2</source>
        <translation>avec aussi %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="806"/>
        <source>without %1: %2</source>
        <translation>sans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="809"/>
        <source>Instead:</source>
        <translation>Autrement&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="830"/>
        <source>Eliminate %1: click the counter (%2)</source>
        <translation>Éliminer %1&#xa0;: cliquez sur le pion (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="833"/>
        <source>Lose one of %1: click it (%2)</source>
        <translation>Perdre l&apos;une de ces unités, %1&#xa0;: cliquez-la (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="833"/>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="839"/>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="844"/>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1012"/>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1028"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="835"/>
        <source>Retreat %1: click an orange hex (%2)</source>
        <translation>Faire retraiter %1&#xa0;: cliquez sur un hexagone orange (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="847"/>
        <source>To carry out before the next combat:</source>
        <translation>À appliquer avant le prochain combat&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="870"/>
        <source>No combat now: it is the %1 phase.</source>
        <translation>Pas de combat maintenant&#xa0;: c&apos;est la phase %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="890"/>
        <source>%1 may neither attack nor be attacked again this phase (%2).</source>
        <translation>%1 ne peut plus ni attaquer ni être attaqué pendant cette phase (%2).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="910"/>
        <source>Click the attacking counters first, then the defender.</source>
        <translation>Cliquez d&apos;abord les pions attaquants, puis le défenseur.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="952"/>
        <source>Combat %1: %2 on the %3 column, die %4</source>
        <translation>Combat %1 : %2 dans la colonne %3, dé %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1012"/>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1027"/>
        <source>%1 may leave the map by %2 (%3): press Leave the map.</source>
        <translation>%1 peut quitter la carte par %2 (%3)&#xa0;: appuyez sur Quitter la carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1031"/>
        <source>Reinforcements may enter (%1): %2. Click a purple entry hex.</source>
        <translation>Des renforts peuvent entrer (%1)&#xa0;: %2. Cliquez sur une case d&apos;entrée violette.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1078"/>
        <source>Enter the die rolled on the table for this combat and press Enter, or tick “Roll it for me” and click the defender: each combat asks for its own die.</source>
        <translation>Entrez le dé lancé sur la table pour ce combat et appuyez sur Entrée, ou cochez «&#xa0;Lancez-le pour moi&#xa0;» et cliquez le défenseur&#xa0;: chaque combat demande son propre dé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1081"/>
        <source>Click the attacking counters, then the defender.</source>
        <translation>Cliquez les pions attaquants, puis le défenseur.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1083"/>
        <source>Attackers: %1. Click the defender.</source>
        <translation>Attaquants : %1. Cliquez le défenseur.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1099"/>
        <source>Select a unit, then click the target hex.</source>
        <translation>Choisissez une unité, puis cliquez l&apos;hexagone cible.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1104"/>
        <source>Line of sight %1 → %2 (range %3): clear</source>
        <translation>Ligne de vue %1 → %2 (portée %3) : dégagée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1105"/>
        <source>Line of sight %1 → %2 (range %3): blocked</source>
        <translation>Ligne de vue %1 → %2 (portée %3) : bloquée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1111"/>
        <source>Open a positions file and choose a unit.</source>
        <translation>Ouvrez un fichier de positions et choisissez une unité.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1120"/>
        <source>%1 may not move now (%2): %3</source>
        <translation>%1 ne peut pas se déplacer maintenant (%2)&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1138"/>
        <source>%1 can reach %n hex(es)</source>
        <translation>
            <numerusform>%1 peut atteindre %n hexagone</numerusform>
            <numerusform>%1 peut atteindre %n hexagones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1148"/>
        <source>%1 must retreat: click one of the %n highlighted hex(es)</source>
        <translation>
            <numerusform>%1 doit retraiter : cliquez l&apos;hexagone en surbrillance</numerusform>
            <numerusform>%1 doit retraiter : cliquez l&apos;un des %n hexagones en surbrillance</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1165"/>
        <source>%1 cannot retreat: eliminated</source>
        <translation>%1 ne peut pas retraiter : éliminé</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1166"/>
        <source>%1 may retreat to %n hex(es)</source>
        <translation>
            <numerusform>%1 peut retraiter vers %n hexagone</numerusform>
            <numerusform>%1 peut retraiter vers %n hexagones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1174"/>
        <source>
UNVERIFIED: %1 is a stand-in (%2)</source>
        <translation>
NON VÉRIFIÉ : %1 est une valeur provisoire (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="90"/>
        <source>No archer may fire now (%1).</source>
        <translation>Aucun archer ne peut tirer maintenant (%1).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="97"/>
        <source>Click an archer that may fire first (green), then its target.</source>
        <translation>Cliquez d&apos;abord un archer qui peut tirer (en vert), puis sa cible.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="103"/>
        <source>%1 may not fire at %2 now.</source>
        <translation>%1 ne peut pas tirer sur %2 maintenant.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="136"/>
        <source>%1 fires at %2: die %3, hit: %2 is Disordered (%4)</source>
        <translation>%1 tire sur %2&#xa0;: dé %3, touché&#xa0;: %2 est désorganisée (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="137"/>
        <source>%1 fires at %2: die %3, no effect (%4)</source>
        <translation>%1 tire sur %2&#xa0;: dé %3, sans effet (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="156"/>
        <source>%1 may fire defensively at %2 (%3)</source>
        <translation>%1 peut effectuer un tir défensif sur %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="157"/>
        <source>%1 may fire at %2 (%3)</source>
        <translation>%1 peut tirer sur %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="176"/>
        <source>%1 fires at %2: a die of %3 or less hits (BMW 6.2). Enter the die rolled on the table and press Enter, or tick “Roll it for me” and click the target.</source>
        <translation>%1 tire sur %2&#xa0;: un dé de %3 ou moins touche (BMW 6.2). Entrez le dé lancé sur la table et appuyez sur Entrée, ou cochez «&#xa0;Lancez-le pour moi&#xa0;» et cliquez la cible.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="181"/>
        <source>%1 chosen: click its target (orange).</source>
        <translation>%1 choisi&#xa0;: cliquez sa cible (en orange).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="183"/>
        <source>Click an archer (green), then its target: the active player&apos;s archers first, then the inactive player&apos;s defensive fire (BMW 6.1).</source>
        <translation>Cliquez un archer (en vert), puis sa cible&#xa0;: d&apos;abord les archers du joueur actif, puis le tir défensif du joueur inactif (BMW 6.1).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="186"/>
        <source>No archer may fire now: go on to the next phase.</source>
        <translation>Aucun archer ne peut tirer maintenant&#xa0;: passez à la phase suivante.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="211"/>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="256"/>
        <source>No unit rolls to reorganize now.</source>
        <translation>Aucune unité ne lance le dé pour se réorganiser maintenant.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="212"/>
        <source>%1 does not roll to reorganize: click a highlighted counter.</source>
        <translation>%1 ne lance pas le dé pour se réorganiser&#xa0;: cliquez un pion en surbrillance.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="227"/>
        <source>%1 rolls %2: reorganized (BMW 11.1)</source>
        <translation>%1 obtient %2&#xa0;: réorganisée (BMW 11.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="228"/>
        <source>%1 rolls %2: still Disordered (BMW 11.1)</source>
        <translation>%1 obtient %2&#xa0;: reste désorganisée (BMW 11.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="247"/>
        <source>%1 rolls to reorganize: 5 or 6, one less next to an enemy, plus a stacked leader&apos;s value (BMW 11.1). Enter the die rolled on the table and press Enter, or tick “Roll it for me” and click the counter.</source>
        <translation>%1 lance le dé pour se réorganiser&#xa0;: 5 ou 6, un de moins à côté d&apos;un ennemi, plus la valeur d&apos;un chef empilé (BMW 11.1). Entrez le dé lancé sur la table et appuyez sur Entrée, ou cochez «&#xa0;Lancez-le pour moi&#xa0;» et cliquez le pion.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapboardarchery.cpp" line="252"/>
        <source>Roll to reorganize each disordered unit before the phase ends (BMW 11.1): %1. Click a highlighted counter.</source>
        <translation>Lancez le dé de réorganisation de chaque unité désorganisée avant la fin de la phase (BMW 11.1)&#xa0;: %1. Cliquez un pion en surbrillance.</translation>
    </message>
</context>
<context>
    <name>MapDraft</name>
    <message>
        <location filename="../../app/desktop/mapmaker/mapdraft.cpp" line="31"/>
        <source>%1 cannot be read as a picture: %2</source>
        <translation>%1 ne se lit pas comme une image : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapdraft.cpp" line="46"/>
        <source>The four corners do not enclose a map: click the map&apos;s top-left, top-right, bottom-right and bottom-left corners.</source>
        <translation>Les quatre coins n&apos;entourent pas une carte : cliquez les coins haut gauche, haut droit, bas droit et bas gauche de la carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapdraft.cpp" line="54"/>
        <source>The four corners do not enclose a map.</source>
        <translation>Les quatre coins n&apos;entourent pas une carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapdraft.cpp" line="240"/>
        <location filename="../../app/desktop/mapmaker/mapdraft.cpp" line="248"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut être écrit : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapdraft.cpp" line="245"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut être lu : %2</translation>
    </message>
</context>
<context>
    <name>MapMaker</name>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakercommands.cpp" line="45"/>
        <source>Hexside %1 between %2 and %3</source>
        <translation>Côté d&apos;hexagone %1 entre %2 et %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/mapmakercommands.cpp" line="74"/>
        <source>Draw a %1 through %n hexes</source>
        <translation>
            <numerusform>Tracer un %1 par %n hexagone</numerusform>
            <numerusform>Tracer un %1 par %n hexagones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakercommands.cpp" line="102"/>
        <source>Name hex %1</source>
        <translation>Nommer l&apos;hexagone %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakercommands.cpp" line="103"/>
        <source>Entry at %1</source>
        <translation>Entrée en %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakercommands.cpp" line="104"/>
        <source>Exit at %1</source>
        <translation>Sortie en %1</translation>
    </message>
</context>
<context>
    <name>MapMakerView</name>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerview.cpp" line="86"/>
        <source>Open a scan or a photograph of your map (Open picture).</source>
        <translation>Ouvrez un scan ou une photo de votre carte (Ouvrir une image).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerview.cpp" line="172"/>
        <source>in: </source>
        <translation>entrée : </translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerview.cpp" line="173"/>
        <source>out: </source>
        <translation>sortie : </translation>
    </message>
</context>
<context>
    <name>MapMakerWindow</name>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="39"/>
        <source>New map from a picture</source>
        <translation>Nouvelle carte d&apos;après une image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="45"/>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="46"/>
        <source>&amp;Open picture…</source>
        <translation>&amp;Ouvrir une image…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="48"/>
        <source>&amp;Save map…</source>
        <translation>&amp;Enregistrer la carte…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="51"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="53"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="65"/>
        <source>The map&apos;s title</source>
        <translation>Le titre de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="66"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="68"/>
        <source>Napoleon&apos;s Last Battles</source>
        <translation>Napoleon&apos;s Last Battles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="69"/>
        <source>Battles of the Medieval World</source>
        <translation>Battles of the Medieval World</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="70"/>
        <source>Napoleon at Waterloo</source>
        <translation>Napoleon at Waterloo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="71"/>
        <source>Map rules</source>
        <translation>Règles de carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="75"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="76"/>
        <source>Printed hex size</source>
        <translation>Taille des hexagones imprimés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="77"/>
        <source>&amp;Fit the grid</source>
        <translation>&amp;Ajuster la grille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="88"/>
        <source>Straighten</source>
        <translation>Redresser</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="89"/>
        <source>A photograph taken at an angle: click the map&apos;s four corners, top-left first, clockwise.</source>
        <translation>Une photo prise de biais : cliquez les quatre coins de la carte, d&apos;abord en haut à gauche, dans le sens des aiguilles d&apos;une montre.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="91"/>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="350"/>
        <source>Grid by three centres</source>
        <translation>Grille par trois centres</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="92"/>
        <source>Click a hex&apos;s centre, the next hex&apos;s down its column (along its row on a pointy-top map), then a hex&apos;s beside it in the next column.</source>
        <translation>Cliquez le centre d&apos;un hexagone, celui du suivant dans sa colonne (dans sa rangée sur une carte à pointe en haut), puis celui d&apos;un hexagone voisin dans la colonne suivante.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="94"/>
        <source>Number</source>
        <translation>Numéroter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="95"/>
        <source>Type a hex&apos;s printed id, click that hex; then a second, in a column of the other parity.</source>
        <translation>Tapez le numéro imprimé d&apos;un hexagone, cliquez cet hexagone ; puis un second, dans une colonne de l&apos;autre parité.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="97"/>
        <source>Paint terrain</source>
        <translation>Peindre le terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="97"/>
        <source>Click or drag over hexes.</source>
        <translation>Cliquez ou glissez sur les hexagones.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="98"/>
        <source>Fill terrain</source>
        <translation>Remplir de terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="99"/>
        <source>Click a hex: it and every hex joined to it of its terrain.</source>
        <translation>Cliquez un hexagone : lui et tous les hexagones de son terrain qui le rejoignent.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="100"/>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="130"/>
        <source>Hexside feature</source>
        <translation>Côté d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="101"/>
        <source>Click near a hexside to put the feature on it, or take it off.</source>
        <translation>Cliquez près d&apos;un côté d&apos;hexagone pour y mettre l&apos;élément, ou l&apos;ôter.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="102"/>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="102"/>
        <source>Click its hexes one after another, then End road.</source>
        <translation>Cliquez ses hexagones l&apos;un après l&apos;autre, puis Fin de la route.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="103"/>
        <source>Name a hex</source>
        <translation>Nommer un hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="103"/>
        <source>Type the name, click the hex (no name: takes it off).</source>
        <translation>Tapez le nom, cliquez l&apos;hexagone (sans nom : l&apos;ôte).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="104"/>
        <source>Entry hex</source>
        <translation>Hexagone d&apos;entrée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="104"/>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="105"/>
        <source>Type its name, click a hex on the map&apos;s edge.</source>
        <translation>Tapez son nom, cliquez un hexagone du bord de la carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="105"/>
        <source>Exit hex</source>
        <translation>Hexagone de sortie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="120"/>
        <source>0101, A1, 07.12…</source>
        <translation>0101, A1, 07.12…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="121"/>
        <source>Printed id</source>
        <translation>Numéro imprimé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="123"/>
        <source>as the ids say</source>
        <translation>comme le disent les numéros</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="124"/>
        <source>even</source>
        <translation>paires</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="125"/>
        <source>odd</source>
        <translation>impaires</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="126"/>
        <source>Shifted columns (rows)</source>
        <translation>Colonnes (rangées) décalées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="128"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="132"/>
        <source>Road or trail</source>
        <translation>Route ou chemin</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="133"/>
        <source>&amp;End road</source>
        <translation>&amp;Fin de la route</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="137"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="138"/>
        <source>Su&amp;ggest terrain from the colours</source>
        <translation>Pro&amp;poser le terrain d&apos;après les couleurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="141"/>
        <source>&amp;Accept the suggestions</source>
        <translation>&amp;Accepter les propositions</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="172"/>
        <source>Shifted columns</source>
        <translation>Colonnes décalées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="176"/>
        <source>Open a picture of your map, then fit its grid.</source>
        <translation>Ouvrez une image de votre carte, puis ajustez sa grille.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="225"/>
        <source>%1: %2 x %3 pixels. Straighten it if it was taken at an angle, then fit the grid.</source>
        <translation>%1 : %2 x %3 pixels. Redressez-la si elle a été prise de biais, puis ajustez la grille.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="235"/>
        <source>A picture of your map</source>
        <translation>Une image de votre carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="236"/>
        <source>Pictures (*.png *.jpg *.jpeg *.gif *.bmp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.gif *.bmp)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="295"/>
        <source>The grid: %1 x %2 hexes, %3 to %4.%5</source>
        <translation>La grille : %1 x %2 hexagones, de %3 à %4.%5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="330"/>
        <source>Straightened: %1 x %2 pixels. Now fit the grid.</source>
        <translation>Redressée : %1 x %2 pixels. Ajustez maintenant la grille.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="357"/>
        <source>Type the hex&apos;s printed id first, then click the hex.</source>
        <translation>Tapez d&apos;abord le numéro imprimé de l&apos;hexagone, puis cliquez l&apos;hexagone.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="362"/>
        <source>Fit the grid first.</source>
        <translation>Ajustez d&apos;abord la grille.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="370"/>
        <source>Hex %1 typed: type a second hex&apos;s id, in a column of the other parity.</source>
        <translation>Hexagone %1 tapé : tapez le numéro d&apos;un second hexagone, dans une colonne de l&apos;autre parité.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="374"/>
        <source>Number from %1 and %2</source>
        <translation>Numéroter d&apos;après %1 et %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="380"/>
        <source>Fit the grid first (or click three hex centres).</source>
        <translation>Ajustez d&apos;abord la grille (ou cliquez trois centres d&apos;hexagones).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="402"/>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="469"/>
        <source>Paint %1</source>
        <translation>Peindre %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="424"/>
        <source>Fill %n hexes with %1</source>
        <translation>
            <numerusform>Remplir %n hexagone de %1</numerusform>
            <numerusform>Remplir %n hexagones de %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="429"/>
        <source>%1 is not next to %2: a road runs from hex to adjacent hex.</source>
        <translation>%1 n&apos;est pas à côté de %2 : une route va d&apos;un hexagone à un hexagone adjacent.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="442"/>
        <source>%1 is not on the map&apos;s edge: units enter and leave there.</source>
        <translation>%1 n&apos;est pas au bord de la carte : c&apos;est là que les unités entrent et sortent.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="498"/>
        <source>%1 needs umpire-cli beside umpire (and Umpire&apos;s camera part, for OpenCV): click three hex centres instead.</source>
        <translation>%1 a besoin d&apos;umpire-cli à côté d&apos;umpire (et de la partie caméra d&apos;Umpire, pour OpenCV) : cliquez plutôt trois centres d&apos;hexagones.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="510"/>
        <source>%1 did not succeed: %2</source>
        <translation>%1 n&apos;a pas réussi : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="519"/>
        <source>Open a picture first.</source>
        <translation>Ouvrez d&apos;abord une image.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="531"/>
        <source>Fitting the grid</source>
        <translation>L&apos;ajustement de la grille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="536"/>
        <source>Fitting the grid gave no answer Umpire reads.</source>
        <translation>L&apos;ajustement de la grille n&apos;a pas donné de réponse qu&apos;Umpire lise.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="551"/>
        <source>Fit the grid</source>
        <translation>Ajuster la grille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="565"/>
        <source>Suggesting the terrain</source>
        <translation>La proposition du terrain</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="574"/>
        <source>%n hexes proposed (dashed): accept them, or repaint those that are wrong first.</source>
        <translation>
            <numerusform>%n hexagone proposé (en tirets) : acceptez-le, ou repeignez-le d&apos;abord s&apos;il est faux.</numerusform>
            <numerusform>%n hexagones proposés (en tirets) : acceptez-les, ou repeignez d&apos;abord ceux qui sont faux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="585"/>
        <source>Accept %n suggestions</source>
        <translation>
            <numerusform>Accepter %n proposition</numerusform>
            <numerusform>Accepter %n propositions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="598"/>
        <source>Saved %1, its picture beside it.</source>
        <translation>%1 enregistrée, son image à côté.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="607"/>
        <source>Save the map</source>
        <translation>Enregistrer la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="611"/>
        <source>Umpire maps (*.json)</source>
        <translation>Cartes d&apos;Umpire (*.json)</translation>
    </message>
</context>
<context>
    <name>MapPage</name>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="34"/>
        <source>The map and the camera</source>
        <translation>La carte et la caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="35"/>
        <source>Choose the map description (its hex grid and the anchor markers printed at its corners), then where the pictures come from.</source>
        <translation>Choisissez la description de la carte (sa grille d&apos;hexagones et les marqueurs d&apos;ancrage imprimés à ses coins), puis la provenance des images.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="40"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="43"/>
        <source>Map description</source>
        <translation>Description de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="44"/>
        <source>Map descriptions (*.json)</source>
        <translation>Descriptions de carte (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="48"/>
        <source>Map description:</source>
        <translation>Description de la carte :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="49"/>
        <source>camera:0, a video file or a folder of pictures</source>
        <translation>camera:0, un fichier vidéo ou un dossier d&apos;images</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="50"/>
        <source>Pictures from:</source>
        <translation>Images venant de :</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <location filename="../../app/desktop/crt/map/mapview.cpp" line="118"/>
        <source>Zoom in (the wheel, or + on the map)</source>
        <translation>Zoom avant (la molette, ou + sur la carte)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapview.cpp" line="120"/>
        <source>Zoom out (the wheel, or - on the map)</source>
        <translation>Zoom arrière (la molette, ou - sur la carte)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapview.cpp" line="123"/>
        <source>The whole map in the window (0 on the map); drag or use the arrow keys to pan</source>
        <translation>Toute la carte dans la fenêtre (0 sur la carte)&#xa0;; faites glisser ou utilisez les flèches pour la déplacer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapview.cpp" line="149"/>
        <source>%1 cannot be read as a picture</source>
        <translation>%1 ne peut pas être lu comme une image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapview.cpp" line="464"/>
        <source>Open a map file</source>
        <translation>Ouvrez un fichier de carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapview.cpp" line="632"/>
        <source>strength %1</source>
        <translation>force %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapview.cpp" line="634"/>
        <source>disrupted</source>
        <translation>désorganisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapview.cpp" line="636"/>
        <source>demoralized</source>
        <translation>démoralisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/mapview.cpp" line="637"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>MiniaturesDialog</name>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="51"/>
        <source>Vae Victis: distances and combat</source>
        <translation>Vae Victis : distances et combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="104"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="106"/>
        <source>&amp;Scale</source>
        <translation>É&amp;chelle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="57"/>
        <source>&amp;Measure and combat</source>
        <translation>&amp;Mesure et combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="68"/>
        <source>&amp;Army list</source>
        <translation>&amp;Liste d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="69"/>
        <source>C&amp;orps morale</source>
        <translation>M&amp;oral des corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="70"/>
        <source>G&amp;enerals</source>
        <translation>G&amp;énéraux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="71"/>
        <source>Losses and &amp;victory</source>
        <translation>Pertes et &amp;victoire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="130"/>
        <source>Players&apos; view…</source>
        <translation>Vue des joueurs…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="132"/>
        <source>This battle on the players&apos; phones and the table&apos;s TV</source>
        <translation>Cette bataille sur les téléphones des joueurs et la télévision de la table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="177"/>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvfields.cpp" line="28"/>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvfields.cpp" line="29"/>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvfields.cpp" line="30"/>
        <source>inches</source>
        <translation>pouces</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvfields.cpp" line="31"/>
        <source>paces</source>
        <translation>pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="185"/>
        <source>&amp;Distance</source>
        <translation>&amp;Distance</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="203"/>
        <source>Fire and melee</source>
        <translation>Tir et mêlée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="207"/>
        <source>Fire (at the distance above)</source>
        <translation>Tir (à la distance ci-dessus)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="208"/>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="221"/>
        <source>Attacker &amp;charging</source>
        <translation>L&apos;attaquant c&amp;harge</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="238"/>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="240"/>
        <source>A general touches it</source>
        <translation>Un général le touche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="244"/>
        <source>VV 2: a general contiguous with an element destroyed by combat is killed or captured (one attached to it, the melee factor, touches it)</source>
        <translation>VV 2 : un général contigu à un élément détruit au combat est tué ou capturé (un général attaché à l&apos;élément, le facteur de mêlée, le touche)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="254"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="269"/>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="272"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="275"/>
        <source>Factors chosen</source>
        <translation>Facteurs choisis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="280"/>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="297"/>
        <source>&amp;Resolve with these dice</source>
        <translation>&amp;Résoudre avec ces dés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="299"/>
        <source>Ro&amp;ll for me</source>
        <translation>Lancer &amp;pour moi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="394"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="398"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="403"/>
        <source>Players&apos; view</source>
        <translation>Vue des joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="502"/>
        <source>count them</source>
        <translation>à compter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="507"/>
        <source>Its general is los&amp;t</source>
        <translation>Son &amp;général est perdu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="341"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="63"/>
        <source>&amp;Range and command</source>
        <translation>Portée et comman&amp;dement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="65"/>
        <source>Movemen&amp;t</source>
        <translation>Mouvemen&amp;t</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="67"/>
        <source>Tab&amp;le and bases</source>
        <translation>Tab&amp;le et socles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="122"/>
        <source>&amp;New battle…</source>
        <translation>&amp;Nouvelle bataille…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="124"/>
        <source>Open &amp;battle…</source>
        <translation>Ouvrir une &amp;bataille…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="126"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="128"/>
        <source>Re&amp;do</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="291"/>
        <source>Corps</source>
        <translation>Corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="341"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="341"/>
        <source>Numbers</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="463"/>
        <source>How many elements of each type in each corps:</source>
        <translation>Combien d&apos;éléments de chaque type dans chaque corps :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="466"/>
        <source>Corps 1</source>
        <translation>Corps 1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="466"/>
        <source>Corps 2</source>
        <translation>Corps 2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="466"/>
        <source>Corps 3</source>
        <translation>Corps 3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="466"/>
        <source>Corps 4</source>
        <translation>Corps 4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="469"/>
        <source>A &amp;Commander-in-Chief commands the army</source>
        <translation>Un commandant en c&amp;hef commande l&apos;armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="506"/>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="555"/>
        <source>Umpire rolls</source>
        <translation>Umpire lance</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="512"/>
        <source>Co&amp;rps of the battle</source>
        <translation>Co&amp;rps de la bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="519"/>
        <source>Corps &amp;points</source>
        <translation>&amp;Points du corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="520"/>
        <source>Points &amp;lost</source>
        <translation>Points p&amp;erdus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="522"/>
        <source>Elements &amp;in command range</source>
        <translation>Éléments dans le ra&amp;yon de commandement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="524"/>
        <source>Rally &amp;die</source>
        <translation>&amp;Dé de ralliement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="525"/>
        <source>&amp;Check the corps</source>
        <translation>&amp;Vérifier le corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="547"/>
        <source>Gene&amp;ral</source>
        <translation>Géné&amp;ral</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="559"/>
        <source>Quality, at the beginning of the game (VV 4.2)</source>
        <translation>Qualité, au début de la partie (VV 4.2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="562"/>
        <source>D&amp;ie</source>
        <translation>D&amp;é</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="564"/>
        <source>Roll the &amp;quality</source>
        <translation>Lancer la &amp;qualité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="572"/>
        <source>Activation points, each movement phase (VV 5.1)</source>
        <translation>Points d&apos;activation, à chaque phase de mouvement (VV 5.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="577"/>
        <source>Qualit&amp;y</source>
        <translation>Qualit&amp;é</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="580"/>
        <source>A&amp;ctivation die</source>
        <translation>Dé d&apos;a&amp;ctivation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="582"/>
        <source>Roll &amp;for activation points</source>
        <translation>Lancer &amp;pour les points d&apos;activation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="590"/>
        <source>The Commander-in-Chief takes a corps over (VV 5.1)</source>
        <translation>Le commandant en chef prend un corps sous ses ordres (VV 5.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="601"/>
        <source> paces</source>
        <translation> pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="602"/>
        <source>Commander-in-Chief&apos;s points</source>
        <translation>Points du commandant en chef</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="603"/>
        <source>The corps general&apos;s points</source>
        <translation>Points du général du corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="604"/>
        <source>The troops are away from him</source>
        <translation>Distance des troupes au commandant en chef</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="605"/>
        <source>May he ta&amp;ke over?</source>
        <translation>Peut-il &amp;prendre le commandement ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="610"/>
        <source>A general beside an element destroyed by combat (VV 2)</source>
        <translation>Un général auprès d&apos;un élément détruit au combat (VV 2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="612"/>
        <source>He &amp;touched the element destroyed</source>
        <translation>Il &amp;touchait l&apos;élément détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="615"/>
        <source>Is he &amp;lost?</source>
        <translation>Est-il per&amp;du ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="642"/>
        <source>Points lost some other way (VV 9)</source>
        <translation>Points perdus autrement (VV 9)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="650"/>
        <source>Its general is lost wit&amp;h them</source>
        <translation>Son général est perdu avec eu&amp;x</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="654"/>
        <source>why: an element left the table fleeing</source>
        <translation>pourquoi : un élément a quitté la table en fuyant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="656"/>
        <source>Po&amp;ints</source>
        <translation>Po&amp;ints</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="658"/>
        <source>Wh&amp;y</source>
        <translation>Pourq&amp;uoi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="659"/>
        <source>&amp;Record the loss</source>
        <translation>&amp;Noter la perte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="663"/>
        <source>Victory (VV 10)</source>
        <translation>Victoire (VV 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="666"/>
        <source>An army loses when more than half of its corps are demoralised; in a battle between two corps, the winner is the side that destroys a third of the enemy&apos;s points. Each army&apos;s corps, losses and morale are the journal&apos;s.</source>
        <translation>Une armée perd quand plus de la moitié de ses corps sont démoralisés ; dans une bataille entre deux corps, le vainqueur est le camp qui détruit un tiers des points de l&apos;ennemi. Les corps, les pertes et le moral de chaque armée sont ceux du journal.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="672"/>
        <source>Who &amp;wins?</source>
        <translation>&amp;Qui gagne ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="677"/>
        <source>Verify the battle&apos;s journal</source>
        <translation>Vérifier le journal de la bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="679"/>
        <source>Every journaled question asked again with the dice it was answered with: the rule data and the file still give the same answers</source>
        <translation>Chaque question journalisée posée de nouveau avec les dés de sa réponse : les données des règles et le fichier donnent toujours les mêmes réponses</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="710"/>
        <source>Corps %1</source>
        <translation>Corps %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="713"/>
        <source>Type how many elements of each type each corps has.</source>
        <translation>Saisissez combien d&apos;éléments de chaque type compte chaque corps.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="727"/>
        <source>&lt;b&gt;%1 points&lt;/b&gt; in all; by corps: %2.</source>
        <translation>&lt;b&gt;%1 points&lt;/b&gt; en tout ; par corps : %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="733"/>
        <source>The list is legal.</source>
        <translation>La liste est réglementaire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="779"/>
        <source>&lt;b&gt;In good order&lt;/b&gt;: demoralised at %1 points lost.</source>
        <translation>&lt;b&gt;En bon ordre&lt;/b&gt; : démoralisé à %1 points perdus.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="924"/>
        <source>&lt;b&gt;The journal is sound&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Le journal est sain&lt;/b&gt; : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="925"/>
        <source>&lt;b&gt;The journal differs from the rules&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Le journal diffère des règles&lt;/b&gt; : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1014"/>
        <source>%1 is not a Vae Victis battle</source>
        <translation>%1 n&apos;est pas une bataille de Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1035"/>
        <source>New Vae Victis battle</source>
        <translation>Nouvelle bataille Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1039"/>
        <source>One corps per line: army: corps: points
French: I Corps: 36
Austrian: Kolowrat: 30</source>
        <translation>Un corps par ligne : armée : corps : points
Français : Ier corps : 36
Autrichiens : Kolowrat : 30</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1041"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1042"/>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="655"/>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1043"/>
        <source>&amp;Corps</source>
        <translation>&amp;Corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="521"/>
        <source>Elements le&amp;ft</source>
        <translation>Éléments &amp;restants</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="746"/>
        <source>Count the corps&apos; elements left on the table, and those within its general&apos;s command range: a die rallies that many of them (VV 9).</source>
        <translation>Comptez les éléments du corps restés sur la table, et ceux à portée de commandement de son général : un dé en rallie autant (VV 9).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="774"/>
        <source>&lt;b&gt;Demoralised&lt;/b&gt; (a third of its points is %1): %2, %3; -1 in attack except the Guard.</source>
        <translation>&lt;b&gt;Démoralisé&lt;/b&gt; (un tiers de ses points fait %1) : %2, %3 ; -1 en attaque sauf la Garde.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="777"/>
        <source>%n element(s) rally</source>
        <translation>
            <numerusform>%n élément se rallie</numerusform>
            <numerusform>%n éléments se rallient</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="778"/>
        <source>%n flee</source>
        <translation>
            <numerusform>%n fuit</numerusform>
            <numerusform>%n fuient</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="811"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: a %2 general, %3 to his activation die</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : un général %2, %3 à son dé d&apos;activation</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="836"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %n activation point(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : %n point d&apos;activation</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : %n points d&apos;activation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="858"/>
        <source>&lt;b&gt;He may take command&lt;/b&gt; of that corps&apos; troops within his reach.</source>
        <translation>&lt;b&gt;Il peut prendre le commandement&lt;/b&gt; des troupes de ce corps à sa portée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="859"/>
        <source>&lt;b&gt;He may not take command&lt;/b&gt; of that corps.</source>
        <translation>&lt;b&gt;Il ne peut pas prendre le commandement&lt;/b&gt; de ce corps.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="877"/>
        <source>&lt;b&gt;The general is lost&lt;/b&gt;: killed or captured.</source>
        <translation>&lt;b&gt;Le général est perdu&lt;/b&gt; : tué ou capturé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="878"/>
        <source>&lt;b&gt;The general survives.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Le général survit.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="888"/>
        <source>Start or open a battle: a loss is kept in its journal.</source>
        <translation>Commencez ou ouvrez une bataille : une perte est gardée dans son journal.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="903"/>
        <source>&lt;b&gt;%1&lt;/b&gt; has lost %2 of its %3 points%4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; a perdu %2 de ses %3 points%4.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="907"/>
        <source> and its general</source>
        <translation> et son général</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="937"/>
        <source>Start or open a battle: its victory is judged from the corps it journals.</source>
        <translation>Commencez ou ouvrez une bataille : sa victoire se juge sur les corps de son journal.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="951"/>
        <source>&lt;b&gt;No army is beaten yet.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aucune armée n&apos;est encore battue.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="952"/>
        <source>&lt;b&gt;%1 win&lt;/b&gt;; %2 lose.</source>
        <translation>&lt;b&gt;%1 gagnent&lt;/b&gt; ; %2 perdent.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1051"/>
        <source>Keep the battle in</source>
        <translation>Garder la bataille dans</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1053"/>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1064"/>
        <source>Journals (*.jsonl)</source>
        <translation>Journaux (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1064"/>
        <source>Open a Vae Victis battle</source>
        <translation>Ouvrir une bataille Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1104"/>
        <source>Results are not kept: start or open a battle to journal them.</source>
        <translation>Les résultats ne sont pas gardés : commencez ou ouvrez une bataille pour les journaliser.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1115"/>
        <source>, general lost</source>
        <translation>, général perdu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1116"/>
        <source>%1 (%2): %3 of %4 lost%5</source>
        <translation>%1 (%2) : %3 sur %4 perdus%5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1113"/>
        <source>, &lt;b&gt;demoralised&lt;/b&gt;</source>
        <translation>, &lt;b&gt;démoralisé&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1123"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %Ln result(s) journaled in %2&lt;br&gt;%3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · %Ln résultat journalisé dans %2&lt;br&gt;%3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · %Ln résultats journalisés dans %2&lt;br&gt;%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1132"/>
        <source>(typed below)</source>
        <translation>(saisi ci-dessous)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1132"/>
        <source>(no corps)</source>
        <translation>(aucun corps)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1134"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1151"/>
        <source>The general of %1 (%2)</source>
        <translation>Le général de %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1155"/>
        <source>The %1 Commander-in-Chief</source>
        <translation>Le commandant en chef %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1159"/>
        <source>A general (results not kept)</source>
        <translation>Un général (résultats non gardés)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1186"/>
        <source>The quality rolled for this general, from the journal</source>
        <translation>La qualité tirée pour ce général, selon le journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1251"/>
        <source>%1 (%2 pts)</source>
        <translation>%1 (%2 pts)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1357"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1357"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1358"/>
        <source>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;%1 paces&lt;/b&gt;&lt;/span&gt; (%2 cm, %3 in)&lt;br&gt;In range of: %4&lt;br&gt;Within one move of: %5&lt;br&gt;Zone of control (200 paces): %6 · command range: %7 (in sight: %8) · strategic distance: %9</source>
        <translation>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;%1 pas&lt;/b&gt;&lt;/span&gt; (%2 cm, %3 pouces)&lt;br&gt;À portée de : %4&lt;br&gt;À moins d&apos;un mouvement de : %5&lt;br&gt;Zone de contrôle (200 pas) : %6 · rayon de commandement : %7 (à vue : %8) · distance stratégique : %9</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1366"/>
        <source>no weapon</source>
        <translation>aucune arme</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1368"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1476"/>
        <source>Firer</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1476"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1477"/>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1477"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1493"/>
        <source>%1 %2</source>
        <comment>a unit type and its category: Light cavalry</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1502"/>
        <source>A tie: roll both dice again and enter them</source>
        <translation>Égalité : relancez les deux dés et saisissez-les</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1511"/>
        <source>No effect: the target (%1) is not beaten</source>
        <translation>Sans effet&#xa0;: la cible (%1) n&apos;est pas battue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1512"/>
        <source>No effect</source>
        <translation>Sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1521"/>
        <source>The target (%1) is destroyed</source>
        <translation>La cible (%1) est détruite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1522"/>
        <source>The attacker (%1) is destroyed</source>
        <translation>L&apos;attaquant (%1) est détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1523"/>
        <source>The defender (%1) is destroyed</source>
        <translation>Le défenseur (%1) est détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1525"/>
        <source>The target (%1) recoils a base width</source>
        <translation>La cible (%1) recule d&apos;une largeur de socle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1526"/>
        <source>The attacker (%1) recoils a base width</source>
        <translation>L&apos;attaquant (%1) recule d&apos;une largeur de socle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1527"/>
        <source>The defender (%1) recoils a base width</source>
        <translation>Le défenseur (%1) recule d&apos;une largeur de socle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1530"/>
        <source>%1 paces towards its own baseline</source>
        <translation>%1 pas vers son propre bord de table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1531"/>
        <source>its full move + 100 paces towards its own baseline</source>
        <translation>son mouvement entier + 100 pas vers son propre bord de table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1532"/>
        <source>The target (%1) flees %2</source>
        <translation>La cible (%1) fuit de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1533"/>
        <source>The attacker (%1) flees %2</source>
        <translation>L&apos;attaquant (%1) fuit de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1534"/>
        <source>The defender (%1) flees %2</source>
        <translation>Le défenseur (%1) fuit de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1536"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1539"/>
        <source>%1; the general beside it is lost</source>
        <translation>%1&#xa0;; le général à ses côtés est perdu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1541"/>
        <source>%1; every other element attacking %2 recoils</source>
        <translation>%1&#xa0;; tout autre élément attaquant %2 recule</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1555"/>
        <source>Totals: firer %1, target %2</source>
        <translation>Totaux&#xa0;: tireur %1, cible %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1556"/>
        <source>Totals: attacker %1, defender %2</source>
        <translation>Totaux&#xa0;: attaquant %1, défenseur %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1559"/>
        <source>Combat Results Table, %1: “%2”</source>
        <translation>Table des résultats des combats, %1&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1561"/>
        <source>half or less of the enemy&apos;s total</source>
        <translation>la moitié ou moins du total ennemi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1562"/>
        <source>less than the enemy&apos;s total but more than half</source>
        <translation>moins que le total ennemi mais plus de la moitié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1466"/>
        <source>Unverified data decided this result: %1</source>
        <translation>Des données non vérifiées ont décidé ce résultat : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvanswerview.cpp" line="41"/>
        <source>Unverified data decided this answer: %1</source>
        <translation>Des données non vérifiées ont décidé cette réponse&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>N1815SheetEditor</name>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="64"/>
        <source>verified</source>
        <translation>vérifiée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="65"/>
        <source>not verified</source>
        <translation>non vérifiée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="67"/>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="83"/>
        <source>Napoleon 1815 Returns: tracking sheets and deck</source>
        <translation>Napoleon 1815 Returns&#xa0;: fiches de suivi et paquet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="91"/>
        <source>Type each value as your printed tracking sheet (or your counted deck) has it, then tick it once it matches your copy: a ticked value is verified. Typing a value does not verify it: a changed value stays unticked until you tick it (Space ticks the current cell). Ctrl+Z undoes an edit or a tick, Ctrl+Shift+Z redoes it. New games, and games opened again, read what you save; a game already open keeps the values it was opened with.</source>
        <translation>Tapez chaque valeur comme votre fiche de suivi imprimée (ou votre paquet compté) la donne, puis cochez-la une fois qu&apos;elle correspond à votre exemplaire&#xa0;: une valeur cochée est vérifiée. Taper une valeur ne la vérifie pas&#xa0;: une valeur modifiée reste décochée jusqu&apos;à ce que vous la cochiez (Espace coche la case courante). Ctrl+Z annule une modification ou une coche, Ctrl+Maj+Z la rétablit. Les nouvelles parties, et les parties rouvertes, lisent ce que vous enregistrez&#xa0;; une partie déjà ouverte garde les valeurs avec lesquelles elle a été ouverte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="147"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="153"/>
        <source>%1 is not JSON</source>
        <translation>%1 n&apos;est pas du JSON</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="167"/>
        <source>No n1815.json the rules accept in the rule-data folders. %1</source>
        <translation>Aucun n1815.json accepté par les règles dans les dossiers de données de règles. %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="172"/>
        <source>From %1</source>
        <translation>Depuis %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="175"/>
        <source>Not used, and replaced when you save: %1</source>
        <translation>Non utilisé, et remplacé quand vous enregistrez&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="185"/>
        <source>%1 army</source>
        <translation>Armée %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="190"/>
        <source>%1 (army commander)</source>
        <translation>%1 (commandant d&apos;armée)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="198"/>
        <source>An army commander has no cohesion track.</source>
        <translation>Un commandant d&apos;armée n&apos;a pas de piste de cohésion.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="211"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="214"/>
        <source>%1, cavalry</source>
        <translation>%1, cavalerie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="231"/>
        <source>Combat card</source>
        <translation>Carte de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="231"/>
        <source>Cards in the deck</source>
        <translation>Cartes dans le paquet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="246"/>
        <source>Deck size (the six counts add up to it)</source>
        <translation>Taille du paquet (la somme des six nombres)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="251"/>
        <source>Combat card deck</source>
        <translation>Paquet de cartes de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="259"/>
        <source>Corps (leader)</source>
        <translation>Corps (chef)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="259"/>
        <source>Cohesion (highest level)</source>
        <translation>Cohésion (niveau le plus haut)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="260"/>
        <source>Half-way mark</source>
        <translation>Marque de mi-parcours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="260"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="260"/>
        <source>Reduced cards</source>
        <translation>Cartes réduites</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="261"/>
        <source>Tactical rating</source>
        <translation>Valeur tactique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="324"/>
        <source>&quot;%1&quot; is not a value of the sheet: a whole number from %2 to %3.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une valeur de la fiche&#xa0;: un nombre entier de %2 à %3.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="355"/>
        <source>The number of cards in the deck.</source>
        <translation>Le nombre de cartes du paquet.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="356"/>
        <source>Changed from %1.</source>
        <translation>Modifiée (auparavant %1).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="365"/>
        <source>Verified: %1</source>
        <translation>Vérifiée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="366"/>
        <source>Confirmed by you against your copy: saved as verified, entered by you.</source>
        <translation>Confirmée par vous sur votre exemplaire&#xa0;: enregistrée comme vérifiée, saisie par vous.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="368"/>
        <source>Changed by you from %1 (%2), not yet confirmed: tick it once it matches your copy.</source>
        <translation>Modifiée par vous, auparavant %1 (%2), pas encore confirmée&#xa0;: cochez-la une fois qu&apos;elle correspond à votre exemplaire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="373"/>
        <source>STAND-IN, not verified: %1. Tick it once it matches your copy.</source>
        <translation>PROVISOIRE, non vérifiée&#xa0;: %1. Cochez-la une fois qu&apos;elle correspond à votre exemplaire.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="399"/>
        <source>%n value(s) not verified (in italics on yellow): stand-ins, or values changed and not yet ticked. Each one is reported whenever a game uses it.</source>
        <translation>
            <numerusform>%n valeur non vérifiée (en italique sur fond jaune)&#xa0;: une valeur provisoire, ou une valeur modifiée et pas encore cochée. Elle est signalée chaque fois qu&apos;une partie l&apos;utilise.</numerusform>
            <numerusform>%n valeurs non vérifiées (en italique sur fond jaune)&#xa0;: des valeurs provisoires, ou des valeurs modifiées et pas encore cochées. Chacune est signalée chaque fois qu&apos;une partie l&apos;utilise.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="412"/>
        <source>The six card counts add up to the deck size, %1.</source>
        <translation>La somme des six nombres de cartes est bien la taille du paquet, %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="413"/>
        <source>The six card counts add up to %1, not the deck size %2: they must agree to be saved.</source>
        <translation>La somme des six nombres de cartes est %1, et non la taille du paquet, %2&#xa0;: les deux doivent concorder pour être enregistrées.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="426"/>
        <source>There is no Napoleon 1815 Returns rule data to save.</source>
        <translation>Il n&apos;y a pas de données de règles de Napoleon 1815 Returns à enregistrer.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="460"/>
        <source>There is no user data folder to save into (HOME is not set).</source>
        <translation>Il n&apos;y a pas de dossier de données de l&apos;utilisateur où enregistrer (HOME n&apos;est pas défini).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="469"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="492"/>
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="497"/>
        <source>New games read %1, which comes first in the rule-data folders (--rulesdata or UMPIRE_RULESDATA).</source>
        <translation>Les nouvelles parties lisent %1, qui vient en premier dans les dossiers de données de règles (--rulesdata ou UMPIRE_RULESDATA).</translation>
    </message>
</context>
<context>
    <name>N1815Ui</name>
    <message>
        <location filename="../../app/desktop/n1815/n1815ui.cpp" line="20"/>
        <source>the campaign of June 1815 (N1815 7)</source>
        <translation>la campagne de juin 1815 (N1815 7)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815ui.cpp" line="26"/>
        <source>Napoleon &amp;1815 Returns: new game…</source>
        <translation>Napoleon &amp;1815 Returns&#xa0;: nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815ui.cpp" line="32"/>
        <source>Napoleon 1815 Returns: tracking sheets and &amp;deck…</source>
        <translation>Napoleon 1815 Returns&#xa0;: fiches de suivi et &amp;paquet…</translation>
    </message>
</context>
<context>
    <name>N1815Window</name>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="23"/>
        <source>Secret objectives</source>
        <translation>Objectifs secrets</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815boardpanel.cpp" line="19"/>
        <source>Location</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815boardpanel.cpp" line="19"/>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815boardpanel.cpp" line="19"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815boardpanel.cpp" line="19"/>
        <source>Roads to</source>
        <translation>Routes vers</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815boardpanel.cpp" line="22"/>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="215"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815boardpanel.cpp" line="23"/>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="216"/>
        <source>&amp;Locations</source>
        <translation>&amp;Lieux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="66"/>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="203"/>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="68"/>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="204"/>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="416"/>
        <source>&amp;Battle</source>
        <translation>&amp;Bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="70"/>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="205"/>
        <source>Tracking &amp;sheets</source>
        <translation>&amp;Fiches de suivi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="72"/>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="206"/>
        <source>&amp;Objectives</source>
        <translation>&amp;Objectifs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="75"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="75"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="77"/>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="207"/>
        <source>&amp;Journal</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="81"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="81"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="81"/>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="81"/>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="89"/>
        <source>What the rules did</source>
        <translation>Ce qu&apos;ont fait les règles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="478"/>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="403"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="404"/>
        <source>no units</source>
        <translation>aucune unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="156"/>
        <source>The journal needed care: %1</source>
        <translation>Le journal a demandé de l&apos;attention : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="152"/>
        <source>%1 is not a journal of Napoleon 1815 Returns</source>
        <translation>%1 n&apos;est pas un journal de Napoleon 1815 Returns</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="182"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="183"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="185"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="186"/>
        <source>&amp;Undo the last action</source>
        <translation>&amp;Annuler la dernière action</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="189"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="196"/>
        <source>&amp;Tracking sheets and deck (your printed values)…</source>
        <translation>Fiches de suivi et &amp;paquet (vos valeurs imprimées)…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="202"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="33"/>
        <source>Weather (N1815 9): a 6 is rain</source>
        <translation>Météo (N1815 9) : un 6 donne la pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="35"/>
        <source>&amp;Weather roll</source>
        <translation>Jet de &amp;météo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="139"/>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="163"/>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="36"/>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="65"/>
        <source>Roll it for me</source>
        <translation>Lancez-le pour moi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="141"/>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="167"/>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="42"/>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="66"/>
        <source>Die:</source>
        <translation>Dé :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="57"/>
        <source>Movement points (N1815 10): base plus the variable roll</source>
        <translation>Points de mouvement (N1815 10) : base plus le jet variable</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="64"/>
        <source>&amp;Movement points</source>
        <translation>&amp;Points de mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="66"/>
        <source>Army:</source>
        <translation>Armée :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="80"/>
        <source>Moves (N1815 3, 9, 10), checked by the rules</source>
        <translation>Mouvements (N1815 3, 9, 10), vérifiés par les règles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="90"/>
        <source>locations entered, in order: Thuin, Charleroi</source>
        <translation>lieux traversés, dans l&apos;ordre : Thuin, Charleroi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="91"/>
        <source>M&amp;ove</source>
        <translation>Dé&amp;placer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="92"/>
        <source>&amp;End movement</source>
        <translation>&amp;Fin du mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="99"/>
        <source>&amp;Unit</source>
        <translation>&amp;Unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="102"/>
        <source>Moves allowed</source>
        <translation>Mouvements permis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="107"/>
        <source>&amp;Path</source>
        <translation>&amp;Chemin</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="278"/>
        <source>Hide the units</source>
        <translation>Masquer les unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="279"/>
        <source>Show the %1 player&apos;s units</source>
        <translation>Montrer les unités du joueur %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="129"/>
        <source>Combat (N1815 11) and the end of the turn</source>
        <translation>Combat (N1815 11) et fin du tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="38"/>
        <source>Set up &amp;yourselves…</source>
        <translation>Placez-vous vous-mêmes (&amp;y)…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="39"/>
        <source>The optional rule: the players place their own units (N1815 7)</source>
        <translation>La règle optionnelle&#xa0;: les joueurs placent eux-mêmes leurs unités (N1815 7)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="133"/>
        <source>Deal from Umpire&apos;s &amp;virtual deck</source>
        <translation>Distribuer depuis le paquet &amp;virtuel d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="136"/>
        <source>Unchecked: the players deal and play their own cards and Umpire records them</source>
        <translation>Décoché : les joueurs distribuent et jouent leurs propres cartes et Umpire les enregistre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="137"/>
        <source>&amp;Start combat</source>
        <translation>&amp;Commencer le combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="138"/>
        <source>End the &amp;combat phase</source>
        <translation>Finir la phase de &amp;combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="139"/>
        <source>End the tu&amp;rn</source>
        <translation>Finir le to&amp;ur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="142"/>
        <source>Where:</source>
        <translation>Où :</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="172"/>
        <source>%n MP</source>
        <translation>
            <numerusform>%n PM</numerusform>
            <numerusform>%n PM</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="174"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="174"/>
        <source>%n cohesion</source>
        <translation>
            <numerusform>%n de cohésion</numerusform>
            <numerusform>%n de cohésion</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="176"/>
        <source>%1, enters the enemy: combat</source>
        <translation>%1, entre chez l&apos;ennemi : combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="178"/>
        <source>%1  (%2)</source>
        <comment>a move and its cost</comment>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="196"/>
        <source>Choose the unit that moves</source>
        <translation>Choisissez l&apos;unité qui se déplace</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="199"/>
        <source>Type the locations the unit enters, in order, or choose an allowed move</source>
        <translation>Tapez les lieux où l&apos;unité entre, dans l&apos;ordre, ou choisissez un mouvement permis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="208"/>
        <source>No combat to fight: no town holds corps of both sides</source>
        <translation>Aucun combat à livrer : aucune ville ne contient des corps des deux camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815panel.cpp" line="56"/>
        <source>Type the die as rolled (1 to %1), or let Umpire roll it</source>
        <translation>Tapez le dé tel qu&apos;il est tombé (1 à %1), ou laissez Umpire le lancer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="87"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="87"/>
        <source>Attacker plays</source>
        <translation>L&apos;attaquant joue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="87"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="88"/>
        <source>Counterattack</source>
        <translation>Contre-attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="88"/>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="107"/>
        <source>&amp;Play the card</source>
        <translation>&amp;Jouer la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="108"/>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="124"/>
        <source>Card:</source>
        <translation>Carte :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="122"/>
        <source>&amp;Match with it</source>
        <translation>&amp;Répondre avec</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="123"/>
        <source>&amp;Decline (lose the battle)</source>
        <translation>&amp;Refuser (perdre la bataille)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="138"/>
        <source>Counter&amp;attack</source>
        <translation>Contre-&amp;attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="140"/>
        <source>&amp;No counterattack</source>
        <translation>&amp;Pas de contre-attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="162"/>
        <source>&amp;Try to reinforce</source>
        <translation>&amp;Tenter de renforcer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="164"/>
        <source>Done &amp;reinforcing</source>
        <translation>Renforts &amp;terminés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="167"/>
        <source>Unit:</source>
        <translation>Unité :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="174"/>
        <source>No unit next to the battle may try: press Done reinforcing</source>
        <translation>Aucune unité proche de la bataille ne peut tenter : appuyez sur Renforts terminés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="197"/>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="34"/>
        <source>Corps</source>
        <translation>Corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="197"/>
        <source>Cohesion lost</source>
        <translation>Cohésion perdue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="201"/>
        <source>Di&amp;stribute these losses</source>
        <translation>Ré&amp;partir ces pertes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="202"/>
        <source>Side:</source>
        <translation>Camp :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="214"/>
        <source>Re&amp;treat there</source>
        <translation>Re&amp;traiter là</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="215"/>
        <source>To:</source>
        <translation>Vers :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="225"/>
        <source>&amp;Finish: apply the battle to the board and the sheets</source>
        <translation>&amp;Terminer : appliquer la bataille au plateau et aux fiches</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="262"/>
        <source>The %1 hand is shown: only the %1 player should look.</source>
        <translation>La main %1 est montrée&#xa0;: seul le joueur %1 doit regarder.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="297"/>
        <source>Every side&apos;s losses are distributed</source>
        <translation>Les pertes de chaque camp sont réparties</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="26"/>
        <source>Each corps&apos; cohesion track, the cube (yellow) where it stands and the half-way mark (red frame): at or below it the corps draws its reduced cards (N1815 4). Values marked UNVERIFIED are stand-ins: check them against your own tracking sheets.</source>
        <translation>La piste de cohésion de chaque corps, le cube (jaune) où il se trouve et la marque de mi-parcours (cadre rouge) : à ce niveau ou en dessous, le corps tire ses cartes réduites (N1815 4). Les valeurs marquées NON VÉRIFIÉ sont provisoires : comparez-les à vos propres fiches de suivi.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="23"/>
        <source>The players&apos; own set-up</source>
        <translation>Le placement des joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="36"/>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="34"/>
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="36"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="36"/>
        <source>Sets up at</source>
        <translation>Se place à</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="37"/>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="54"/>
        <source>* a stand-in town of the rule data: check your map</source>
        <translation>* une ville provisoire des données de règles&#xa0;: vérifiez votre carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="48"/>
        <source>&amp;Use this set-up</source>
        <translation>&amp;Utiliser ce placement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="65"/>
        <source>%1 units set up %2</source>
        <translation>les unités %1 se placent %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="67"/>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="105"/>
        <source>On the players&apos; screen a side&apos;s units are named to its own player only: show him his units (the other players look away).</source>
        <translation>Sur l&apos;écran des joueurs, les unités d&apos;un camp ne sont nommées qu&apos;à son joueur&#xa0;: montrez-lui ses unités (les autres joueurs regardent ailleurs).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815setupdialog.cpp" line="109"/>
        <source>Show the %1 player his units</source>
        <translation>Montrer au joueur %1 ses unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="34"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="34"/>
        <source>Cohesion track</source>
        <translation>Piste de cohésion</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="34"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="34"/>
        <source>Tactical</source>
        <translation>Tactique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="42"/>
        <source>The referee&apos;s override (journaled with why)</source>
        <translation>La correction de l&apos;arbitre (journalisée avec sa raison)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="48"/>
        <source>why: the cube on our sheet says otherwise</source>
        <translation>pourquoi : le cube de notre fiche dit autre chose</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="55"/>
        <source>Set the selected unit</source>
        <translation>Modifier l&apos;unité choisie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="56"/>
        <source>The cohesion and location chosen, where they differ from the game&apos;s</source>
        <translation>La cohésion et le lieu choisis, là où ils diffèrent de ceux de la partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="89"/>
        <source>Select the unit on the sheet first</source>
        <translation>Choisissez d&apos;abord l&apos;unité sur la fiche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="104"/>
        <source>Nothing to set: choose a cohesion or a location the game does not already have</source>
        <translation>Rien à modifier&#xa0;: choisissez une cohésion ou un lieu que la partie n&apos;a pas déjà</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="57"/>
        <source>Cohesion:</source>
        <translation>Cohésion :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="58"/>
        <source>At:</source>
        <translation>À&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="62"/>
        <source>A stand-in track (its top or its half-way mark) is corrected in your own copy of n1815.json in your rule-data folder; Umpire reads it before the shipped one.</source>
        <translation>Une piste provisoire (son sommet ou sa marque de mi-parcours) se corrige dans votre propre copie de n1815.json, dans votre dossier de données de règles ; Umpire la lit avant celle fournie.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="92"/>
        <source>Say why: an override is journaled with its reason</source>
        <translation>Dites pourquoi : une correction est journalisée avec sa raison</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="27"/>
        <source>N1815 5: the French player has two secret objectives. Umpire draws them, or records the two he drew from his own cards; they stay hidden until the end of the game.</source>
        <translation>N1815 5 : le joueur français a deux objectifs secrets. Umpire les tire, ou enregistre les deux qu&apos;il a tirés de ses propres cartes ; ils restent cachés jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="31"/>
        <source>&amp;Draw two at random</source>
        <translation>&amp;Tirer deux au hasard</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="41"/>
        <source>&amp;Record the cards he drew</source>
        <translation>&amp;Enregistrer les cartes qu&apos;il a tirées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="43"/>
        <source>S&amp;how the objectives…</source>
        <translation>&amp;Montrer les objectifs…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="44"/>
        <source>H&amp;ide them</source>
        <translation>&amp;Les cacher</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="57"/>
        <source>Two objectives drawn; only the French player may look</source>
        <translation>Deux objectifs tirés ; seul le joueur français peut regarder</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="79"/>
        <source>No objectives yet: draw them or record the French player&apos;s cards</source>
        <translation>Pas encore d&apos;objectifs : tirez-les ou enregistrez les cartes du joueur français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="82"/>
        <source>Only the French player should look. Show the secret objectives?</source>
        <translation>Seul le joueur français doit regarder. Montrer les objectifs secrets ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="102"/>
        <source>No objectives yet.</source>
        <translation>Pas encore d&apos;objectifs.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="106"/>
        <source>Hidden: %n objective card(s) held by the French player.</source>
        <translation>
            <numerusform>Caché : %n carte objectif tenue par le joueur français.</numerusform>
            <numerusform>Cachées : %n cartes objectifs tenues par le joueur français.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="110"/>
        <source>&lt;b&gt;Revealed:&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;Révélés :&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="231"/>
        <source>%1. Off: the screen is the referee&apos;s alone and shows both hands and the odds.</source>
        <translation>%1. Désactivé&#xa0;: l&apos;écran est celui de l&apos;arbitre seul et montre les deux mains et les chances.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="299"/>
        <source>#%1 journaled: %2</source>
        <translation>n° %1 journalisé : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="322"/>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="322"/>
        <source>There is nothing to redo.</source>
        <translation>Il n&apos;y a rien à rétablir.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="336"/>
        <source>Undone (#%1): %2</source>
        <translation>Annulé (n° %1) : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="336"/>
        <source>Redone (#%1): %2</source>
        <translation>Rétabli (n° %1) : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="359"/>
        <source>Refused:</source>
        <translation>Refusé :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="371"/>
        <source>UNVERIFIED stand-ins used (%1): %2</source>
        <translation>Valeurs provisoires NON VÉRIFIÉES utilisées (%1) : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="57"/>
        <source>Players&apos; screen: units, hands, odds and objectives hidden</source>
        <translation>Écran des joueurs&#xa0;: unités, mains, chances et objectifs cachés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="218"/>
        <source>Players&apos; &amp;view on phones and the TV…</source>
        <translation>&amp;Vue des joueurs sur les téléphones et la télévision…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="224"/>
        <source>&amp;Players&apos; screen (units, hands, odds and objectives hidden until asked)</source>
        <translation>Écran des &amp;joueurs (unités, mains, chances et objectifs cachés jusqu&apos;à la demande)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="251"/>
        <source>Players&apos; screen: each side&apos;s units, the hands, the odds and the objectives are hidden until asked.</source>
        <translation>Écran des joueurs&#xa0;: les unités de chaque camp, les mains, les chances et les objectifs sont cachés jusqu&apos;à la demande.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="253"/>
        <source>Referee&apos;s screen: every unit, both hands and the odds are shown; the French objectives still only when asked.</source>
        <translation>Écran de l&apos;arbitre&#xa0;: toutes les unités, les deux mains et les chances sont montrées&#xa0;; les objectifs français seulement sur demande.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="424"/>
        <source>weather roll</source>
        <translation>jet de météo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="424"/>
        <source>French movement</source>
        <translation>mouvement français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="425"/>
        <source>French combat</source>
        <translation>combat français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="425"/>
        <source>Allied movement</source>
        <translation>mouvement allié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="426"/>
        <source>Allied combat</source>
        <translation>combat allié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="426"/>
        <source>end of turn</source>
        <translation>fin du tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="427"/>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="428"/>
        <source>Turn %1 of %2 · %3</source>
        <translation>Tour %1 sur %2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="432"/>
        <source> · rain</source>
        <translation> · pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="434"/>
        <source> · active: %1</source>
        <translation> · actif : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="437"/>
        <source> · %1 MP left: %2</source>
        <translation> · PM restants des %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="440"/>
        <source>Game over after turn %1: %2 wins (%3)</source>
        <translation>Partie terminée après le tour %1 : %2 gagne (%3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="446"/>
        <source>UNVERIFIED: %n value(s) of this game&apos;s data are stand-ins (tracks, cards, roads, deck) the rules given to us do not state; they are marked on the sheets. Check them against your own components.</source>
        <translation>
            <numerusform>NON VÉRIFIÉ : %n valeur des données de ce jeu est provisoire (pistes, cartes, routes, paquet) : les règles dont nous disposons ne la donnent pas ; elle est marquée sur les fiches. Vérifiez-la sur votre propre matériel.</numerusform>
            <numerusform>NON VÉRIFIÉ : %n valeurs des données de ce jeu sont provisoires (pistes, cartes, routes, paquet) : les règles dont nous disposons ne les donnent pas ; elles sont marquées sur les fiches. Vérifiez-les sur votre propre matériel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="451"/>
        <source>%1 — Napoleon 1815 Returns — Umpire</source>
        <translation>%1 — Napoleon 1815 Returns — Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="239"/>
        <source> (rolled)</source>
        <translation> (lancé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="264"/>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="416"/>
        <source>&amp;Battle at %1</source>
        <translation>&amp;Bataille à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="314"/>
        <source>No battle is being fought.</source>
        <translation>Aucune bataille n&apos;est en cours.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="325"/>
        <source>Start one from the Turn tab in a combat phase.</source>
        <translation>Commencez-en une depuis l&apos;onglet Tour pendant une phase de combat.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="328"/>
        <source>the attacker plays a card</source>
        <translation>l&apos;attaquant joue une carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="329"/>
        <source>the defender matches or declines</source>
        <translation>le défenseur répond ou refuse</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="330"/>
        <source>the defender may counterattack</source>
        <translation>le défenseur peut contre-attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="331"/>
        <source>reinforcement attempts</source>
        <translation>tentatives de renfort</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="332"/>
        <source>losses are distributed</source>
        <translation>répartition des pertes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="333"/>
        <source>the loser retreats</source>
        <translation>le perdant retraite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="334"/>
        <source>done: apply it to the board</source>
        <translation>terminé : appliquez-la au plateau</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="335"/>
        <source>Battle at %1 · round %2 · %3</source>
        <translation>Bataille à %1 · round %2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="364"/>
        <source>%1 (joined from %2)</source>
        <translation>%1 (venu de %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="381"/>
        <source>&lt;b&gt;%1&lt;/b&gt;%2 — %n card(s) in hand%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;%2 — %n carte en main%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;%2 — %n cartes en main%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="382"/>
        <source> (attacks)</source>
        <translation> (attaque)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="385"/>
        <source>&amp;nbsp;&amp;nbsp;battle-round losses: %1%2&lt;br&gt;</source>
        <translation>&amp;nbsp;&amp;nbsp;pertes de round : %1%2&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="387"/>
        <source> (distributed)</source>
        <translation> (réparties)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="407"/>
        <source>Every attacking corps crossed a river: the defender has %1 more cards.&lt;br&gt;</source>
        <translation>Chaque corps attaquant a traversé une rivière : le défenseur a %1 cartes de plus.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="415"/>
        <source>&lt;b&gt;%1 wins the battle.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 gagne la bataille.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="440"/>
        <source>Odds from the hands dealt (%1, %2 battles): %3 wins %4%, %5 wins %6% (± %7 points); expected cohesion losses %3 %8, %5 %9. Policy: %10</source>
        <translation>Chances d&apos;après les mains distribuées (%1, %2 batailles) : %3 gagne %4 %, %5 gagne %6 % (± %7 points) ; pertes de cohésion attendues %3 %8, %5 %9. Politique : %10</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="437"/>
        <source>No odds: %1</source>
        <translation>Pas de chances : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="78"/>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="426"/>
        <source>Show the odds</source>
        <translation>Montrer les chances</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="378"/>
        <source> (cards hidden)</source>
        <translation> (cartes cachées)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="398"/>
        <source>Hide the %1 hand</source>
        <translation>Cacher la main %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="399"/>
        <source>Show the %1 hand</source>
        <translation>Montrer la main %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="401"/>
        <source>Only the %1 player should look at the screen</source>
        <translation>Seul le joueur %1 doit regarder l&apos;écran</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="402"/>
        <source>The players hold their own cards: Umpire does not know them</source>
        <translation>Les joueurs tiennent leurs propres cartes&#xa0;: Umpire ne les connaît pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="411"/>
        <source>Umpire&apos;s deck: %1 cards left, shuffled with seed %2.&lt;br&gt;</source>
        <translation>Paquet d&apos;Umpire&#xa0;: %1 cartes restantes, mélangé avec la graine %2.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="426"/>
        <source>Hide the odds</source>
        <translation>Cacher les chances</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="432"/>
        <source>The odds are hidden until asked (players&apos; screen).</source>
        <translation>Les chances sont cachées jusqu&apos;à la demande (écran des joueurs).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="459"/>
        <source>matches with %1</source>
        <translation>répond avec %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="460"/>
        <source>declines</source>
        <translation>refuse</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="460"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="463"/>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="466"/>
        <source>rolled %1 against %2</source>
        <translation>a fait %1 contre %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="468"/>
        <source>: roles swapped</source>
        <translation> : rôles inversés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="471"/>
        <source>%1 rolled %2 against %3: %4</source>
        <translation>%1 a fait %2 contre %3 : %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="475"/>
        <source>joins, +%n card(s)</source>
        <translation>
            <numerusform>se joint, +%n carte</numerusform>
            <numerusform>se joint, +%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="475"/>
        <source>fails</source>
        <translation>échoue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="493"/>
        <source>%1 plays a card.</source>
        <translation>%1 joue une carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="497"/>
        <source>%1 matches %2 with the same card or Combined Arms, or declines.</source>
        <translation>%1 répond à %2 avec la même carte ou Armes combinées, ou refuse.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="502"/>
        <source>%1 may counterattack: a roll of %2 or less (%3&apos;s tactical rating) makes it the attacker.</source>
        <translation>%1 peut contre-attaquer : un jet de %2 ou moins (valeur tactique de %3) en fait l&apos;attaquant.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="515"/>
        <source>%1 at %2 (tactical %3)</source>
        <translation>%1 à %2 (tactique %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="524"/>
        <source>%1 may try to bring in units from next to the battle.</source>
        <translation>%1 peut tenter de faire venir des unités proches de la bataille.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="526"/>
        <source>%1 has no unit that may reinforce: press Done reinforcing.</source>
        <translation>%1 n&apos;a aucune unité qui puisse renforcer : appuyez sur Renforts terminés.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="537"/>
        <source>%1 (%2 to distribute)</source>
        <translation>%1 (%2 à répartir)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="543"/>
        <source>Each side&apos;s owner splits its losses among its corps (Umpire suggests an even split).</source>
        <translation>Le propriétaire de chaque camp répartit ses pertes entre ses corps (Umpire propose une répartition égale).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="552"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="555"/>
        <source>nowhere: the retreating units are eliminated</source>
        <translation>nulle part : les unités en retraite sont éliminées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="556"/>
        <source>%1 retreats: the owner chooses among the best retreats.</source>
        <translation>%1 retraite : le propriétaire choisit parmi les meilleures retraites.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="561"/>
        <source>The battle is decided: apply it to the board and the sheets.</source>
        <translation>La bataille est décidée : appliquez-la au plateau et aux fiches.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="135"/>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="154"/>
        <source>&lt;small&gt;UNVERIFIED track: a stand-in, check your sheet&lt;/small&gt;</source>
        <translation>&lt;small&gt;Piste NON VÉRIFIÉE : valeur provisoire, vérifiez votre fiche&lt;/small&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="158"/>
        <source>cohesion %1 of %2%3; half-way mark %4%5</source>
        <translation>cohésion %1 sur %2%3 ; marque de mi-parcours %4%5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheetspanel.cpp" line="177"/>
        <source>commander</source>
        <translation>commandant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815boardpanel.cpp" line="55"/>
        <source> (river)</source>
        <translation> (rivière)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="469"/>
        <source>(undone) %1</source>
        <translation>(annulé) %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="25"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="34"/>
        <source>%1 (broken: %2)</source>
        <translation>%1 (inutilisable&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="60"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="68"/>
        <source>&amp;Ruleset</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="69"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Scénario</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="70"/>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="71"/>
        <source>&amp;Journal file</source>
        <translation>&amp;Fichier journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="82"/>
        <source>New game journal</source>
        <translation>Nouveau journal de partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="82"/>
        <source>Umpire journals (*.jsonl)</source>
        <translation>Journaux Umpire (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="103"/>
        <source>none: the ruleset&apos;s sides, no levels</source>
        <translation>aucun&#xa0;: les camps des règles du jeu, sans seuils</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="99"/>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="136"/>
        <source>Every action is written to the journal file as it happens: there is nothing to save.</source>
        <translation>Chaque action est écrite dans le fichier journal au moment où elle a lieu&#xa0;: il n&apos;y a rien à enregistrer.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="98"/>
        <source>the game&apos;s own set-up</source>
        <translation>la mise en place propre au jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="114"/>
        <source>%1 (%2): does not load</source>
        <translation>%1 (%2)&#xa0;: ne se charge pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="143"/>
        <source>Without a scenario the game starts with the ruleset&apos;s sides only: no demoralization levels, no units and no turn record, which the app cannot add yet. Combats typed by strengths (5 4 3) work. To play your own set-up, make its journal with the command line, then open it here (File &gt; Open):
umpire-cli journal new FILE --ruleset %1 --side NAME:LEVEL --unit NAME:SIDE:STRENGTH:TYPE:CORPS ... [--map MAP --positions FILE]
(umpire-cli journal lists every option.) %2</source>
        <translation>Sans scénario, la partie commence avec les seuls camps des règles&#xa0;: pas de niveaux de démoralisation, pas d&apos;unités ni de calendrier des tours, que l&apos;application ne sait pas encore ajouter. Les combats tapés par leurs forces (5 4 3) fonctionnent. Pour jouer votre propre mise en place, créez son journal en ligne de commande, puis ouvrez-le ici (Fichier &gt; Ouvrir)&#xa0;:
umpire-cli journal new FICHIER --ruleset %1 --side NOM:NIVEAU --unit NOM:CAMP:FORCE:TYPE:CORPS ... [--map CARTE --positions FICHIER]
(umpire-cli journal donne toutes les options.) %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="173"/>
        <source>Choose where the journal goes.</source>
        <translation>Choisissez l&apos;emplacement du journal.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/newgamedialog.cpp" line="178"/>
        <source>%1 already exists; a journal is never overwritten.</source>
        <translation>%1 existe déjà&#xa0;; un journal n&apos;est jamais écrasé.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="19"/>
        <source>Umpire</source>
        <translation>Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="20"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="21"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="22"/>
        <source>Next</source>
        <translation>Ensuite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="23"/>
        <source>Last result</source>
        <translation>Dernier résultat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="24"/>
        <source>No result yet</source>
        <translation>Pas encore de résultat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="25"/>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="26"/>
        <source>Last events</source>
        <translation>Derniers événements</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="27"/>
        <source>undone</source>
        <translation>annulé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="28"/>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="30"/>
        <source>Stand-ins, not the printed game&apos;s values: check your copy</source>
        <translation>Valeurs provisoires, pas celles du jeu imprimé&#xa0;: vérifiez votre exemplaire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="31"/>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="32"/>
        <source>Connection lost: trying again</source>
        <translation>Connexion perdue&#xa0;: nouvel essai</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="33"/>
        <source>This link no longer works: ask the referee for the new one</source>
        <translation>Ce lien ne fonctionne plus&#xa0;: demandez le nouveau à l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="35"/>
        <source>No game is open on the referee&apos;s screen</source>
        <translation>Aucune partie n&apos;est ouverte sur l&apos;écran de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="36"/>
        <source>The map</source>
        <translation>La carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/pagetexts.cpp" line="37"/>
        <source>The map, with the units on it</source>
        <translation>La carte, avec ses unités</translation>
    </message>
</context>
<context>
    <name>PlayersViewDialog</name>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="39"/>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="168"/>
        <source>Players&apos; view</source>
        <translation>Vue des joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="42"/>
        <source>Each player opens their own link on a phone, and the table&apos;s TV opens the table&apos;s: they show the game as it goes, with what only that player may see on that player&apos;s link alone. Nothing on them can change the game.</source>
        <translation>Chaque joueur ouvre son propre lien sur un téléphone, et la télévision de la table ouvre celui de la table&#xa0;: ils montrent la partie au fil du jeu, et ce que seul un joueur peut voir sur le lien de ce joueur seulement. Rien sur eux ne peut changer la partie.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="52"/>
        <source>This computer on the local network (%1)</source>
        <translation>Cet ordinateur sur le réseau local (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="57"/>
        <source>%1 (this computer only)</source>
        <translation>%1 (cet ordinateur seulement)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="62"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="66"/>
        <source>any free port</source>
        <translation>un port libre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="68"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="71"/>
        <source>Each phone&apos;s own</source>
        <translation>Celle de chaque téléphone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="76"/>
        <source>Pages&apos; language</source>
        <translation>Langue des pages</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="99"/>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="174"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="101"/>
        <source>Print the links…</source>
        <translation>Imprimer les liens…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="145"/>
        <source>%1 (%2)</source>
        <comment>a game&apos;s title and its system</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="158"/>
        <source>%1 — %2</source>
        <comment>a game&apos;s title and one of its views: Aspern, Table</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="168"/>
        <source>Players&apos; view: %1</source>
        <translation>Vue des joueurs : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="174"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="179"/>
        <source>The players&apos; view is off.</source>
        <translation>La vue des joueurs est arrêtée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="183"/>
        <source>Serving on %1, port %2: phones and the TV must be on the same network as this computer.</source>
        <translation>En service sur %1, port %2&#xa0;: les téléphones et la télévision doivent être sur le même réseau que cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="211"/>
        <source>Copy link</source>
        <translation>Copier le lien</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="214"/>
        <source>New link</source>
        <translation>Nouveau lien</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="216"/>
        <source>The old link stops working at once, and the pages open on it are closed</source>
        <translation>L&apos;ancien lien cesse aussitôt de fonctionner, et les pages ouvertes avec lui sont fermées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/playersview/playersviewdialog.cpp" line="233"/>
        <source>Print the players&apos; links</source>
        <translation>Imprimer les liens des joueurs</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <location filename="../../app/desktop/common/rulesviewer.cpp" line="18"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesviewer.cpp" line="58"/>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesviewer.cpp" line="60"/>
        <source>The rule text %1 is not on this computer. Umpire does not ship the rules: put your copy in one of these folders, or choose its folder in Settings:
%2</source>
        <translation>Le texte de règles %1 n&apos;est pas sur cet ordinateur. Umpire ne fournit pas les règles&#xa0;: placez votre exemplaire dans l&apos;un de ces dossiers, ou choisissez son dossier dans les paramètres&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesviewer.cpp" line="69"/>
        <source>%1: cannot be read</source>
        <translation>%1&#xa0;: lecture impossible</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesviewer.cpp" line="73"/>
        <source>%1, from %2</source>
        <translation>%1, tiré de %2</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditorcommands.cpp" line="8"/>
        <source>%1, row %2: %3</source>
        <translation>%1, ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="126"/>
        <source>Scenario editor</source>
        <translation>Éditeur de scénarios</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="183"/>
        <source>Op&amp;en scenario</source>
        <translation>Ouvrir un &amp;scénario</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="189"/>
        <source>The scenario&apos;s file name in your rule-data folder: small letters, digits and dashes. The id of a shipped scenario makes your copy replace it.</source>
        <translation>Le nom de fichier du scénario dans votre dossier de données de règles&#xa0;: minuscules, chiffres et tirets. Avec l&apos;identifiant d&apos;un scénario fourni, votre copie remplace celui-ci.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="212"/>
        <source>&amp;Id</source>
        <translation>&amp;Identifiant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="214"/>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="216"/>
        <source>&amp;Ruleset</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="218"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="138"/>
        <source>Si&amp;des</source>
        <translation>Ca&amp;mps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="139"/>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="140"/>
        <source>&amp;Turn record</source>
        <translation>Calendrier des &amp;tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="141"/>
        <source>&amp;Order of battle</source>
        <translation>&amp;Ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="344"/>
        <source>The players or sides in the order they play each game turn (empty: the ruleset&apos;s order). Renaming a side renames it here and in the order of battle.</source>
        <translation>Les joueurs ou camps dans l&apos;ordre où ils jouent à chaque tour de jeu (vide&#xa0;: l&apos;ordre des règles du jeu). Renommer un camp le renomme ici et dans l&apos;ordre de bataille.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="147"/>
        <source>Start a &amp;game</source>
        <translation>Commencer une &amp;partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="150"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer so&amp;us…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="156"/>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="157"/>
        <source>The id of your scenario (small letters, digits and dashes, my-ligny):</source>
        <translation>L&apos;identifiant de votre scénario (minuscules, chiffres et tirets, mon-ligny)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="310"/>
        <source>Add a side (Ins)</source>
        <translation>Ajouter un camp (Inser)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="310"/>
        <source>Add a player (Ins)</source>
        <translation>Ajouter un joueur (Inser)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="311"/>
        <source>Add a turn (Ins)</source>
        <translation>Ajouter un tour (Inser)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="311"/>
        <source>Add a unit (Ins)</source>
        <translation>Ajouter une unité (Inser)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="315"/>
        <source>Remove the selected rows (Del)</source>
        <translation>Retirer les lignes sélectionnées (Suppr)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="330"/>
        <source>Play earlier</source>
        <translation>Jouer plus tôt</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="317"/>
        <source>Paste rows (Ctrl+V)</source>
        <translation>Coller des lignes (Ctrl+V)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="393"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="446"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1234"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="393"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="393"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="438"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="451"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="393"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="453"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="393"/>
        <source>Enters at</source>
        <translation>Entre par</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="438"/>
        <source>Demoralization level</source>
        <translation>Seuil de démoralisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="439"/>
        <source>Disintegration level</source>
        <translation>Seuil de désintégration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="444"/>
        <source>Player or side</source>
        <translation>Joueur ou camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="446"/>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="446"/>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="451"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="452"/>
        <source>Corps</source>
        <translation>Corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="452"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="453"/>
        <source>Camera marker</source>
        <translation>Marqueur de caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="454"/>
        <source>Starting hex</source>
        <translation>Hexagone de départ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="454"/>
        <source>Arrives on turn</source>
        <translation>Arrive au tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="455"/>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="471"/>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="471"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="471"/>
        <source>Turn record</source>
        <translation>Calendrier des tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="471"/>
        <source>Order of battle</source>
        <translation>Ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="479"/>
        <source>%1, row %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="480"/>
        <source>%1, row %2 (%3)</source>
        <translation>%1, ligne %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="514"/>
        <source>%1 (%2, yours)</source>
        <translation>%1 (%2, le vôtre)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="465"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="514"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1363"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1381"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="198"/>
        <source>%1 (does not load)</source>
        <translation>%1 (ne se charge pas)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="230"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1633"/>
        <source>the scenario %1</source>
        <translation>le scénario %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="320"/>
        <source>Rows copied from a spreadsheet, their cells in the table&apos;s column order (a header row is skipped), added as one step</source>
        <translation>Lignes copiées depuis un tableur, leurs cases dans l&apos;ordre des colonnes du tableau (une ligne d&apos;en-tête est ignorée), ajoutées en une seule étape</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="342"/>
        <source>Each side and its levels: the casualties at which it is demoralized and, where the rules have one, disintegrated (empty: the rules&apos; level, or none).</source>
        <translation>Chaque camp et ses seuils&#xa0;: les pertes auxquelles il est démoralisé et, si les règles en prévoient un, désintégré (vide&#xa0;: le seuil des règles, ou aucun).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="348"/>
        <source>One row per unit, with the columns this game&apos;s counters print. Paste from a spreadsheet: copy its rows (one unit a row, the cells in this table&apos;s column order; a header row is skipped), click the table and press Ctrl+V: one step, Ctrl+Z takes it back; a value the table cannot take refuses the whole paste, naming its row and column. A starting hex is checked once the scenario has its map; a unit that arrives after turn 1 has none: it enters the map on its turn.</source>
        <translation>Une ligne par unité, avec les colonnes qu&apos;impriment les pions de ce jeu. Pour coller depuis un tableur&#xa0;: copiez ses lignes (une unité par ligne, les cases dans l&apos;ordre des colonnes de ce tableau&#xa0;; une ligne d&apos;en-tête est ignorée), cliquez le tableau et appuyez sur Ctrl+V&#xa0;: une seule étape, que Ctrl+Z annule&#xa0;; une valeur que le tableau ne peut pas accepter fait refuser tout le collage, en indiquant sa ligne et sa colonne. Un hexagone de départ est vérifié dès que le scénario a sa carte&#xa0;; une unité qui arrive après le tour 1 n&apos;en a pas&#xa0;: elle entre sur la carte lors de son tour d&apos;arrivée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="374"/>
        <source>One row per game turn: its label on the Turn Record Track and, where the rules have night and rain turns, its weather. Beside it, the units of the order of battle that arrive after turn 1 (its &quot;Arrives on turn&quot; column), and the map&apos;s entry hexes open to their side.</source>
        <translation>Une ligne par tour de jeu&#xa0;: son libellé sur la piste des tours et, si les règles ont des tours de nuit et de pluie, sa météo. À côté, les unités de l&apos;ordre de bataille qui arrivent après le tour 1 (sa colonne «&#xa0;Arrive au tour&#xa0;»), et les hexagones d&apos;entrée de la carte ouverts à leur camp.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="439"/>
        <source>Rally range</source>
        <translation>Plage de ralliement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="455"/>
        <source>Disrupted strength</source>
        <translation>Force désorganisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="456"/>
        <source>Fire factor</source>
        <translation>Facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="456"/>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="457"/>
        <source>Dot</source>
        <translation>Point</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="457"/>
        <source>Disrupted dot</source>
        <translation>Point désorganisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="458"/>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="458"/>
        <source>Starts disrupted</source>
        <translation>Désorganisée au départ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="500"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="517"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="552"/>
        <source>%1: does not load</source>
        <translation>%1&#xa0;: ne se charge pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="545"/>
        <source>none: played without a map</source>
        <translation>aucune&#xa0;: partie jouée sans carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="560"/>
        <source>%1 (not among this ruleset&apos;s maps)</source>
        <translation>%1 (pas parmi les cartes de ces règles du jeu)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="671"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1517"/>
        <source>A scenario needs an id.</source>
        <translation>Un scénario doit avoir un identifiant.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="671"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1518"/>
        <source>A scenario needs a name.</source>
        <translation>Un scénario doit avoir un nom.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="685"/>
        <source>%n starting hex(es) of the order of battle are not on the map %1: see the cells marked in red.</source>
        <translation>
            <numerusform>%n hexagone de départ de l&apos;ordre de bataille n&apos;est pas sur la carte %1&#xa0;: voyez la case marquée en rouge.</numerusform>
            <numerusform>%n hexagones de départ de l&apos;ordre de bataille ne sont pas sur la carte %1&#xa0;: voyez les cases marquées en rouge.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="688"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="690"/>
        <source>Every starting hex of the order of battle is on the map %1.</source>
        <translation>Tous les hexagones de départ de l&apos;ordre de bataille sont sur la carte %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="709"/>
        <source>The scenario %1 cannot be read.</source>
        <translation>Le scénario %1 ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="713"/>
        <source>%1 is not a scenario file.</source>
        <translation>%1 n&apos;est pas un fichier de scénario.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="772"/>
        <source>This file does not load as a game would: %1</source>
        <translation>Ce fichier ne se charge pas comme le ferait une partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="774"/>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="806"/>
        <source>Stand-in, not from the rule texts: %1.
%2</source>
        <translation>Provisoire, absent des textes des règles&#xa0;: %1.
%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="809"/>
        <source>These are from my &amp;copy: I entered or checked %1 against it</source>
        <translation>Ce sont les valeurs de mon e&amp;xemplaire&#xa0;: j&apos;ai saisi ou vérifié %1 d&apos;après celui-ci</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="821"/>
        <source>Stand-ins in this scenario: %1. Enter your copy&apos;s values, then tick &quot;These are from my copy&quot; on their tab: only what you tick is saved as yours.</source>
        <translation>Valeurs provisoires de ce scénario&#xa0;: %1. Entrez les valeurs de votre exemplaire, puis cochez «&#xa0;Ce sont les valeurs de mon exemplaire&#xa0;» dans leur onglet&#xa0;: seul ce que vous cochez est enregistré comme vôtre.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="829"/>
        <source>the sides&apos; levels</source>
        <translation>les seuils des camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="831"/>
        <source>who plays first</source>
        <translation>qui joue en premier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="833"/>
        <source>the turns of the turn record</source>
        <translation>les tours du calendrier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="835"/>
        <source>the night and rain turns</source>
        <translation>les tours de nuit et de pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="837"/>
        <source>the map and the units&apos; places on it</source>
        <translation>la carte et la place des unités sur celle-ci</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="838"/>
        <source>the units of the order of battle</source>
        <translation>les unités de l&apos;ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="972"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1421"/>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="982"/>
        <source>Side %1 renamed %2</source>
        <translation>Camp %1 renommé %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1116"/>
        <source>Changed: the file has nothing here</source>
        <translation>Modifiée&#xa0;: le fichier n&apos;a rien ici</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1117"/>
        <source>Changed: the file has &quot;%1&quot;</source>
        <translation>Modifiée&#xa0;: le fichier contient «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1118"/>
        <source>Added since the file was opened</source>
        <translation>Ajoutée depuis l&apos;ouverture du fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1128"/>
        <source>none: the rules give %1 no such level (%2)</source>
        <translation>aucun&#xa0;: les règles ne donnent pas ce seuil au camp %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1131"/>
        <source>%1, the rules&apos; (%2)</source>
        <translation>%1, celui des règles (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1134"/>
        <source>Leave it empty to play with the rules&apos; level, or type your own</source>
        <translation>Laissez vide pour jouer avec le seuil des règles, ou tapez le vôtre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1246"/>
        <source>%1 has %2 cells; %3 has %4 columns here: %5. Nothing was pasted.</source>
        <translation>%1 a %2 cases&#xa0;; pour %3, le tableau a ici %4 colonnes&#xa0;: %5. Rien n&apos;a été collé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1287"/>
        <source>The clipboard holds no rows to paste: copy rows of a spreadsheet, their cells in the order of the table&apos;s columns (%1).</source>
        <translation>Le presse-papiers ne contient aucune ligne à coller&#xa0;: copiez des lignes d&apos;un tableur, leurs cases dans l&apos;ordre des colonnes du tableau (%1).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1541"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1542"/>
        <source>Not saved: %1: %2</source>
        <translation>Non enregistré&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1000"/>
        <source>a player needs a name</source>
        <translation>un joueur doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1003"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1006"/>
        <source>each player once: &quot;%1&quot; is there already</source>
        <translation>chaque joueur une seule fois&#xa0;: «&#xa0;%1&#xa0;» y est déjà</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1376"/>
        <source>the map %1 cannot be read</source>
        <translation>la carte %1 ne peut pas être lue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1160"/>
        <source>Add a side</source>
        <translation>Ajouter un camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1160"/>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1161"/>
        <source>Add a turn</source>
        <translation>Ajouter un tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1161"/>
        <source>Add a unit</source>
        <translation>Ajouter une unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1163"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1189"/>
        <source>Remove rows</source>
        <translation>Retirer des lignes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1199"/>
        <source>%1 plays earlier</source>
        <translation>%1 joue plus tôt</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1213"/>
        <source>the sides</source>
        <translation>les camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1214"/>
        <source>the players&apos; order</source>
        <translation>l&apos;ordre des joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1215"/>
        <source>the turn record</source>
        <translation>le calendrier des tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1216"/>
        <source>the order of battle</source>
        <translation>l&apos;ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1243"/>
        <source>Pasted row %1</source>
        <translation>Ligne collée %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1244"/>
        <source>Pasted row %1 (%2)</source>
        <translation>Ligne collée %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1267"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1275"/>
        <source>%1, column %2: %3. Nothing was pasted.</source>
        <translation>%1, colonne %2&#xa0;: %3. Rien n&apos;a été collé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1292"/>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1307"/>
        <source>Paste rows</source>
        <translation>Coller des lignes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1301"/>
        <source>Add sides</source>
        <translation>Ajouter des camps</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1309"/>
        <source>%n row(s) pasted into %1.</source>
        <translation>
            <numerusform>%n ligne collée dans %1.</numerusform>
            <numerusform>%n lignes collées dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1311"/>
        <source>Sides added on the Sides tab: %1 (remove a side you do not use).</source>
        <translation>Camps ajoutés dans l&apos;onglet Camps&#xa0;: %1 (retirez un camp que vous n&apos;utilisez pas).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1315"/>
        <source>Their starting hexes are kept, and checked once the scenario has its map (the Map field).</source>
        <translation>Leurs hexagones de départ sont conservés, et vérifiés dès que le scénario a sa carte (le champ Carte).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1318"/>
        <source>A turn of arrival past the turn record is marked until the Turn record tab has it.</source>
        <translation>Un tour d&apos;arrivée au-delà du calendrier des tours est signalé jusqu&apos;à ce que l&apos;onglet Calendrier des tours le contienne.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1344"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1344"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1375"/>
        <source>no map: where the referee places it</source>
        <translation>pas de carte&#xa0;: là où l&apos;arbitre la place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1383"/>
        <source>no entry hex of the map %1 is open to %2</source>
        <translation>aucun hexagone d&apos;entrée de la carte %1 n&apos;est ouvert au camp %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1500"/>
        <source>&quot;%1&quot; cannot be a scenario&apos;s id: small letters, digits and dashes, starting with a letter (my-ligny).</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être l&apos;identifiant d&apos;un scénario&#xa0;: minuscules, chiffres et tirets, en commençant par une lettre (mon-ligny).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1525"/>
        <source>Give the scenario an id: small letters, digits and dashes, starting with a letter (my-ligny).</source>
        <translation>Donnez un identifiant au scénario&#xa0;: minuscules, chiffres et tirets, en commençant par une lettre (mon-ligny).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1531"/>
        <source>There is no user data folder to save into (HOME is not set).</source>
        <translation>Il n&apos;y a pas de dossier de données de l&apos;utilisateur où enregistrer (HOME n&apos;est pas défini).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1555"/>
        <source>There is a scenario %1 already (%2). Yours replaces it wherever Umpire looks for scenarios. Replace it?</source>
        <translation>Il existe déjà un scénario %1 (%2). Le vôtre le remplace partout où Umpire cherche des scénarios. Le remplacer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1559"/>
        <source>Not saved: %1 is kept.</source>
        <translation>Non enregistré&#xa0;: %1 est conservé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1585"/>
        <source>Saved the scenario %1 to %2.</source>
        <translation>Scénario %1 enregistré dans %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1588"/>
        <source>Left out, as %1 has no such values: %2.</source>
        <translation>Omis, car %1 n&apos;a pas de telles valeurs&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1596"/>
        <source>Saved in %1, but the rule-data folders Umpire reads do not include it: games cannot start from it.</source>
        <translation>Enregistré dans %1, mais les dossiers de données de règles que lit Umpire ne le comprennent pas&#xa0;: aucune partie ne peut en partir.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1600"/>
        <source>Saved in %1, but games read %2: that folder comes first in the rule-data folders.</source>
        <translation>Enregistré dans %1, mais les parties lisent %2&#xa0;: ce dossier vient en premier dans les dossiers de données de règles.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1613"/>
        <source>%1: cannot create the folder for games</source>
        <translation>%1&#xa0;: impossible de créer le dossier des parties</translation>
    </message>
</context>
<context>
    <name>StateEditMenu</name>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="27"/>
        <source>Placed in hex:</source>
        <translation>Placée dans l&apos;hexagone&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="28"/>
        <source>Entry hex:</source>
        <translation>Hexagone d&apos;entrée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="43"/>
        <source>New strength:</source>
        <translation>Nouvelle force&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="45"/>
        <source>The die rolled on the table:</source>
        <translation>Le dé lancé sur la table&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="46"/>
        <source>Points to add (a minus to take away):</source>
        <translation>Points à ajouter (un moins pour en retirer)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="78"/>
        <source>Not journaled</source>
        <translation>Non journalisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="107"/>
        <source>Nothing to change</source>
        <translation>Rien à changer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="135"/>
        <source>%1: strength %2</source>
        <translation>%1&#xa0;: force %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="136"/>
        <source>%1: strength %2, at %3</source>
        <translation>%1&#xa0;: force %2, en %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="141"/>
        <source>%1: due on turn %2</source>
        <translation>%1&#xa0;: attendue au tour %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="143"/>
        <source>%1: eliminated</source>
        <translation>%1&#xa0;: éliminée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/stateeditmenu.cpp" line="145"/>
        <source>%1: left the map</source>
        <translation>%1&#xa0;: sortie de la carte</translation>
    </message>
</context>
<context>
    <name>TerrainKeyEditor</name>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="56"/>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="94"/>
        <source>prohibited</source>
        <translation>interdit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="100"/>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="102"/>
        <source>trail</source>
        <translation>sentier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="125"/>
        <source>may not be entered</source>
        <translation>entrée interdite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="127"/>
        <source>defender ×%1</source>
        <translation>défenseur ×%1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="132"/>
        <source>%1 halved</source>
        <translation>force divisée par deux&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="135"/>
        <source>bombardment only across it</source>
        <translation>à travers, bombardement seulement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="138"/>
        <source>odds shifted %1L for the defender</source>
        <translation>décalage de %1 col. à gauche en faveur du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="140"/>
        <source>odds shifted %1R</source>
        <translation>décalage de %1 col. à droite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="142"/>
        <source>unless every attacker is on it too</source>
        <translation>sauf si tous les attaquants y sont aussi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="144"/>
        <source>attacking out of it: halved</source>
        <translation>attaque depuis ce terrain&#xa0;: divisée par deux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="146"/>
        <source>attacking into it: halved</source>
        <translation>attaque contre ce terrain&#xa0;: divisée par deux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="148"/>
        <source>chateau rules</source>
        <translation>règles des châteaux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="150"/>
        <source>no advance into it (%1)</source>
        <translation>pas d&apos;avance après combat dans ce terrain (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="152"/>
        <source>no effect</source>
        <translation>sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="171"/>
        <source>%1: %2 ticked</source>
        <translation>%1&#xa0;: %2 coché</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="172"/>
        <source>%1: %2 unticked</source>
        <translation>%1&#xa0;: %2 décoché</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="175"/>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="203"/>
        <source>Terrain key of a map</source>
        <translation>Légende des terrains d&apos;une carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="221"/>
        <source>Type each value as your map&apos;s terrain key gives it: movement in MP (1, 1 1/2, or &quot;prohibited&quot;), unit types separated by commas; or paste cells from a spreadsheet at the current cell (Ctrl+V). Rows on yellow are stand-ins: tick &quot;Verified&quot; once a row matches your map (editing alone does not verify it). Cells changed since the file was loaded are in bold on blue. Ctrl+Z undoes an edit or a tick, Ctrl+Shift+Z redoes it.</source>
        <translation>Tapez chaque valeur comme la légende des terrains de votre carte la donne&#xa0;: le mouvement en PM (1, 1 1/2 ou «&#xa0;interdit&#xa0;»), les types d&apos;unités séparés par des virgules&#xa0;; ou collez des cases depuis un tableur à partir de la case courante (Ctrl+V). Les lignes sur fond jaune sont provisoires&#xa0;: cochez «&#xa0;Vérifié&#xa0;» une fois qu&apos;une ligne correspond à votre carte (la modifier ne suffit pas à la vérifier). Les cases modifiées depuis le chargement du fichier sont en gras sur fond bleu. Ctrl+Z annule une modification ou une coche, Ctrl+Maj+Z la rétablit.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="341"/>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="634"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="210"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="247"/>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="251"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="247"/>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="251"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="247"/>
        <source>Movement (MP)</source>
        <translation>Mouvement (PM)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="247"/>
        <source>Barred to</source>
        <translation>Interdit à</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="248"/>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="253"/>
        <source>Blocks sight</source>
        <translation>Bloque la vue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="248"/>
        <source>Chateau</source>
        <translation>Château</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="248"/>
        <source>Stacking</source>
        <translation>Empilement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="249"/>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="254"/>
        <source>Verified</source>
        <translation>Vérifié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="249"/>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="254"/>
        <source>Combat effect (by the rules)</source>
        <translation>Effet au combat (selon les règles)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="251"/>
        <source>Added MP to cross</source>
        <translation>PM en plus pour traverser</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="252"/>
        <source>Impassable</source>
        <translation>Infranchissable</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="252"/>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="252"/>
        <source>Road or trail</source>
        <translation>Route ou sentier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="253"/>
        <source>MP along it</source>
        <translation>PM le long</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="259"/>
        <source>Tick once the row matches the terrain key of your own map: it is then no longer a stand-in</source>
        <translation>Cochez une fois que la ligne correspond à la légende des terrains de votre propre carte&#xa0;: elle n&apos;est alors plus provisoire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="261"/>
        <source>The combat effect the rules give this terrain: part of the ruleset, not of the map, shown to compare with your map&apos;s key</source>
        <translation>L&apos;effet en combat que les règles donnent à ce terrain&#xa0;: il fait partie des règles du jeu, pas de la carte, et il est montré pour comparer avec la légende de votre carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="264"/>
        <source>MP to enter a hex of it: 1, 2, 1 1/2, or &quot;prohibited&quot;</source>
        <translation>PM pour entrer dans un hexagone de ce terrain&#xa0;: 1, 2, 1 1/2 ou «&#xa0;interdit&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="266"/>
        <source>Unit types that may not enter it, separated by commas</source>
        <translation>Types d&apos;unités qui ne peuvent pas y entrer, séparés par des virgules</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="267"/>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="278"/>
        <source>It blocks line of sight</source>
        <translation>Il bloque la ligne de vue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="268"/>
        <source>The chateau rules apply in it (NLB 10)</source>
        <translation>Les règles des châteaux s&apos;y appliquent (NLB 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="270"/>
        <source>Units a hex of it may hold; empty: the game&apos;s limit</source>
        <translation>Unités qu&apos;un hexagone de ce terrain peut contenir&#xa0;; vide&#xa0;: la limite du jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="273"/>
        <source>MP added to cross the hexside</source>
        <translation>PM ajoutés pour traverser le côté d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="274"/>
        <source>Crossed only at a bridge (a river)</source>
        <translation>Ne se traverse que par un pont (une rivière)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="275"/>
        <source>Carries a crossing over an impassable hexside</source>
        <translation>Permet de traverser un côté d&apos;hexagone infranchissable</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="276"/>
        <source>&quot;road&quot; or &quot;trail&quot;: movement along it</source>
        <translation>«&#xa0;route&#xa0;» ou «&#xa0;sentier&#xa0;»&#xa0;: mouvement le long de celui-ci</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="277"/>
        <source>MP per hex moved along the road or trail</source>
        <translation>PM par hexagone parcouru le long de la route ou du sentier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="281"/>
        <source>&amp;Terrain of the hexes</source>
        <translation>&amp;Terrain des hexagones</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="285"/>
        <source>&amp;Hexsides, roads and trails</source>
        <translation>Côtés d&apos;&amp;hexagone, routes et sentiers</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="292"/>
        <source>These are my map&apos;s &amp;values: mark every row verified</source>
        <translation>Ce sont les &amp;valeurs de ma carte&#xa0;: marquer chaque ligne comme vérifiée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="343"/>
        <source>%1: does not load</source>
        <translation>%1&#xa0;: ne se charge pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="368"/>
        <source>There is no map &quot;%1&quot; in the rule-data folders (maps/%1.json).</source>
        <translation>Il n&apos;y a pas de carte «&#xa0;%1&#xa0;» dans les dossiers de données de règles (maps/%1.json).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="379"/>
        <source>%1 is not a map file with a terrain key.</source>
        <translation>%1 n&apos;est pas un fichier de carte avec une légende des terrains.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="389"/>
        <source>This map does not load, so it cannot be edited here: %1</source>
        <translation>Cette carte ne se charge pas, elle ne peut donc pas être modifiée ici&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="418"/>
        <source>A SAMPLE map made for Umpire, not a printed one: enter your own map&apos;s terrain key over its values.</source>
        <translation>Une carte d&apos;EXEMPLE faite pour Umpire, pas une carte imprimée&#xa0;: entrez la légende des terrains de votre propre carte à la place de ses valeurs.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="421"/>
        <source>Stand-ins (on yellow): %n entry(ies) of this key.</source>
        <translation>
            <numerusform>Valeurs provisoires (sur fond jaune)&#xa0;: %n entrée de cette légende.</numerusform>
            <numerusform>Valeurs provisoires (sur fond jaune)&#xa0;: %n entrées de cette légende.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="422"/>
        <source>No value of this key is a stand-in.</source>
        <translation>Aucune valeur de cette légende n&apos;est provisoire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="423"/>
        <source>From your own copy: %1</source>
        <translation>Depuis votre propre copie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="424"/>
        <source>From %1; saving writes your own copy to %2, found before it.</source>
        <translation>Depuis %1&#xa0;; l&apos;enregistrement écrit votre propre copie dans %2, où elle est trouvée avant celui-ci.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="426"/>
        <source>your rule-data folder</source>
        <translation>votre dossier de données de règles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="491"/>
        <source>none in the %1 rules</source>
        <translation>aucun dans les règles %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="496"/>
        <source>From the %1 rules (%2): the ruleset&apos;s, not the map&apos;s; this editor does not change it.</source>
        <translation>D&apos;après les règles %1 (%2)&#xa0;: il appartient aux règles du jeu, pas à la carte&#xa0;; cet éditeur ne le modifie pas.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="506"/>
        <source>UNVERIFIED: %1</source>
        <translation>NON VÉRIFIÉ&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="527"/>
        <source>STAND-IN, not checked against your map: %1</source>
        <translation>PROVISOIRE, non vérifiée sur votre carte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="528"/>
        <source>no source given</source>
        <translation>aucune source indiquée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="530"/>
        <source>Ticked: saved as checked against your own map&apos;s key (it was a stand-in: %1)</source>
        <translation>Cochée&#xa0;: enregistrée comme vérifiée sur la légende de votre propre carte (c&apos;était une valeur provisoire&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="533"/>
        <source>Verified: %1</source>
        <translation>Vérifiée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="551"/>
        <source>Changed: the file has &quot;%1&quot;</source>
        <translation>Modifiée&#xa0;: le fichier contient «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="553"/>
        <source>ticked</source>
        <translation>coché</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="554"/>
        <source>not ticked</source>
        <translation>non coché</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="592"/>
        <source>These are my map&apos;s values</source>
        <translation>Ce sont les valeurs de ma carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="606"/>
        <source>No map is loaded.</source>
        <translation>Aucune carte n&apos;est chargée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="630"/>
        <source>&quot;%1&quot; has no name: give it the name your map&apos;s key prints.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas de nom&#xa0;: donnez-lui le nom imprimé sur la légende de votre carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="641"/>
        <source>%1, %2: &quot;%3&quot; is not a number of MP (1, 1 1/2, 0.5).</source>
        <translation>%1, %2&#xa0;: «&#xa0;%3&#xa0;» n&apos;est pas un nombre de PM (1, 1 1/2, 0,5).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="646"/>
        <source>%1, %2: %3 MP: a cost above 0 MP is needed.</source>
        <translation>%1, %2&#xa0;: %3 PM&#xa0;: il faut un coût supérieur à 0 PM.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="647"/>
        <source>%1, %2: %3 MP: a cost cannot be below 0 MP.</source>
        <translation>%1, %2&#xa0;: %3 PM&#xa0;: un coût ne peut pas être inférieur à 0 PM.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="656"/>
        <source>%1: a hex terrain needs a movement cost (MP, or &quot;prohibited&quot;).</source>
        <translation>%1&#xa0;: un terrain d&apos;hexagone doit avoir un coût de mouvement (en PM, ou «&#xa0;interdit&#xa0;»).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="678"/>
        <source>%1: &quot;%2&quot; is not a unit type of this game: one of %3.</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un type d&apos;unité de ce jeu&#xa0;: l&apos;un de %3.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="697"/>
        <source>%1: stacking &quot;%2&quot; is not a number of units (1 or more; empty: the game&apos;s limit).</source>
        <translation>%1&#xa0;: l&apos;empilement «&#xa0;%2&#xa0;» n&apos;est pas un nombre d&apos;unités (1 ou plus&#xa0;; vide&#xa0;: la limite du jeu).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="720"/>
        <source>%1: &quot;%2&quot; is neither a road nor a trail (leave it empty for neither).</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est ni une route ni un sentier (laissez vide pour aucun des deux).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="765"/>
        <source>There is no user data folder to save into (HOME is not set).</source>
        <translation>Il n&apos;y a pas de dossier de données de l&apos;utilisateur où enregistrer (HOME n&apos;est pas défini).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="775"/>
        <source>The map would not load: %1</source>
        <translation>La carte ne se chargerait pas&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="779"/>
        <source>%1: its id is &quot;%2&quot;, not &quot;%3&quot;, the file&apos;s name.</source>
        <translation>%1&#xa0;: son identifiant est «&#xa0;%2&#xa0;», et non «&#xa0;%3&#xa0;», le nom du fichier.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="798"/>
        <source>Saved the terrain key of %1 to %2.</source>
        <translation>Légende des terrains de %1 enregistrée dans %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="808"/>
        <source>Saved to %1, but that folder is not one of the rule-data folders games search: they do not find it.</source>
        <translation>Enregistré dans %1, mais ce dossier ne fait pas partie des dossiers de données de règles où cherchent les parties&#xa0;: elles ne le trouvent pas.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="811"/>
        <source>Saved to %1, but the rule-data folders find %2 first: games go on using it.</source>
        <translation>Enregistré dans %1, mais les dossiers de données de règles trouvent %2 en premier&#xa0;: les parties continuent de l&apos;utiliser.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="825"/>
        <source>Saved, but the game could not be opened again with it: %1</source>
        <translation>Enregistré, mais la partie n&apos;a pas pu être rouverte avec&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="837"/>
        <source>the terrain key of %1</source>
        <translation>la légende des terrains de %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="859"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="863"/>
        <source>The pasted cells go past the table: paste from a cell with room for them. Nothing was pasted.</source>
        <translation>Les cases collées dépassent du tableau&#xa0;: collez à partir d&apos;une case qui leur laisse la place. Rien n&apos;a été collé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="868"/>
        <source>%1: the rules give it, the map&apos;s key does not: it cannot be pasted over. Nothing was pasted.</source>
        <translation>%1&#xa0;: cette valeur vient des règles, pas de la légende de la carte&#xa0;: on ne peut pas coller dessus. Rien n&apos;a été collé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="876"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="879"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="883"/>
        <source>%1: &quot;%2&quot; is a tick: yes or no. Nothing was pasted.</source>
        <translation>%1 est une case à cocher&#xa0;: oui ou non, pas «&#xa0;%2&#xa0;». Rien n&apos;a été collé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="891"/>
        <source>The clipboard holds no cells to paste: copy cells of a spreadsheet.</source>
        <translation>Le presse-papiers ne contient aucune case à coller&#xa0;: copiez des cases d&apos;un tableur.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="895"/>
        <source>Paste cells</source>
        <translation>Coller des cases</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="902"/>
        <source>%n cell(s) pasted, %1 of them changed: each is checked when the key is saved.</source>
        <translation>
            <numerusform>%n case collée, dont %1 modifiée&#xa0;: elle est vérifiée à l&apos;enregistrement de la légende.</numerusform>
            <numerusform>%n cases collées, dont %1 modifiée(s)&#xa0;: chacune est vérifiée à l&apos;enregistrement de la légende.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnTrack</name>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="23"/>
        <source>%1 %2</source>
        <comment>a player, then the phase: French Combat</comment>
        <translation>%2 – %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="32"/>
        <source>%1 (%2)</source>
        <comment>a player&apos;s phase, then his armies</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="65"/>
        <source>Next step (F5)</source>
        <translation>Étape suivante (F5)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="86"/>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="95"/>
        <source>Before the first turn</source>
        <translation>Avant le premier tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="96"/>
        <source>Set up the counters</source>
        <translation>Mettez les pions en place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="101"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="102"/>
        <source>Turn %1 · %2</source>
        <translation>Tour %1 · %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="103"/>
        <source>No phase yet</source>
        <translation>Pas encore de phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="107"/>
        <source>☾ Night</source>
        <translation>☾ Nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="109"/>
        <source>NLB 7.9: no combat at night</source>
        <translation>NLB 7.9&#xa0;: pas de combat de nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="111"/>
        <source>☂ Rain</source>
        <translation>☂ Pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="113"/>
        <source>No combat in rain where the rules say so (NLB 7.9)</source>
        <translation>Pas de combat sous la pluie là où les règles le prévoient (NLB 7.9)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="115"/>
        <source>☀ Clear</source>
        <translation>☀ Beau temps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="120"/>
        <source>Next: %1 (%2)</source>
        <translation>Ensuite&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="124"/>
        <source>Next: the first turn</source>
        <translation>Ensuite&#xa0;: le premier tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="127"/>
        <source>Next: the end of the game (turn %1 is the turn record&apos;s last)</source>
        <translation>Ensuite&#xa0;: la fin de la partie (le tour %1 est le dernier du calendrier des tours)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="133"/>
        <source>Next: turn %1</source>
        <translation>Ensuite&#xa0;: tour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="134"/>
        <source>Next: turn %1 · %2</source>
        <translation>Ensuite&#xa0;: tour %1 · %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="141"/>
        <source>No reinforcements due</source>
        <translation>Aucun renfort attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/crt/turntrack.cpp" line="142"/>
        <source>Reinforcements due: %1</source>
        <translation>Renforts attendus&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>VassalImportDialog</name>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="50"/>
        <source>Import a VASSAL module</source>
        <translation>Importer un module VASSAL</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="55"/>
        <source>&amp;Choose…</source>
        <translation>&amp;Choisir…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="58"/>
        <source>A VASSAL module</source>
        <translation>Un module VASSAL</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="58"/>
        <source>VASSAL modules (*.vmod *.zip)</source>
        <translation>Modules VASSAL (*.vmod *.zip)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="64"/>
        <source>Module</source>
        <translation>Module</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="66"/>
        <source>Napoleon&apos;s Last Battles</source>
        <translation>Napoleon&apos;s Last Battles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="67"/>
        <source>Battles of the Medieval World</source>
        <translation>Battles of the Medieval World</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="68"/>
        <source>Napoleon at Waterloo</source>
        <translation>Napoleon at Waterloo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="69"/>
        <source>Played by</source>
        <translation>Joué avec</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="73"/>
        <source>Piece</source>
        <translation>Pion</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="73"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="73"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="73"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="73"/>
        <source>Corps</source>
        <translation>Corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="73"/>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="77"/>
        <source>Choose a module and the game it is played by, then Import.</source>
        <translation>Choisissez un module et le jeu avec lequel il se joue, puis Importer.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="81"/>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="163"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="176"/>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="196"/>
        <source>%1 is in your rule data already (%2): remove it to import the module again.</source>
        <translation>%1 est déjà dans vos données de règles (%2) : retirez-le pour importer le module de nouveau.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="203"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut être lu : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="215"/>
        <source>Choose a module first.</source>
        <translation>Choisissez d&apos;abord un module.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="261"/>
        <source>%n pieces need a side, a strength or a type: give them in the table, then Import again.</source>
        <translation>
            <numerusform>%n pion a besoin d&apos;un camp, d&apos;une force ou d&apos;un type : donnez-les dans le tableau, puis Importer de nouveau.</numerusform>
            <numerusform>%n pions ont besoin d&apos;un camp, d&apos;une force ou d&apos;un type : donnez-les dans le tableau, puis Importer de nouveau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="275"/>
        <source>Imported %1: %n maps, their counters and the scenarios %2, in %3. File &gt; New game plays them; paint the maps&apos; terrain with File &gt; New map from a picture, or in their files.</source>
        <translation>
            <numerusform>%1 importé : %n carte, ses pions et les scénarios %2, dans %3. Fichier &gt; Nouvelle partie les joue ; peignez le terrain des cartes avec Fichier &gt; Nouvelle carte d&apos;après une image, ou dans leurs fichiers.</numerusform>
            <numerusform>%1 importé : %n cartes, leurs pions et les scénarios %2, dans %3. Fichier &gt; Nouvelle partie les joue ; peignez le terrain des cartes avec Fichier &gt; Nouvelle carte d&apos;après une image, ou dans leurs fichiers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VvMovementTab</name>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="30"/>
        <source>Distances &amp;in</source>
        <translation>D&amp;istances en</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="48"/>
        <source>A move along a path (VV 5.4)</source>
        <translation>Un mouvement le long d&apos;un chemin (VV 5.4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="52"/>
        <source>in line</source>
        <translation>en ligne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="53"/>
        <source>in square</source>
        <translation>en carré</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="57"/>
        <source>&amp;Which element</source>
        <translation>&amp;Quel élément</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="62"/>
        <source>Terrain crossed</source>
        <translation>Terrain traversé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="62"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="67"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="69"/>
        <source>Add a stretch</source>
        <translation>Ajouter un tronçon</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="70"/>
        <source>Remove the last stretch</source>
        <translation>Retirer le dernier tronçon</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="71"/>
        <source>How far may it go?</source>
        <translation>Jusqu&apos;où peut-il aller&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="86"/>
        <source>A formation change (VV 5.6)</source>
        <translation>Un changement de formation (VV 5.6)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="91"/>
        <source>forms square</source>
        <translation>forme le carré</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="92"/>
        <source>forms line from square</source>
        <translation>passe du carré à la ligne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="93"/>
        <source>changes to skirmish order</source>
        <translation>passe en ordre dispersé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="94"/>
        <source>re-forms close order</source>
        <translation>reprend l&apos;ordre serré</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="95"/>
        <source>dismounts</source>
        <translation>met pied à terre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="96"/>
        <source>mounts</source>
        <translation>remonte à cheval</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="97"/>
        <source>about-turns</source>
        <translation>fait demi-tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="98"/>
        <source>about-turns and moves</source>
        <translation>fait demi-tour et se déplace</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="100"/>
        <source>What does it cost?</source>
        <translation>Combien cela coûte-t-il&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="111"/>
        <source>Passing through another element (VV 5.3)</source>
        <translation>Traverser un autre élément (VV 5.3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="115"/>
        <source>&amp;Passing element</source>
        <translation>L&apos;élément qui &amp;passe</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="117"/>
        <source>Throug&amp;h</source>
        <translation>À travers (&amp;h)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="121"/>
        <source>Fa&amp;cing the same or the opposite way</source>
        <translation>Fa&amp;ce dans le même sens ou le sens opposé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="124"/>
        <source>May it pass through?</source>
        <translation>Peut-il passer à travers&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="136"/>
        <source>A strategic move (VV 5.5): the nearest enemy</source>
        <translation>Un mouvement stratégique (VV 5.5)&#xa0;: l&apos;ennemi le plus proche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="140"/>
        <source>at the sta&amp;rt</source>
        <translation>au dépa&amp;rt</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="142"/>
        <source>at the &amp;finish</source>
        <translation>à l&apos;arrivée (&amp;f)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="144"/>
        <source>May it be strategic?</source>
        <translation>Peut-il être stratégique&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="218"/>
        <source>%1 paces in %2</source>
        <translation>%1 pas en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="222"/>
        <source>The path fits: %1% of the move used</source>
        <translation>Le chemin tient dans le mouvement&#xa0;: %1&#xa0;% utilisés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="223"/>
        <source>Too far: the path needs %1% of the move</source>
        <translation>Trop loin&#xa0;: le chemin demande %1&#xa0;% du mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="226"/>
        <source>What is left would carry it %1</source>
        <translation>Le reste le porterait à %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="238"/>
        <source>%n activation point(s)</source>
        <translation>
            <numerusform>%n point d&apos;activation</numerusform>
            <numerusform>%n points d&apos;activation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="241"/>
        <source>It may not move again this turn</source>
        <translation>Il ne peut plus se déplacer ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="249"/>
        <source>It is replaced by: %1</source>
        <translation>Il est remplacé par&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="264"/>
        <source>It may pass through</source>
        <translation>Il peut passer à travers</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="265"/>
        <source>It may not pass through</source>
        <translation>Il ne peut pas passer à travers</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="289"/>
        <source>A strategic move is allowed</source>
        <translation>Un mouvement stratégique est permis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="290"/>
        <source>Not a strategic move</source>
        <translation>Pas un mouvement stratégique</translation>
    </message>
</context>
<context>
    <name>VvReachTab</name>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="28"/>
        <source>Measured distan&amp;ce</source>
        <translation>Distan&amp;ce mesurée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="46"/>
        <source>Is the target in range? (VV 7.2)</source>
        <translation>La cible est-elle à portée&#xa0;? (VV 7.2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="53"/>
        <source>&amp;Firer and weapon</source>
        <translation>&amp;Tireur et arme</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="60"/>
        <source>target in</source>
        <translation>cible en</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="62"/>
        <source>Firer in</source>
        <translation>Tireur en</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="63"/>
        <source>In range?</source>
        <translation>À portée&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="76"/>
        <source>Inside its zone of control? (VV 6)</source>
        <translation>Dans sa zone de contrôle&#xa0;? (VV 6)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="82"/>
        <source>in</source>
        <translation>en</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="84"/>
        <source>The element &amp;whose zone</source>
        <translation>L&apos;élément dont c&apos;est la zone (&amp;w)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="87"/>
        <source>The point is in front of it</source>
        <translation>Le point est devant lui</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="88"/>
        <source>It is in s&amp;quare</source>
        <translation>Il est en carré (&amp;q)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="93"/>
        <source>Inside?</source>
        <translation>Dedans&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="103"/>
        <source>In command of its general? (VV 5.2)</source>
        <translation>Sous le commandement de son général&#xa0;? (VV 5.2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="105"/>
        <source>In the general&apos;s s&amp;ight</source>
        <translation>En vue du général (&amp;i)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="107"/>
        <source>Its general is lost (the corps commands itself)</source>
        <translation>Son général est perdu (le corps se commande lui-même)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="109"/>
        <source>Artillery moving with other troops</source>
        <translation>De l&apos;artillerie se déplaçant avec d&apos;autres troupes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="110"/>
        <source>The general&apos;s first move this turn</source>
        <translation>Le premier mouvement du général ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="111"/>
        <source>In command?</source>
        <translation>Commandé&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="157"/>
        <source>This element has no weapon that fires.</source>
        <translation>Cet élément n&apos;a pas d&apos;arme qui tire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="169"/>
        <source>Out of range: %1 paces, the weapon reaches %2</source>
        <translation>Hors de portée&#xa0;: %1 pas, l&apos;arme porte à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="174"/>
        <source>short range</source>
        <translation>courte portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="175"/>
        <source>medium range</source>
        <translation>moyenne portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="176"/>
        <source>long range</source>
        <translation>longue portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="180"/>
        <source>In range: %1 paces</source>
        <translation>À portée&#xa0;: %1 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="181"/>
        <source>In range: %1 paces, %2</source>
        <translation>À portée&#xa0;: %1 pas, %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="201"/>
        <source>It projects no zone of control</source>
        <translation>Il ne projette pas de zone de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="202"/>
        <source>Inside its zone of control</source>
        <translation>Dans sa zone de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="203"/>
        <source>Outside its zone of control</source>
        <translation>Hors de sa zone de contrôle</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="221"/>
        <source>In command: %n activation point(s)</source>
        <translation>
            <numerusform>Commandé&#xa0;: %n point d&apos;activation</numerusform>
            <numerusform>Commandé&#xa0;: %n points d&apos;activation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="222"/>
        <source>Out of command: %n activation point(s)</source>
        <translation>
            <numerusform>Hors commandement&#xa0;: %n point d&apos;activation</numerusform>
            <numerusform>Hors commandement&#xa0;: %n points d&apos;activation</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VvTableTab</name>
    <message>
        <location filename="../../app/desktop/vaevictis/vvtabletab.cpp" line="20"/>
        <source>The table (VV 3)</source>
        <translation>La table (VV 3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvtabletab.cpp" line="26"/>
        <source>The larger side&apos;s &amp;corps</source>
        <translation>Les &amp;corps du plus grand camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvtabletab.cpp" line="28"/>
        <source>How large a table?</source>
        <translation>Quelle taille de table&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvtabletab.cpp" line="35"/>
        <source>An element&apos;s base (VV 1)</source>
        <translation>Le socle d&apos;un élément (VV 1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvtabletab.cpp" line="38"/>
        <source>&amp;Which element</source>
        <translation>&amp;Quel élément</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvtabletab.cpp" line="40"/>
        <source>What base?</source>
        <translation>Quel socle&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/vaevictis/vvtabletab.cpp" line="69"/>
        <source>%1 cm by %2 cm (%3 by %4 paces); set up within %5 cm of your own edge</source>
        <translation>%1 cm sur %2 cm (%3 sur %4 pas)&#xa0;; placement à moins de %5 cm de votre bord</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/vvtabletab.cpp" line="87"/>
        <source>%1 mm frontage by %2 mm depth, %n figure(s)</source>
        <translation>
            <numerusform>%1 mm de front sur %2 mm de profondeur, %n figurine</numerusform>
            <numerusform>%1 mm de front sur %2 mm de profondeur, %n figurines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="7"/>
        <source> (cavalry: two locations for one point)</source>
        <translation> (cavalerie : deux lieux pour un point)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="8"/>
        <source> (continuing its move)</source>
        <translation> (poursuit son mouvement)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="9"/>
        <source> to %1</source>
        <translation> vers %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="10"/>
        <source>&quot;%1&quot; is a hex terrain, not a hexside feature</source>
        <translation>&quot;%1&quot; est un terrain d&apos;hexagone, pas un élément de côté d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="11"/>
        <source>&quot;%1&quot; is a hex terrain: impassable, bridge, path and extra belong to hexsides (&quot;hexside&quot;: true)</source>
        <translation>&quot;%1&quot; est un terrain d&apos;hexagone : impassable, bridge, path et extra appartiennent aux côtés d&apos;hexagone (&quot;hexside&quot;: true)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="13"/>
        <source>&quot;%1&quot; is a hexside feature, not a hex terrain</source>
        <translation>&quot;%1&quot; est un élément de côté d&apos;hexagone, pas un terrain d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="14"/>
        <source>&quot;%1&quot; is neither a marker id (0 to 999) nor an image point x,y in pixels</source>
        <translation>&quot;%1&quot; n&apos;est ni un id de marqueur (0 à 999) ni un point d&apos;image x,y en pixels</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="16"/>
        <source>&quot;%1&quot; is not a hex terrain of the key</source>
        <translation>&quot;%1&quot; n&apos;est pas un terrain d&apos;hexagone de la légende</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="17"/>
        <source>&quot;%1&quot; is not a marker id or range from 0 to 999 (like 1-40,57)</source>
        <translation>&quot;%1&quot; n&apos;est ni un id de marqueur ni une plage de 0 à 999 (comme 1-40,57)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="19"/>
        <source>&quot;%1&quot; is not an image point x,y in pixels</source>
        <translation>&quot;%1&quot; n&apos;est pas un point d&apos;image x,y en pixels</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="20"/>
        <source>&quot;%1&quot; is not an odds column: expected N-1 or 1-N, like 3-1 or 1-2</source>
        <translation>&quot;%1&quot; n&apos;est pas une colonne de rapport de forces : attendu N-1 ou 1-N, comme 3-1 ou 1-2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="22"/>
        <source>&quot;%1&quot; must be a whole number (%2), not %3</source>
        <translation>&quot;%1&quot; doit être un nombre entier (%2), pas %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="23"/>
        <source>&quot;%1&quot; must be a whole number of 0 or more, not %2</source>
        <translation>&quot;%1&quot; doit être un nombre entier supérieur ou égal à 0, pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="24"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot; : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="25"/>
        <source>&quot;%1&quot;: %2 is out of range (%3)</source>
        <translation>&quot;%1&quot; : %2 est hors limites (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="26"/>
        <source>&quot;%1&quot;: %2 is out of range (a whole number of 0 to 18446744073709551615)</source>
        <translation>&quot;%1&quot; : %2 est hors limites (un nombre entier de 0 à 18446744073709551615)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="28"/>
        <source>&quot;%1&quot;: a roll is a die value or {&quot;value&quot;, &quot;source&quot;, &quot;seed&quot;, &quot;draw&quot;}, not %2</source>
        <translation>&quot;%1&quot; : un jet est une valeur de dé ou {&quot;value&quot;, &quot;source&quot;, &quot;seed&quot;, &quot;draw&quot;}, pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="31"/>
        <source>&quot;%1&quot;: a roll needs its &quot;value&quot;</source>
        <translation>&quot;%1&quot; : il manque la &quot;value&quot; du jet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="32"/>
        <source>&quot;countries&quot; or &quot;locations&quot;</source>
        <translation>&quot;countries&quot; ou &quot;locations&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="34"/>
        <source>&quot;either&quot; or nothing (a side that shoots) for a fire factor</source>
        <translation>&quot;either&quot; ou rien (le camp qui tire) pour un facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="35"/>
        <source>&quot;from&quot; not above &quot;to&quot;</source>
        <translation>&quot;from&quot; non supérieur à &quot;to&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="36"/>
        <source>&quot;losses&quot; must be an object of corps and cohesion points lost, as {&quot;fr-IG&quot;: 1}</source>
        <translation>&quot;losses&quot; doit être un objet des corps et des points de cohésion perdus, comme {&quot;fr-IG&quot;: 1}</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="42"/>
        <source>&quot;source&quot; must be &quot;physical&quot; or &quot;generated&quot;, not %1</source>
        <translation>&quot;source&quot; doit être &quot;physical&quot; ou &quot;generated&quot;, pas %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="43"/>
        <source>&quot;stack&quot;: the stack of the column %1 enters with, 1 or more</source>
        <translation>&quot;stack&quot; : la pile de la colonne avec laquelle %1 entre, 1 ou plus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="44"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="46"/>
        <source>%1 %2 (automatic)</source>
        <translation>%1 %2 (automatique)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="47"/>
        <source>%1 %2 (into %3)</source>
        <translation>%1 %2 (vers %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="48"/>
        <source>%1 %2 (out of %3)</source>
        <translation>%1 %2 (depuis %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="49"/>
        <source>%1 %2 against %3: %4, in %5, beaten by %6: %7</source>
        <translation>%1 %2 contre %3 : %4, en %5, battu par %6 : %7</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="50"/>
        <source>%1 %2 against %3: %4, in %5, in contact, beaten by %6: %7</source>
        <translation>%1 %2 contre %3 : %4, en %5, au contact, battu par %6 : %7</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="51"/>
        <source>%1 %2 in %3 is halved, rounding up</source>
        <translation>%1 %2 en %3 est divisé par deux, arrondi au supérieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="52"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="53"/>
        <source>%1 %2: %3 %4 would apply, but the referee ruled it out</source>
        <translation>%1 %2 : %3 %4 s&apos;appliquerait, mais l&apos;arbitre l&apos;a écarté</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="54"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="55"/>
        <source>%1 (%2) %3 MP%4 = %5 MP</source>
        <translation>%1 (%2) %3 PM%4 = %5 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="56"/>
        <source>%1 (%2) is destroyed: remove it</source>
        <translation>%1 (%2) est détruit : retirez-le</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="57"/>
        <source>%1 (%2) lies between and blocks the line of sight</source>
        <translation>%1 (%2) est entre les deux et bloque la ligne de vue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="58"/>
        <source>%1 (%2) may not be entered</source>
        <translation>on ne peut pas entrer en %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="59"/>
        <source>%1 (%2) must occupy the place %3 vacated, and pursues no further (%4)</source>
        <translation>%1 (%2) doit occuper la place laissée par %3, et ne poursuit pas plus loin (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="61"/>
        <source>%1 (%2) recoils a base width, about-turns and flees %3 towards its own baseline, for one turn (VV 8 Fleeing)</source>
        <translation>%1 (%2) recule d&apos;une largeur de socle, fait demi-tour et fuit de %3 vers son bord de table, pour un tour (VV 8 Fuite)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="63"/>
        <source>%1 (%2) recoils a base width, still facing its adversary (VV 8 Recoil)</source>
        <translation>%1 (%2) recule d&apos;une largeur de socle, toujours face à son adversaire (VV 8 Recul)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="66"/>
        <source>%1 (%2), not %3</source>
        <translation>%1 (%2), pas %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="67"/>
        <source>%1 (%2): %3 MP</source>
        <translation>%1 (%2) : %3 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="68"/>
        <source>%1 (%2): %3 has no bombardment rules</source>
        <translation>%1 (%2) : %3 n&apos;a pas de règles de bombardement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="69"/>
        <source>%1 (%2): %3 has no rule for leaders adding to combat</source>
        <translation>%1 (%2) : %3 n&apos;a pas de règle d&apos;ajout des chefs au combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="70"/>
        <source>%1 (%2): %3 may not be entered (%4), so no unit defends there</source>
        <translation>%1 (%2) : on ne peut pas entrer en %3 (%4), donc aucune unité n&apos;y défend</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="71"/>
        <source>%1 (%2): %3 paces is %4</source>
        <translation>%1 (%2) : %3 pas, c&apos;est %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="72"/>
        <source>%1 (%2): a hexside belongs to the attackers who cross it</source>
        <translation>%1 (%2) : un côté d&apos;hexagone appartient aux attaquants qui le franchissent</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="73"/>
        <source>%1 (%2): at range 1 the %3 is adjacent and attacks like any other unit, not by bombardment (%4)</source>
        <translation>%1 (%2) : à portée 1, %3 est adjacent et attaque comme toute autre unité, pas par bombardement (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="75"/>
        <source>%1 (%2): normal combat is not permitted across a %3; only bombardment (%4)</source>
        <translation>%1 (%2) : pas de combat normal à travers un côté d&apos;hexagone %3 ; seulement le bombardement (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="77"/>
        <source>%1 (%2): only %3 may bombard (%4), not %5</source>
        <translation>%1 (%2) : seul le type %3 peut bombarder (%4), pas %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="78"/>
        <source>%1 (%2): only attackers bombard (%3)</source>
        <translation>%1 (%2) : seuls les attaquants bombardent (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="79"/>
        <source>%1 (%2): only bombarding artillery attacks from range %3; other units attack adjacent hexes (%4)</source>
        <translation>%1 (%2) : seule l&apos;artillerie qui bombarde attaque à portée %3 ; les autres unités attaquent les hexagones adjacents (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="81"/>
        <source>%1 (%2): out of range: the target is %3 hexes away, counting the target hex; bombardment reaches %4 (%5)</source>
        <translation>%1 (%2) : hors de portée : la cible est à %3 hexagones, hexagone de la cible compris ; le bombardement porte à %4 (%5)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="83"/>
        <source>%1 (%2): unknown hexside &quot;%3&quot; for %4: known hexsides are %5</source>
        <translation>%1 (%2) : côté d&apos;hexagone &quot;%3&quot; inconnu pour %4 : les côtés d&apos;hexagone connus sont %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="84"/>
        <source>%1 (%2): unknown terrain &quot;%3&quot; for %4: known terrain is %5</source>
        <translation>%1 (%2) : terrain &quot;%3&quot; inconnu pour %4 : les terrains connus sont %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="85"/>
        <source>%1 (%2): unknown terrain &quot;%3&quot; for %4: known terrain is %5; hexsides (--hexside) are %6</source>
        <translation>%1 (%2) : terrain &quot;%3&quot; inconnu pour %4 : les terrains connus sont %5 ; les côtés d&apos;hexagone (--hexside) sont %6</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="88"/>
        <source>%1 (%2): unknown unit type &quot;%3&quot; for %4: known types are %5</source>
        <translation>%1 (%2) : type d&apos;unité &quot;%3&quot; inconnu pour %4 : les types connus sont %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="90"/>
        <source>%1 (charge bonus of %2)</source>
        <translation>%1 (bonus de charge de %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="91"/>
        <source>%1 (generated, draw %2)</source>
        <translation>%1 (tiré, tirage %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="92"/>
        <source>%1 (generated: seed %2, draw %3)</source>
        <translation>%1 (tiré : graine %2, tirage %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="94"/>
        <source>%1 (physical die)</source>
        <translation>%1 (dé physique)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="95"/>
        <source>%1 (referee&apos;s override: %2)</source>
        <translation>%1 (décision de l&apos;arbitre : %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="97"/>
        <source>%1 (the result of combat %2, %3)</source>
        <translation>%1 (le résultat du combat %2, %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="98"/>
        <source>%1 (the sheet caps it at %2)</source>
        <translation>%1 (la feuille le plafonne à %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="100"/>
        <source>%1 Napoleon 1815 Returns actions through the rules, %2 rolls checked</source>
        <translation>%1 actions de Napoleon 1815 Returns passées par les règles, %2 jets vérifiés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="102"/>
        <source>%1 adds his combat card rating</source>
        <translation>%1 ajoute sa valeur de cartes de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="103"/>
        <source>%1 adds its combat card rating</source>
        <translation>%1 ajoute sa valeur de cartes de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="104"/>
        <source>%1 advanced after combat</source>
        <translation>%1 a avancé après le combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="105"/>
        <source>%1 advanced after combat into %2</source>
        <translation>%1 avance après le combat en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="106"/>
        <source>%1 advances into the vacated hex</source>
        <translation>%1 avance dans l&apos;hexagone libéré</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="107"/>
        <source>%1 and %2 are not adjacent: movement goes hex by hex</source>
        <translation>%1 et %2 ne sont pas adjacents : le mouvement se fait hexagone par hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="108"/>
        <source>%1 and %2 are not neighbours, so they share no hexside</source>
        <translation>%1 et %2 ne sont pas voisins : ils n&apos;ont aucun côté d&apos;hexagone en commun</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="109"/>
        <source>%1 and %2 are not neighbours: a path runs from hex to adjacent hex</source>
        <translation>%1 et %2 ne sont pas voisins : un chemin va d&apos;un hexagone à un hexagone adjacent</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="111"/>
        <source>%1 are not skirmishers of a light infantry element (%2)</source>
        <translation>%1 ne sont pas des tirailleurs d&apos;un élément d&apos;infanterie légère (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="112"/>
        <source>%1 arrives on turn %2, not before</source>
        <translation>%1 arrive au tour %2, pas avant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="113"/>
        <source>%1 at %2 paces: %3 %4</source>
        <translation>%1 à %2 pas : %3 %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="114"/>
        <source>%1 at cohesion %2, at or below its half-way mark %3: reduced cards</source>
        <translation>%1 à la cohésion %2, à sa marque de mi-parcours %3 ou en dessous : cartes réduites</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="121"/>
        <source>%1 base movement points</source>
        <translation>%1 points de mouvement de base</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="122"/>
        <source>%1 belongs to a combat request</source>
        <translation>%1 appartient à une demande de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="123"/>
        <source>%1 belongs to a demoralized army: it may not advance</source>
        <translation>%1 appartient à une armée démoralisée : il ne peut pas avancer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="125"/>
        <source>%1 between %2 and %3 may be crossed only at a bridge</source>
        <translation>%1 entre %2 et %3 ne se franchit qu&apos;à un pont</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="126"/>
        <source>%1 cannot be negative: %2 paces</source>
        <translation>%1 ne peut pas être négatif : %2 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="127"/>
        <source>%1 cannot change to skirmish order in %2 (%3)</source>
        <translation>%1 ne peut pas passer en ordre de tirailleurs en %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="128"/>
        <source>%1 cannot dismount in %2 (%3)</source>
        <translation>%1 ne peut pas mettre pied à terre en %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="129"/>
        <source>%1 cannot fire at %2 paces: %3 reaches %4 (%5)</source>
        <translation>%1 ne peut pas tirer à %2 pas : %3 porte à %4 (%5)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="130"/>
        <source>%1 cannot form square in %2 (VV 5.6)</source>
        <translation>%1 ne peut pas former le carré en %2 (VV 5.6)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="131"/>
        <source>%1 cannot mount in %2 (%3)</source>
        <translation>%1 ne peut pas monter en selle en %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="132"/>
        <source>%1 cannot reach %2 this Movement Phase</source>
        <translation>%1 ne peut pas atteindre %2 pendant cette phase de mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="133"/>
        <source>%1 cannot recoil (enemy on its flank or rear, an obstacle, or a friend behind facing another way): destroyed</source>
        <translation>%1 ne peut pas reculer (ennemi sur son flanc ou ses arrières, un obstacle, ou un ami derrière tourné dans un autre sens) : détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="135"/>
        <source>%1 cannot reinforce: %2 (N1815 Combat)</source>
        <translation>%1 ne peut pas renforcer : %2 (N1815 Combat)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="136"/>
        <source>%1 cannot try now: %2 (only the winner may reinforce after the winning round) (N1815 Combat)</source>
        <translation>%1 ne peut pas tenter maintenant : %2 (seul le vainqueur peut renforcer après le round gagnant) (N1815 Combat)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="138"/>
        <source>%1 cannot try now: %2 (the side attacking next round tries first, then the defender) (N1815 Combat)</source>
        <translation>%1 ne peut pas tenter maintenant : %2 (le camp qui attaque au round suivant tente en premier, puis le défenseur) (N1815 Combat)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="140"/>
        <source>%1 cards against %2 (%3)</source>
        <translation>%1 cartes contre %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="141"/>
        <source>%1 cards against %2 (%3, %4 battles)</source>
        <translation>%1 cartes contre %2 (%3, %4 batailles)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="144"/>
        <source>%1 cohesion set by hand: %2</source>
        <translation>cohésion de %1 fixée à la main : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="145"/>
        <source>%1 column left</source>
        <translation>%1 colonne à gauche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="146"/>
        <source>%1 column right</source>
        <translation>%1 colonne à droite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="147"/>
        <source>%1 columns left</source>
        <translation>%1 colonnes à gauche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="148"/>
        <source>%1 columns right</source>
        <translation>%1 colonnes à droite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="149"/>
        <source>%1 could not retreat and is eliminated</source>
        <translation>%1 n&apos;a pas pu retraiter et est éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="150"/>
        <source>%1 counterattack: %2 against %3&apos;s tactical rating %4: failure</source>
        <translation>contre-attaque des %1 : %2 contre la valeur tactique %4 de %3 : échec</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="151"/>
        <source>%1 counterattack: %2 against %3&apos;s tactical rating %4: success, they attack next round</source>
        <translation>contre-attaque des %1 : %2 contre la valeur tactique %4 de %3 : réussite, ils attaquent au round suivant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="154"/>
        <source>%1 disengages (open dot): it may not enter another enemy zone of control this phase</source>
        <translation>%1 se désengage (point blanc) : il ne peut pas entrer dans une autre zone de contrôle ennemie pendant cette phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="157"/>
        <source>%1 disengages: its first hex may not be in an enemy zone of control</source>
        <translation>%1 se désengage : son premier hexagone ne peut pas être dans une zone de contrôle ennemie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="159"/>
        <source>%1 do not match %2</source>
        <translation>les %1 ne répondent pas à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="160"/>
        <source>%1 do not try to counterattack</source>
        <translation>les %1 ne tentent pas de contre-attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="161"/>
        <source>%1 does not fire %2 in %3: its weapons are %4</source>
        <translation>%1 ne tire pas avec %2 en %3 : ses armes sont %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="162"/>
        <source>%1 does not match %2: %3, or do not match and lose the combat (N1815 Combat)</source>
        <translation>%1 ne répond pas à %2 : %3, ou ne répondez pas et perdez le combat (N1815 Combat)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="164"/>
        <source>%1 elements flee towards their own base line in the movement phase, for one turn; any leaving the table are destroyed</source>
        <translation>%1 éléments fuient vers leur bord de table pendant la phase de mouvement, pour un tour ; ceux qui quittent la table sont détruits</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="166"/>
        <source>%1 eliminated</source>
        <translation>%1 éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="167"/>
        <source>%1 entered</source>
        <translation>%1 entré</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="168"/>
        <source>%1 entered in %2</source>
        <translation>%1 entre en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="169"/>
        <source>%1 enters %2, held by enemy corps: combat will occur</source>
        <translation>%1 entre à %2, tenu par des corps ennemis : il y aura combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="170"/>
        <source>%1 enters in the %2 player&apos;s Movement Phase (it is the %3 phase)</source>
        <translation>%1 entre pendant la phase de mouvement du joueur %2 (c&apos;est la phase %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="171"/>
        <source>%1 exited</source>
        <translation>%1 sorti</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="172"/>
        <source>%1 fails to reinforce from %2: %3 against tactical rating %4; it stays and may try again next round</source>
        <translation>%1 ne parvient pas à renforcer depuis %2 : %3 contre la valeur tactique %4 ; il reste et pourra réessayer au round suivant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="176"/>
        <source>%1 hand</source>
        <translation>main des %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="177"/>
        <source>%1 has %2 MP</source>
        <translation>%1 a %2 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="178"/>
        <source>%1 has already moved this turn: all units may only move once per player turn (N1815 10)</source>
        <translation>%1 a déjà bougé ce tour : chaque unité ne bouge qu&apos;une fois par tour de joueur (N1815 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="181"/>
        <source>%1 has been eliminated and cannot move</source>
        <translation>%1 a été éliminé et ne peut pas bouger</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="182"/>
        <source>%1 has lost %2 of %3 points (a third loses a two-corps battle)</source>
        <translation>%1 a perdu %2 points sur %3 (un tiers perd une bataille à deux corps)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="183"/>
        <source>%1 has lost %2 of %3 points; demoralised at %4 (a third)</source>
        <translation>%1 a perdu %2 points sur %3 ; démoralisé à %4 (un tiers)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="184"/>
        <source>%1 has moved this Movement Phase already: it may not move again</source>
        <translation>%1 a déjà bougé pendant cette phase de mouvement : elle ne peut plus bouger</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="185"/>
        <source>%1 has no %2</source>
        <translation>%1 n&apos;a pas de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="186"/>
        <source>%1 has no archery rules</source>
        <translation>%1 n&apos;a pas de règles de tir à l&apos;arc</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="187"/>
        <source>%1 has no cohesion track</source>
        <translation>%1 n&apos;a pas de piste de cohésion</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="188"/>
        <source>%1 has no corps of his army left and leaves the board (Umpire&apos;s reading)</source>
        <translation>%1 n&apos;a plus de corps de son armée et quitte le plateau (lecture d&apos;Umpire)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="191"/>
        <source>%1 has no disintegration rule</source>
        <translation>%1 n&apos;a pas de règle de désintégration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="192"/>
        <source>%1 has no fire factor</source>
        <translation>%1 n&apos;a pas de facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="193"/>
        <source>%1 has no fire factor and cannot fire (VV 7.1)</source>
        <translation>%1 n&apos;a pas de facteur de tir et ne peut pas tirer (VV 7.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="194"/>
        <source>%1 has no hex open to retreat into: eliminated</source>
        <translation>%1 n&apos;a aucun hexagone libre où retraiter : éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="195"/>
        <source>%1 has no movement allowance in this game&apos;s order of battle (give its &quot;movement&quot;)</source>
        <translation>%1 n&apos;a pas de potentiel de mouvement dans l&apos;ordre de bataille de cette partie (donnez son &quot;movement&quot;)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="200"/>
        <source>%1 has no range: it cannot fire</source>
        <translation>%1 n&apos;a pas de portée : il ne peut pas tirer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="201"/>
        <source>%1 has no reorganization rules</source>
        <translation>%1 n&apos;a pas de règles de réorganisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="203"/>
        <source>%1 has no rule for the attacker reducing the odds (NLB 7.8 has)</source>
        <translation>%1 n&apos;a pas de règle permettant à l&apos;attaquant de réduire le rapport de forces (NLB 7.8 en a une)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="205"/>
        <source>%1 hexes reachable with %2 MP</source>
        <translation>%1 hexagones accessibles avec %2 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="206"/>
        <source>%1 holds a chateau: the units adjacent to it must attack it</source>
        <translation>%1 tient un château : les unités qui lui sont adjacentes doivent l&apos;attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="207"/>
        <source>%1 holds enemy units</source>
        <translation>%1 contient des unités ennemies</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="208"/>
        <source>%1 in %2 (%3)</source>
        <translation>%1 en %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="209"/>
        <source>%1 in %2 (%3, %4)</source>
        <translation>%1 en %2 (%3, %4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="210"/>
        <source>%1 in rain (N1815 9), not %2</source>
        <translation>%1 sous la pluie (N1815 9), pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="214"/>
        <source>%1 is Guard: no deduction for its demoralised corps</source>
        <translation>%1 est de la Garde : aucune pénalité pour son corps démoralisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="215"/>
        <source>%1 is a combat location</source>
        <translation>%1 est un lieu de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="216"/>
        <source>%1 is a leader: he may always disengage</source>
        <translation>%1 est un chef : il peut toujours se désengager</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="217"/>
        <source>%1 is adjacent to a chateau held by the enemy and must attack it</source>
        <translation>%1 est adjacent à un château tenu par l&apos;ennemi et doit l&apos;attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="218"/>
        <source>%1 is alone and moves to the nearest corps of his army, at %2</source>
        <translation>%1 est seul et rejoint le corps le plus proche de son armée, à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="219"/>
        <source>%1 is an enemy controlled hex: movement ends there</source>
        <translation>%1 est un hexagone contrôlé par l&apos;ennemi : le mouvement s&apos;y arrête</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="220"/>
        <source>%1 is cavalry: it retreats three hexes (more if needed to reach an eligible hex), and retreating through friendly units disrupts no one</source>
        <translation>%1 est de la cavalerie : elle retraite de trois hexagones (plus s&apos;il le faut pour atteindre un hexagone admissible), et retraiter à travers des unités amies ne désorganise personne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="223"/>
        <source>%1 is demoralised: roll a die for how many elements rally (%2)</source>
        <translation>%1 est démoralisé : lancez un dé pour savoir combien d&apos;éléments se rallient (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="225"/>
        <source>%1 is eliminated (cohesion below 1) and removed from the board</source>
        <translation>%1 est éliminé (cohésion sous 1) et retiré du plateau</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="226"/>
        <source>%1 is eliminated: give it a cohesion to put it back</source>
        <translation>%1 est éliminé : donnez-lui une cohésion pour le remettre en jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="228"/>
        <source>%1 is in a chateau: it need not attack, but if it does it must attack every adjacent enemy unit</source>
        <translation>%1 est dans un château : il n&apos;est pas tenu d&apos;attaquer, mais s&apos;il attaque il doit attaquer toutes les unités ennemies adjacentes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="230"/>
        <source>%1 is in an enemy controlled hex and may not leave it</source>
        <translation>%1 est dans un hexagone contrôlé par l&apos;ennemi et ne peut pas le quitter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="231"/>
        <source>%1 is in an enemy controlled hex: it attacks adjacent units and may not bombard</source>
        <translation>%1 est dans un hexagone contrôlé par l&apos;ennemi : il attaque les unités adjacentes et ne peut pas bombarder</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="234"/>
        <source>%1 is in an enemy zone of control and may not leave it during movement</source>
        <translation>%1 est dans une zone de contrôle ennemie et ne peut pas la quitter pendant le mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="236"/>
        <source>%1 is in an enemy zone of control and must attack</source>
        <translation>%1 est dans une zone de contrôle ennemie et doit attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="237"/>
        <source>%1 is in the zone of control of the phasing side and must be attacked</source>
        <translation>%1 est dans la zone de contrôle du camp en phase et doit être attaqué</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="241"/>
        <source>%1 is not %2</source>
        <translation>%1 n&apos;est pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="242"/>
        <source>%1 is not a %2 corps in this combat: losses go to corps present (commanders take none)</source>
        <translation>%1 n&apos;est pas un corps %2 dans ce combat : les pertes vont aux corps présents (les commandants n&apos;en subissent pas)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="245"/>
        <source>%1 is not a reinforcement waiting to enter (it is on the map, or out of play)</source>
        <translation>%1 n&apos;est pas un renfort en attente d&apos;entrer (il est sur la carte, ou hors jeu)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="247"/>
        <source>%1 is not adjacent to %2</source>
        <translation>%1 n&apos;est pas adjacent à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="248"/>
        <source>%1 is not among the preferred retreats (%2): %3 (N1815 Retreats order of retreat)</source>
        <translation>%1 ne fait pas partie des retraites préférées (%2) : %3 (N1815 Retreats order of retreat)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="251"/>
        <source>%1 is not on map %2</source>
        <translation>%1 n&apos;est pas sur la carte %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="252"/>
        <source>%1 is not on the map</source>
        <translation>%1 n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="253"/>
        <source>%1 is not the active side&apos;s: only the active player moves (N1815 10)</source>
        <translation>%1 n&apos;appartient pas au camp actif : seul le joueur actif bouge (N1815 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="255"/>
        <source>%1 is off the map</source>
        <translation>%1 est hors de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="256"/>
        <source>%1 is present without a corps of his army: no cards, no tactical rating</source>
        <translation>%1 est présent sans corps de son armée : ni cartes, ni valeur tactique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="258"/>
        <source>%1 is the unit lost</source>
        <translation>%1 est l&apos;unité perdue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="259"/>
        <source>%1 journaled answers asked again with the same dice</source>
        <translation>%1 réponses du journal redemandées avec les mêmes dés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="262"/>
        <source>%1 loses %2 cohesion: %3</source>
        <translation>%1 perd %2 de cohésion : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="266"/>
        <source>%1 lost</source>
        <translation>%1 perdu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="267"/>
        <source>%1 lost %2 points</source>
        <translation>%1 a perdu %2 points</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="268"/>
        <source>%1 lost %2 points and its general</source>
        <translation>%1 a perdu %2 points et son général</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="269"/>
        <source>%1 match with %2</source>
        <translation>les %1 répondent avec %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="270"/>
        <source>%1 may fire %2 (%3): say which weapon</source>
        <translation>%1 peut tirer avec %2 (%3) : précisez l&apos;arme</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="271"/>
        <source>%1 may move at most %2 location</source>
        <translation>%1 peut se déplacer d&apos;au plus %2 lieu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="272"/>
        <source>%1 may move at most %2 locations</source>
        <translation>%1 peut se déplacer d&apos;au plus %2 lieux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="273"/>
        <source>%1 may never pursue</source>
        <translation>%1 ne peut jamais poursuivre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="277"/>
        <source>%1 may not disengage: %2 has %3 MP, more than its %4</source>
        <translation>%1 ne peut pas se désengager : %2 coûte %3 PM, plus que ses %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="278"/>
        <source>%1 may not disengage: the allowance of %2 is not known (give &quot;movement&quot; in the positions)</source>
        <translation>%1 ne peut pas se désengager : le potentiel de %2 est inconnu (donnez « movement » dans les positions)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="280"/>
        <source>%1 may not enter %2</source>
        <translation>%1 ne peut pas entrer en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="281"/>
        <source>%1 may not enter %2 (%3)</source>
        <translation>%1 ne peut pas entrer en %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="282"/>
        <source>%1 may not enter %2 (%3: &quot;-&quot; under %4)</source>
        <translation>%1 ne peut pas entrer en %2 (%3 : &quot;-&quot; sous %4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="283"/>
        <source>%1 may not enter the enemy controlled hex %2</source>
        <translation>%1 ne peut pas entrer dans l&apos;hexagone %2 contrôlé par l&apos;ennemi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="284"/>
        <source>%1 may not move along %2 (%3): %4</source>
        <translation>%1 ne peut pas suivre %2 (%3) : %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="285"/>
        <source>%1 may not set up at %2: %3 units set up %4 (%5)</source>
        <translation>%1 ne peut pas être mis en place en %2 : les unités %3 se mettent en place %4 (%5)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="286"/>
        <source>%1 may occupy the vacated place (pursuit is optional)</source>
        <translation>%1 peut occuper la place libérée (la poursuite est facultative)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="287"/>
        <source>%1 may only reinforce once a corps of his army is in the combat</source>
        <translation>%1 ne peut renforcer qu&apos;une fois qu&apos;un corps de son armée est au combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="288"/>
        <source>%1 may pass through %2 but not end the phase there: it would hold %3 units, more than %4</source>
        <translation>%1 peut traverser %2 mais pas y finir la phase : il y aurait %3 unités, plus que %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="291"/>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 va de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="293"/>
        <source>%1 moves from %2%3 for %4 movement points%5</source>
        <translation>%1 se déplace depuis %2%3 pour %4 points de mouvement%5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="294"/>
        <source>%1 moves from %2%3 for 1 movement point%4</source>
        <translation>%1 se déplace depuis %2%3 pour 1 point de mouvement%4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="295"/>
        <source>%1 moves from %2%3 for no movement points</source>
        <translation>%1 se déplace depuis %2%3 sans point de mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="297"/>
        <source>%1 multiplies %2 by %3</source>
        <translation>%1 multiplie %2 par %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="298"/>
        <source>%1 must advance into %2</source>
        <translation>%1 doit avancer en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="299"/>
        <source>%1 must be a number</source>
        <translation>%1 doit être un nombre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="300"/>
        <source>%1 must end his move with a friendly corps, and there is none at %2 (N1815 3)</source>
        <translation>%1 doit finir son mouvement avec un corps ami, et il n&apos;y en a aucun à %2 (N1815 3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="302"/>
        <source>%1 must pursue: it occupies the place vacated by %2, no further</source>
        <translation>%1 doit poursuivre : il occupe la place laissée par %2, pas plus loin</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="303"/>
        <source>%1 must retreat %2 hex, not into an enemy zone of control</source>
        <translation>%1 doit retraiter de %2 hexagone, pas dans une zone de contrôle ennemie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="304"/>
        <source>%1 must retreat %2 hexes, not into an enemy zone of control</source>
        <translation>%1 doit retraiter de %2 hexagones, pas dans une zone de contrôle ennemie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="305"/>
        <source>%1 must stop at %2, which enemy corps occupy: a unit entering enemy corps ends its move (N1815 10)</source>
        <translation>%1 doit s&apos;arrêter à %2, occupé par des corps ennemis : une unité qui entre chez des corps ennemis termine son mouvement (N1815 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="307"/>
        <source>%1 needs %2 movement point but the %3 army has %4 left (N1815 10)</source>
        <translation>%1 a besoin de %2 point de mouvement mais l&apos;armée %3 n&apos;en a plus que %4 (N1815 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="309"/>
        <source>%1 needs %2 movement points but the %3 army has %4 left (N1815 10)</source>
        <translation>%1 a besoin de %2 points de mouvement mais l&apos;armée %3 n&apos;en a plus que %4 (N1815 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="316"/>
        <source>%1 paces</source>
        <translation>%1 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="317"/>
        <source>%1 placed by hand at %2: %3</source>
        <translation>%1 placé à la main à %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="319"/>
        <source>%1 point</source>
        <translation>%1 point</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="320"/>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="321"/>
        <source>%1 points %2</source>
        <translation>%1 points %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="322"/>
        <source>%1 rallied</source>
        <translation>%1 rallié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="324"/>
        <source>%1 range</source>
        <translation>portée %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="325"/>
        <source>%1 range reduced by %2</source>
        <translation>portée de %1 réduite de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="326"/>
        <source>%1 reduced to %2</source>
        <translation>%1 réduit à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="327"/>
        <source>%1 reinforces from %2: %3 against tactical rating %4, success; %5 cards added</source>
        <translation>%1 renforce depuis %2 : %3 contre la valeur tactique %4, réussite ; %5 cartes ajoutées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="334"/>
        <source>%1 retreat from %2 to %3</source>
        <translation>les %1 retraitent de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="335"/>
        <source>%1 retreat to %2: %3</source>
        <translation>les %1 retraitent à %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="336"/>
        <source>%1 retreat to %2: %3; each corps loses %4 more cohesion</source>
        <translation>les %1 retraitent à %2 : %3 ; chaque corps perd %4 de cohésion en plus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="338"/>
        <source>%1 retreated</source>
        <translation>%1 a fait retraite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="339"/>
        <source>%1 retreated to %2</source>
        <translation>%1 retraite en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="342"/>
        <source>%1 retreats</source>
        <translation>%1 fait retraite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="345"/>
        <source>%1 retreats one hex, not into an enemy zone of control; through friendly units only when no vacant hex is open, disrupting each</source>
        <translation>%1 retraite d&apos;un hexagone, pas dans une zone de contrôle ennemie ; à travers des unités amies seulement si aucun hexagone libre n&apos;est ouvert, en les désorganisant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="347"/>
        <source>%1 retreats one hex, out of enemy zones of control: %2 hexes open</source>
        <translation>%1 retraite d&apos;un hexagone, hors des zones de contrôle ennemies : %2 hexagones ouverts</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="349"/>
        <source>%1 rolls and %2 combats checked</source>
        <translation>%1 jets et %2 combats vérifiés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="354"/>
        <source>%1 takes %2 battle-round loss</source>
        <translation>%1 subit %2 perte de round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="355"/>
        <source>%1 takes %2 battle-round losses</source>
        <translation>%1 subit %2 pertes de round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="356"/>
        <source>%1 takes all %2 battle-round losses</source>
        <translation>%1 subit les %2 pertes de round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="357"/>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="358"/>
        <source>%1 to %2 is %3 to 1</source>
        <translation>%1 contre %2 font %3 contre 1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="359"/>
        <source>%1 to %2 is 1 to %3</source>
        <translation>%1 contre %2 font 1 contre %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="362"/>
        <source>%1 up to %2</source>
        <translation>%1 jusqu&apos;à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="363"/>
        <source>%1 variable movement chart: roll %2 adds %3</source>
        <translation>table de mouvement variable des %1 : le jet %2 ajoute %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="364"/>
        <source>%1 variable movement roll %2</source>
        <translation>jet de mouvement variable des %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="365"/>
        <source>%1 was attacked on more than one front and lost: destroyed</source>
        <translation>%1 a été attaqué sur plus d&apos;un front et a perdu : détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="366"/>
        <source>%1 was attacked on more than one front and won: all its opponents must retreat</source>
        <translation>%1 a été attaqué sur plus d&apos;un front et a gagné : tous ses adversaires doivent reculer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="368"/>
        <source>%1 win the combat: %2</source>
        <translation>les %1 gagnent le combat : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="369"/>
        <source>%1 win: %2</source>
        <translation>les %1 gagnent : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="370"/>
        <source>%1 wins an automatic victory: %2</source>
        <translation>%1 remporte une victoire automatique : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="373"/>
        <source>%1 x%2</source>
        <translation>%1 x%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="375"/>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="376"/>
        <source>%1&apos;s cohesion is 0 to %2, not %3</source>
        <translation>la cohésion de %1 va de 0 à %2, pas %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="377"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="378"/>
        <source>%1, %2 %3</source>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="379"/>
        <source>%1, %2 hexes from the entry, for %3 MP</source>
        <translation>%1, à %2 hexagones de l&apos;entrée, pour %3 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="381"/>
        <source>%1, %2: a count of %3; give 1 or more, or remove the line</source>
        <translation>%1, %2 : un nombre de %3 ; donnez 1 ou plus, ou supprimez la ligne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="382"/>
        <source>%1, a demonstration: its sides&apos; levels, turn record and order of battle</source>
        <translation>%1, une démonstration : les niveaux des camps, le calendrier des tours et l&apos;ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="389"/>
        <source>%1, line %2: %3</source>
        <translation>%1, ligne %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="390"/>
        <source>%1, rounded down in favour of the defender</source>
        <translation>%1, arrondi à l&apos;inférieur en faveur du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="391"/>
        <source>%1.%2: expected [x, y] in millimetres</source>
        <translation>%1.%2 : attendu [x, y] en millimètres</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="392"/>
        <source>%1.%2: expected a finite number</source>
        <translation>%1.%2 : nombre fini attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="393"/>
        <source>%1.%2: expected a number</source>
        <translation>%1.%2 : nombre attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="394"/>
        <source>%1.marker: anchor %2 is listed twice</source>
        <translation>%1.marker : l&apos;ancre %2 figure deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="395"/>
        <source>%1.marker: expected a marker id from 0 to 999</source>
        <translation>%1.marker : id de marqueur attendu, de 0 à 999</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="396"/>
        <source>%1.side_mm: expected a positive size</source>
        <translation>%1.side_mm : taille positive attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="397"/>
        <source>%1: &quot;%2&quot; (%3) counts 1 only, not %4</source>
        <translation>%1 : &quot;%2&quot; (%3) ne compte que 1, pas %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="398"/>
        <source>%1: &quot;%2&quot; (%3) counts 1 to %4, not %5</source>
        <translation>%1 : &quot;%2&quot; (%3) compte de 1 à %4, pas %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="399"/>
        <source>%1: &quot;%2&quot; (%3) does not apply: %4</source>
        <translation>%1 : &quot;%2&quot; (%3) ne s&apos;applique pas : %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="400"/>
        <source>%1: &quot;%2&quot; (%3) is %4</source>
        <translation>%1 : &quot;%2&quot; (%3) est %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="401"/>
        <source>%1: &quot;%2&quot; (%3) is applied automatically from the units, terrain, formation and distance; do not choose it</source>
        <translation>%1 : &quot;%2&quot; (%3) s&apos;applique automatiquement d&apos;après les unités, le terrain, la formation et la distance ; ne le choisissez pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="404"/>
        <source>%1: &quot;%2&quot; is not a unit of this game&apos;s order of battle</source>
        <translation>%1 : &quot;%2&quot; n&apos;est pas une unité de l&apos;ordre de bataille de ce jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="405"/>
        <source>%1: &quot;%2&quot; is rule data of another kind of game, not a combat ruleset</source>
        <translation>%1 : &quot;%2&quot; sont des données de règles d&apos;un autre type de jeu, pas un jeu de règles de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="407"/>
        <source>%1: &quot;without&quot; lists automatic factors to rule out; &quot;%2&quot; is chosen, not automatic: leave it out of &quot;factors&quot;</source>
        <translation>%1 : &quot;without&quot; liste les facteurs automatiques à écarter ; &quot;%2&quot; est choisi, pas automatique : retirez-le de &quot;factors&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="409"/>
        <source>%1: &quot;without&quot; lists automatic factors to rule out; &quot;%2&quot; is no factor of %3</source>
        <translation>%1 : &quot;without&quot; liste les facteurs automatiques à écarter ; &quot;%2&quot; n&apos;est pas un facteur de %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="411"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="417"/>
        <source>%1: %2 %3</source>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="418"/>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="421"/>
        <source>%1: %2 (the actions are events %3 to %4)</source>
        <translation>%1 : %2 (les actions sont les événements %3 à %4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="422"/>
        <source>%1: %2 (the actions are events none)</source>
        <translation>%1 : %2 (aucun événement d&apos;action)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="424"/>
        <source>%1: %2 advanced after combat this phase: it may neither attack nor be attacked until the next</source>
        <translation>%1 : %2 a avancé après un combat pendant cette phase : il ne peut ni attaquer ni être attaqué avant la suivante</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="427"/>
        <source>%1: %2 against %3, a tie: roll again</source>
        <translation>%1 : %2 contre %3, égalité : relancez</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="428"/>
        <source>%1: %2 against %3, no effect</source>
        <translation>%1 : %2 contre %3, sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="429"/>
        <source>%1: %2 beat %3 (%4)</source>
        <translation>%1 : %2 bat %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="430"/>
        <source>%1: %2 cannot form square in %3 (VV 5.6)</source>
        <translation>%1 : %2 ne peut pas former le carré en %3 (VV 5.6)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="440"/>
        <source>%1: %2 in %3 is not adjacent to the defender (%4): units attack adjacent enemy units</source>
        <translation>%1 : %2 en %3 n&apos;est pas adjacent au défenseur (%4) : les unités attaquent des unités ennemies adjacentes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="444"/>
        <source>%1: %2 is not bought in an army list</source>
        <translation>%1 : %2 ne s&apos;achète pas dans une liste d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="445"/>
        <source>%1: %2 is not bought in an army list; buy %3, which dismounts during the game</source>
        <translation>%1 : %2 ne s&apos;achète pas dans une liste d&apos;armée ; achetez %3, qui met pied à terre pendant la partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="447"/>
        <source>%1: %2 is not on the map (eliminated, exited or not yet arrived)</source>
        <translation>%1 : %2 n&apos;est pas sur la carte (éliminé, sorti ou pas encore arrivé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="452"/>
        <source>%1: %2 may not advance: it is not adjacent to a hex its enemies left, may not enter it, or its army is demoralized (NLB 11.0)</source>
        <translation>%1 : %2 ne peut pas avancer : il n&apos;est pas adjacent à un hexagone quitté par l&apos;ennemi, ne peut pas y entrer, ou son armée est démoralisée (NLB 11.0)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="454"/>
        <source>%1: %2 may not go to %3; it may go to %4</source>
        <translation>%1 : %2 ne peut pas aller en %3 ; il peut aller en %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="455"/>
        <source>%1: %2 may retreat into %3: a unit is eliminated only when no hex is open to it</source>
        <translation>%1 : %2 peut retraiter en %3 : une unité n&apos;est éliminée que si aucun hexagone ne lui est ouvert</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="458"/>
        <source>%1: %2 of %3 corps demoralised (more than half loses)</source>
        <translation>%1 : %2 corps démoralisés sur %3 (plus de la moitié perd)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="459"/>
        <source>%1: %2 rallied is more than the %3 eliminated</source>
        <translation>%1 : %2 ralliés, c&apos;est plus que les %3 éliminés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="466"/>
        <source>%1: %2: %3</source>
        <translation>%1 : %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="469"/>
        <source>%1: a battle of %2, but the campaign plays %3</source>
        <translation>%1 : une bataille de %2, mais la campagne joue %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="474"/>
        <source>%1: a corps has at least 1 point, not %2</source>
        <translation>%1 : un corps a au moins 1 point, pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="479"/>
        <source>%1: a journal of &quot;%2&quot;, not of Napoleon 1815 Returns</source>
        <translation>%1 : un journal de &quot;%2&quot;, pas de Napoleon 1815 Returns</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="480"/>
        <source>%1: a journal of &quot;%2&quot;, not of a Vae Victis battle</source>
        <translation>%1 : un journal de &quot;%2&quot;, pas d&apos;une bataille Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="485"/>
        <source>%1: already a battle of this campaign (event %2)</source>
        <translation>%1 : déjà une bataille de cette campagne (événement %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="486"/>
        <source>%1: already exists</source>
        <translation>%1 : existe déjà</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="487"/>
        <source>%1: already exists; a journal is never overwritten</source>
        <translation>%1 : existe déjà ; un journal n&apos;est jamais écrasé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="490"/>
        <source>%1: an army has 1 to %2 corps (%3), not %4</source>
        <translation>%1 : une armée a de 1 à %2 corps (%3), pas %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="491"/>
        <source>%1: an event of kind &quot;%2&quot; belongs to another game than this journal&apos;s (%3)</source>
        <translation>%1 : un événement de type &quot;%2&quot; appartient à un autre jeu que celui de ce journal (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="493"/>
        <source>%1: another program appended an event that does not replay: %2</source>
        <translation>%1 : un autre programme a ajouté un événement qui ne se rejoue pas : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="494"/>
        <source>%1: another program kept this journal locked for %2 s (the lock timeout): try again when it is done, or wait longer</source>
        <translation>%1 : un autre programme a gardé ce journal verrouillé pendant %2 s (le délai de verrouillage) : réessayez quand il aura fini, ou attendez plus longtemps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="496"/>
        <source>%1: another program replaced the journal with one that does not hold the same events: open it again</source>
        <translation>%1 : un autre programme a remplacé le journal par un autre qui ne contient pas les mêmes événements : rouvrez-le</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="498"/>
        <source>%1: append id &quot;%2&quot; is event %3 already, a %4</source>
        <translation>%1 : l&apos;id d&apos;ajout &quot;%2&quot; est déjà l&apos;événement %3, un %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="499"/>
        <source>%1: append id &quot;%2&quot; is event %3 already, a %4, not a %5</source>
        <translation>%1 : l&apos;id d&apos;ajout &quot;%2&quot; est déjà l&apos;événement %3, un %4, pas un %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="500"/>
        <source>%1: artillery may never bombard into a %2 hex</source>
        <translation>%1 : l&apos;artillerie ne peut jamais bombarder dans un hexagone %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="502"/>
        <source>%1: at %2: %3</source>
        <translation>%1 : à %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="503"/>
        <source>%1: at /base: a file vaevictis/%2.json in the rule-data folders, but there is none</source>
        <translation>%1 : à /base : il faut un fichier vaevictis/%2.json dans les dossiers de données de règles, mais il n&apos;y en a aucun</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="506"/>
        <source>%1: at /generals/qualities: no quality for die %2</source>
        <translation>%1 : à /generals/qualities : aucune qualité pour le dé %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="507"/>
        <source>%1: at /id: expected &quot;%2&quot;, the file&apos;s name, not &quot;%3&quot;</source>
        <translation>%1 : à /id : attendu &quot;%2&quot;, le nom du fichier, pas &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="508"/>
        <source>%1: at /kind: expected &quot;%2&quot;</source>
        <translation>%1 : à /kind : attendu &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="509"/>
        <source>%1: at /movement/rows: a &quot;general&quot; row</source>
        <translation>%1 : à /movement/rows : une ligne &quot;general&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="513"/>
        <source>%1: at /results/elements/%2: no line applies</source>
        <translation>%1 : à /results/elements/%2 : aucune ligne ne s&apos;applique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="514"/>
        <source>%1: at /results/elements: no results for element &quot;%2&quot;</source>
        <translation>%1 : à /results/elements : aucun résultat pour l&apos;élément &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="515"/>
        <source>%1: at the top level: %2</source>
        <translation>%1 : au niveau supérieur : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="516"/>
        <source>%1: battle of event %2: %3</source>
        <translation>%1 : bataille de l&apos;événement %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="517"/>
        <source>%1: both armies disintegrate at once: give the active player (--phasing)</source>
        <translation>%1 : les deux armées se désintègrent en même temps : indiquez le joueur actif (--phasing)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="519"/>
        <source>%1: both players meet an automatic defeat in the same event: give the phasing player (--phasing) so NLB 11.2 can say which came first</source>
        <translation>%1 : les deux joueurs subissent une défaite automatique dans le même événement : indiquez le joueur actif (--phasing) pour que NLB 11.2 puisse dire laquelle vient en premier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="524"/>
        <source>%1: cannot create: %2</source>
        <translation>%1 : impossible de créer : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="525"/>
        <source>%1: cannot encode the picture as %2</source>
        <translation>%1 : impossible d&apos;encoder l&apos;image en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="526"/>
        <source>%1: cannot find the journal again (moved or deleted by another program?): %2</source>
        <translation>%1 : impossible de retrouver le journal (déplacé ou supprimé par un autre programme ?) : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="528"/>
        <source>%1: cannot lock the journal: %2</source>
        <translation>%1 : impossible de verrouiller le journal : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="529"/>
        <source>%1: cannot open the journal for writing: %2</source>
        <translation>%1 : impossible d&apos;ouvrir le journal en écriture : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="530"/>
        <source>%1: cannot open the journal: %2</source>
        <translation>%1 : impossible d&apos;ouvrir le journal : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="531"/>
        <source>%1: cannot open the journal: it is a folder, not a file</source>
        <translation>%1 : impossible d&apos;ouvrir le journal : c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="532"/>
        <source>%1: cannot open the journal: it is not a file</source>
        <translation>%1 : impossible d&apos;ouvrir le journal : ce n&apos;est pas un fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="533"/>
        <source>%1: cannot open the journal: no such file</source>
        <translation>%1 : impossible d&apos;ouvrir le journal : fichier introuvable</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="535"/>
        <source>%1: cannot read back the events of: %2</source>
        <translation>%1 : impossible de relire les événements de : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="536"/>
        <source>%1: cannot read the %2</source>
        <translation>%1 : impossible de lire le %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="537"/>
        <source>%1: cannot read the %2: %3</source>
        <translation>%1 : impossible de lire le %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="538"/>
        <source>%1: cannot read the %2: it %3</source>
        <translation>%1 : impossible de lire le %2 : il %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="539"/>
        <source>%1: cannot read the %2: it is longer than %3 MiB</source>
        <translation>%1 : impossible de lire le %2 : il dépasse %3 MiB</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="540"/>
        <source>%1: cannot read: %2</source>
        <translation>%1 : impossible de lire : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="541"/>
        <source>%1: cannot restore the final end of line of: %2</source>
        <translation>%1 : impossible de rétablir la fin de ligne finale de : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="542"/>
        <source>%1: cannot set the torn line aside in %2: %3</source>
        <translation>%1 : impossible de mettre de côté la ligne tronquée dans %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="543"/>
        <source>%1: cannot upgrade (the original is unchanged): %2</source>
        <translation>%1 : mise à niveau impossible (l&apos;original est inchangé) : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="544"/>
        <source>%1: cannot write an event to: %2</source>
        <translation>%1 : impossible d&apos;écrire un événement dans : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="546"/>
        <source>%1: cannot write: %2</source>
        <translation>%1 : impossible d&apos;écrire : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="547"/>
        <source>%1: cannot write: it is a folder, not a file</source>
        <translation>%1 : impossible d&apos;écrire : c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="553"/>
        <source>%1: demoralised corps must be 0 to %2</source>
        <translation>%1 : les corps démoralisés doivent être de 0 à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="554"/>
        <source>%1: elements in command range cannot be more than the %2 left, nor negative</source>
        <translation>%1 : les éléments à portée de commandement ne peuvent être ni plus nombreux que les %2 restants, ni négatifs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="556"/>
        <source>%1: empty file, not a journal (no header line)</source>
        <translation>%1 : fichier vide, pas un journal (pas de ligne d&apos;en-tête)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="557"/>
        <source>%1: empty file, not a journal: nothing to repair</source>
        <translation>%1 : fichier vide, pas un journal : rien à réparer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="559"/>
        <source>%1: event %2 (%3) resolves differently now: the rule data or the file changed</source>
        <translation>%1 : l&apos;événement %2 (%3) se résout autrement maintenant : les données de règles ou le fichier ont changé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="561"/>
        <source>%1: event %2 is no longer where it was when the journal was opened (the file was changed on disk by another program?): open it again</source>
        <translation>%1 : l&apos;événement %2 n&apos;est plus là où il était à l&apos;ouverture du journal (fichier modifié sur le disque par un autre programme ?) : rouvrez-le</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="564"/>
        <source>%1: event %2 no longer resolves: %3</source>
        <translation>%1 : l&apos;événement %2 ne se résout plus : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="565"/>
        <source>%1: every attacking unit is adjacent to every defending unit, and %2 in %3 is not</source>
        <translation>%1 : chaque unité attaquante est adjacente à chaque unité en défense, et %2 en %3 ne l&apos;est pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="570"/>
        <source>%1: expected a number of paces, got %2</source>
        <translation>%1 : nombre de pas attendu, reçu %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="571"/>
        <source>%1: expected the die rolled, a whole number</source>
        <translation>%1 : valeur du dé attendue, un nombre entier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="578"/>
        <source>%1: give the army&apos;s points at the start</source>
        <translation>%1 : donnez les points de l&apos;armée au départ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="584"/>
        <source>%1: is an Umpire journal, which a picture would replace: choose another name</source>
        <translation>%1 : est un journal Umpire, qu&apos;une image remplacerait : choisissez un autre nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="586"/>
        <source>%1: is an Umpire journal, which the lens would replace: choose another name</source>
        <translation>%1 : est un journal Umpire, que l&apos;objectif remplacerait : choisissez un autre nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="588"/>
        <source>%1: is an Umpire journal, which the sheet would replace: choose another name</source>
        <translation>%1 : est un journal Umpire, que la feuille remplacerait : choisissez un autre nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="597"/>
        <source>%1: is not a map file (no &quot;grid&quot;)</source>
        <translation>%1 : n&apos;est pas un fichier de carte (pas de &quot;grid&quot;)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="601"/>
        <source>%1: is not a positions file (no &quot;units&quot;)</source>
        <translation>%1 : n&apos;est pas un fichier de positions (pas de &quot;units&quot;)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="612"/>
        <source>%1: its sides&apos; levels, turn record and order of battle</source>
        <translation>%1 : les niveaux des camps, le calendrier des tours et l&apos;ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="613"/>
        <source>%1: leaders do not modify reorganization</source>
        <translation>%1 : les chefs ne modifient pas la réorganisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="614"/>
        <source>%1: line 1: %2</source>
        <translation>%1 : ligne 1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="615"/>
        <source>%1: line 1: %2, so not a journal header</source>
        <translation>%1 : ligne 1 : %2, donc pas un en-tête de journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="616"/>
        <source>%1: line 1: %2: the header is needed to know the game, so this journal cannot be repaired</source>
        <translation>%1 : ligne 1 : %2 : l&apos;en-tête est nécessaire pour connaître le jeu, donc ce journal ne peut pas être réparé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="618"/>
        <source>%1: line 1: the header does not match its checksum: it was changed after it was written (by hand, or a damaged disk)</source>
        <translation>%1 : ligne 1 : l&apos;en-tête ne correspond pas à sa somme de contrôle : il a été modifié après son écriture (à la main, ou par un disque endommagé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="620"/>
        <source>%1: losses of %2: in %3 eliminated units do not come back, so casualties only grow</source>
        <translation>%1 : pertes de %2 : dans %3, les unités éliminées ne reviennent pas, donc les pertes ne peuvent qu&apos;augmenter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="627"/>
        <source>%1: no combat of any kind is allowed on a %2 turn, not even bombardment</source>
        <translation>%1 : aucun combat d&apos;aucune sorte n&apos;est permis lors d&apos;un tour %2, pas même le bombardement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="629"/>
        <source>%1: no corps %2 in this battle (the corps are set when it starts)</source>
        <translation>%1 : pas de corps %2 dans cette bataille (les corps sont fixés à son début)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="631"/>
        <source>%1: no die is rolled</source>
        <translation>%1 : aucun dé n&apos;est lancé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="634"/>
        <source>%1: no game.created event: not a Vae Victis battle</source>
        <translation>%1 : pas d&apos;événement game.created : pas une bataille Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="635"/>
        <source>%1: no hex is open for %2 to retreat into: it is eliminated (apply cannotRetreat)</source>
        <translation>%1 : aucun hexagone n&apos;est ouvert à la retraite de %2 : il est éliminé (appliquez cannotRetreat)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="638"/>
        <source>%1: not a campaign journal (its first event is not campaign.created)</source>
        <translation>%1 : pas un journal de campagne (son premier événement n&apos;est pas campaign.created)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="641"/>
        <source>%1: not a scenario (no &quot;ruleset&quot;)</source>
        <translation>%1 : pas un scénario (pas de &quot;ruleset&quot;)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="644"/>
        <source>%1: nothing to redo (anything journaled after the last undo ends what can be redone)</source>
        <translation>%1 : rien à rétablir (toute entrée au journal après la dernière annulation met fin à ce qui peut être rétabli)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="647"/>
        <source>%1: nothing to repair: every line is intact (journal verify checks the game itself)</source>
        <translation>%1 : rien à réparer : chaque ligne est intacte (journal verify vérifie la partie elle-même)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="650"/>
        <source>%1: nothing to undo</source>
        <translation>%1 : rien à annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="655"/>
        <source>%1: only the attacker in a melee charges</source>
        <translation>%1 : en mêlée, seul l&apos;attaquant charge</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="656"/>
        <source>%1: points destroyed must be 0 to the army&apos;s %2</source>
        <translation>%1 : les points détruits doivent être compris entre 0 et les %2 de l&apos;armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="657"/>
        <source>%1: points lost must be 0 to the corps&apos; %2, not %3</source>
        <translation>%1 : les points perdus doivent être compris entre 0 et les %2 du corps, pas %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="659"/>
        <source>%1: shift %2</source>
        <translation>%1 : décalage de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="660"/>
        <source>%1: shift %2 (odds shifted before the chart&apos;s ends apply)</source>
        <translation>%1 : décalage de %2 (rapport décalé avant que les bornes de la table s&apos;appliquent)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="661"/>
        <source>%1: shift %2; the chart ends at %3</source>
        <translation>%1 : décalage de %2 ; la table s&apos;arrête à %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="665"/>
        <source>%1: the %2 army is never demoralized</source>
        <translation>%1 : l&apos;armée %2 n&apos;est jamais démoralisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="666"/>
        <source>%1: the %2 army is never demoralized, so it has no demoralization level</source>
        <translation>%1 : l&apos;armée %2 n&apos;est jamais démoralisée, elle n&apos;a donc pas de niveau de démoralisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="687"/>
        <source>%1: the file is shorter than when it was opened (changed on disk by another program?)</source>
        <translation>%1 : le fichier est plus court qu&apos;à son ouverture (modifié sur le disque par un autre programme ?)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="693"/>
        <source>%1: the game is played on map &quot;%2&quot;, not on &quot;%3&quot;</source>
        <translation>%1 : la partie se joue sur la carte &quot;%2&quot;, pas sur &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="694"/>
        <source>%1: the header line is torn: nothing to open</source>
        <translation>%1 : la ligne d&apos;en-tête est tronquée : rien à ouvrir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="697"/>
        <source>%1: the journal is for ruleset &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>%1 : le journal est pour la règle &quot;%2&quot;, pas &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="698"/>
        <source>%1: the journal is open read-only</source>
        <translation>%1 : le journal est ouvert en lecture seule</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="699"/>
        <source>%1: the journal is open read-only (%2)</source>
        <translation>%1 : le journal est ouvert en lecture seule (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="739"/>
        <source>%1: there is no event %2 (the journal has %3)</source>
        <translation>%1 : il n&apos;y a pas d&apos;événement %2 (le journal en a %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="740"/>
        <source>%1: unknown fire tactical factor &quot;%2&quot; in %3: the factors to choose are %4</source>
        <translation>%1 : facteur tactique de tir &quot;%2&quot; inconnu dans %3 : les facteurs possibles sont %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="742"/>
        <source>%1: unknown formation &quot;%2&quot;: give line or square</source>
        <translation>%1 : formation &quot;%2&quot; inconnue : indiquez line ou square</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="743"/>
        <source>%1: unknown melee tactical factor &quot;%2&quot; in %3: the factors to choose are %4</source>
        <translation>%1 : facteur tactique de mêlée &quot;%2&quot; inconnu dans %3 : les facteurs possibles sont %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="746"/>
        <source>%1; %2 (%3)</source>
        <translation>%1 ; %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="752"/>
        <source>%1; it has moved %2 of its %3 location</source>
        <translation>%1 ; il a parcouru %2 sur %3 lieu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="753"/>
        <source>%1; it has moved %2 of its %3 locations</source>
        <translation>%1 ; il a parcouru %2 sur %3 lieux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="754"/>
        <source>%1; it stopped on entering enemy corps</source>
        <translation>%1 ; il s&apos;est arrêté en entrant sur un lieu tenu par des corps ennemis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="755"/>
        <source>%1; its bytes are kept in %2</source>
        <translation>%1 ; ses octets sont conservés dans %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="756"/>
        <source>%1; not into a %2 (%3)</source>
        <translation>%1 ; pas dans un %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="757"/>
        <source>--at %1: the journal has events 1 to %2</source>
        <translation>--at %1 : le journal contient les événements 1 à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="758"/>
        <source>--format &quot;%1&quot;: a Napoleon 1815 Returns journal exports as csv or json</source>
        <translation>--format &quot;%1&quot; : un journal Napoleon 1815 Returns s&apos;exporte en csv ou json</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="760"/>
        <source>--format &quot;%1&quot;: a Vae Victis battle exports as csv or json</source>
        <translation>--format &quot;%1&quot; : une bataille Vae Victis s&apos;exporte en csv ou json</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="761"/>
        <source>--format &quot;%1&quot;: expected html, csv or json</source>
        <translation>--format &quot;%1&quot; : html, csv ou json attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="765"/>
        <source>/rolls/%1: more dice than needed: a fire combat is one roll each</source>
        <translation>/rolls/%1 : plus de dés que nécessaire : un combat de tir se règle en un jet par camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="766"/>
        <source>/rolls/%1: more dice than needed: the previous roll was no tie</source>
        <translation>/rolls/%1 : plus de dés que nécessaire : le jet précédent n&apos;était pas une égalité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="768"/>
        <source>Allied / Prussian combat over; determine victory and end the turn</source>
        <translation>combat allié / prussien terminé ; déterminez la victoire et finissez le tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="827"/>
        <source>Combat Results Table</source>
        <translation>Table des résultats des combats</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="831"/>
        <source>Counter Attack matched by Counter Attack: %1 counterattack automatically and attack next round</source>
        <translation>Contre-attaque répondue par Contre-attaque : les %1 contre-attaquent automatiquement et attaquent au round suivant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="840"/>
        <source>French combat over; the Allied / Prussian player turn begins</source>
        <translation>combat français terminé ; le tour du joueur allié / prussien commence</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="847"/>
        <source>Monte Carlo trials: 1 to 10000000, not %1</source>
        <translation>Tirages Monte Carlo : de 1 à 10000000, pas %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="850"/>
        <source>N1815 combat: &quot;%1&quot; is not a unit of the %2 side</source>
        <translation>combat N1815 : &quot;%1&quot; n&apos;est pas une unité du camp %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="851"/>
        <source>N1815 combat: malformed: %1</source>
        <translation>combat N1815 : mal formé : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="852"/>
        <source>N1815 combat: the sides must be &quot;%1&quot; and &quot;%2&quot;</source>
        <translation>combat N1815 : les camps doivent être &quot;%1&quot; et &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="853"/>
        <source>N1815 combat: the step &quot;%1&quot; needs a round</source>
        <translation>combat N1815 : l&apos;étape &quot;%1&quot; exige un round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="854"/>
        <source>N1815 combat: unknown location &quot;%1&quot;</source>
        <translation>combat N1815 : lieu &quot;%1&quot; inconnu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="855"/>
        <source>N1815 combat: unknown side &quot;%1&quot;</source>
        <translation>combat N1815 : camp &quot;%1&quot; inconnu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="856"/>
        <source>N1815 combat: unknown step &quot;%1&quot;</source>
        <translation>combat N1815 : étape &quot;%1&quot; inconnue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="857"/>
        <source>N1815 game: {&quot;state&quot;: ..., &quot;battle&quot;: ...}</source>
        <translation>partie N1815 : {&quot;state&quot;: ..., &quot;battle&quot;: ...}</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="858"/>
        <source>N1815 state: %1</source>
        <translation>état N1815 : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="859"/>
        <source>N1815 state: malformed: %1</source>
        <translation>état N1815 : mal formé : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="860"/>
        <source>N1815 state: unknown phase &quot;%1&quot;</source>
        <translation>état N1815 : phase &quot;%1&quot; inconnue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="861"/>
        <source>NAW 8.0: give both armies&apos; losses: --army %1:N and --army %2:N</source>
        <translation>NAW 8.0 : indiquez les pertes des deux armées : --army %1:N et --army %2:N</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="862"/>
        <source>NAW 8.2: both armies had lost %1 or more before this event: say which reached it first (--first ARMY)</source>
        <translation>NAW 8.2 : les deux armées avaient perdu %1 ou plus avant cet événement : indiquez laquelle a atteint ce seuil en premier (--first ARMY)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="868"/>
        <source>NLB 7.2: %1 in %2 attacks too: the units in a hex attack together</source>
        <translation>NLB 7.2 : %1 en %2 attaque aussi : les unités d&apos;un hexagone attaquent ensemble</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="870"/>
        <source>NLB 7.2: %1 in %2 defends too: the units in a hex are attacked together</source>
        <translation>NLB 7.2 : %1 en %2 défend aussi : les unités d&apos;un hexagone sont attaquées ensemble</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="874"/>
        <source>NLB 8.1: %1 in %2 is out of range: bombardment reaches %3 hexes, counting the target hex</source>
        <translation>NLB 8.1 : %1 en %2 est hors de portée : le bombardement atteint %3 hexagones, hexagone cible compris</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="877"/>
        <source>NLB 8.3: %1 in %2 cannot see %3: the line of sight is blocked, so it may not bombard</source>
        <translation>NLB 8.3 : %1 en %2 ne voit pas %3 : la ligne de vue est bloquée, il ne peut donc pas bombarder</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="882"/>
        <source>Rain: %1 on the variable movement roll</source>
        <translation>Pluie : %1 au jet de mouvement variable</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="897"/>
        <source>VV 8.1: infantry cannot voluntarily melee attack cavalry in clear terrain (set continuing if the cavalry began this combat)</source>
        <translation>VV 8.1 : l&apos;infanterie ne peut pas attaquer volontairement la cavalerie en mêlée en terrain clair (mettez continuing si la cavalerie a commencé ce combat)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="899"/>
        <source>VV 8.4: an artillery element may not voluntarily engage in melee (set continuing if the enemy began this combat)</source>
        <translation>VV 8.4 : un élément d&apos;artillerie ne peut pas engager volontairement la mêlée (mettez continuing si l&apos;ennemi a commencé ce combat)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="901"/>
        <source>Vae Victis %1</source>
        <translation>Vae Victis %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="902"/>
        <source>Vae Victis army list</source>
        <translation>liste d&apos;armée Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="903"/>
        <source>Vae Victis army list: /corps: expected a list of corps</source>
        <translation>liste d&apos;armée Vae Victis : /corps : liste de corps attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="930"/>
        <source>a %1 of combat %2 goes nowhere on the map: give no &quot;to&quot;</source>
        <translation>un %1 du combat %2 ne va nulle part sur la carte : ne donnez pas de &quot;to&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="991"/>
        <source>a hex id is a text like &quot;0305&quot;</source>
        <translation>un hexagone se note comme &quot;0305&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="995"/>
        <source>a hex on the scenario&apos;s map: give the scenario a &quot;map&quot;</source>
        <translation>un hexagone de la carte du scénario : donnez au scénario une &quot;map&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1001"/>
        <source>a journaled move&apos;s path starts where %1 stands: %2</source>
        <translation>le chemin d&apos;un mouvement journalisé part de là où se trouve %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1015"/>
        <source>a move&apos;s path is the hexes it goes through, from where the unit stands: two or more</source>
        <translation>le chemin d&apos;un mouvement est la suite des hexagones traversés, depuis celui de l&apos;unité : deux ou plus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1071"/>
        <source>action &quot;apply&quot;: /units: expected an array of unit ids</source>
        <translation>action &quot;apply&quot; : /units : un tableau d&apos;identifiants d&apos;unités est attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1072"/>
        <source>action &quot;apply&quot;: give /combat (the combat&apos;s event), /kind and /units, as journal actions lists them</source>
        <translation>action &quot;apply&quot; : donnez /combat (l&apos;événement du combat), /kind et /units, comme journal actions les liste</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="904"/>
        <source>Vae Victis battle: armies: expected a list of both sides</source>
        <translation>bataille Vae Victis : armies : liste des deux camps attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="341"/>
        <source>%1 retreated to %2, displacing %3 into %4</source>
        <translation>%1 retraite en %2, déplaçant %3 en %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="323"/>
        <source>%1 rallied on a die of %2 (rally range %3 to %4, BMW 11.2)</source>
        <translation>%1 ralliée sur un dé de %2 (plage de ralliement %3 à %4, BMW 11.2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="311"/>
        <source>%1 not rallied: a die of %2, outside the rally range %3 to %4 (BMW 11.2)</source>
        <translation>%1 non ralliée&#xa0;: un dé de %2, hors de la plage de ralliement %3 à %4 (BMW 11.2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="797"/>
        <source>BMW 11.2: this game gives no rally range for %1&apos;s side (the Exclusive Rules do): journal the rally without a die</source>
        <translation>BMW 11.2&#xa0;: cette partie ne donne pas de plage de ralliement pour le camp de %1 (les règles exclusives la donnent)&#xa0;: journalisez le ralliement sans dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="787"/>
        <source>BMW 11.2: %1 rallies on a die of %2 to %3: give the die rolled (1 to %4)</source>
        <translation>BMW 11.2&#xa0;: %1 rallie sur un dé de %2 à %3&#xa0;: donnez le dé lancé (1 à %4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1634"/>
        <source>side %1: a rally range of %2 is not allowed: give the lowest and the highest die that rally, [1, 2] for 1 or 2</source>
        <translation>camp %1&#xa0;: une plage de ralliement de %2 n&apos;est pas permise&#xa0;: donnez le plus petit et le plus grand dé qui rallient, [1, 2] pour 1 ou 2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="872"/>
        <source>NLB 7.6: %1&apos;s retreat into %2 displaces no unit</source>
        <translation>NLB 7.6&#xa0;: la retraite de %1 en %2 ne déplace aucune unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="873"/>
        <source>NLB 7.6: %1&apos;s retreat into %2 may displace: %3</source>
        <translation>NLB 7.6&#xa0;: la retraite de %1 en %2 peut déplacer&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="361"/>
        <source>%1 units stand in %2, which holds %3 at the end of a phase</source>
        <translation>%1 unités se trouvent en %2, qui en contient %3 à la fin d&apos;une phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="18"/>
        <source>&quot;%1&quot; is not a unit of this game&apos;s order of battle</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une unité de l&apos;ordre de bataille de cette partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="33"/>
        <source>&quot;die&quot;: the die rolled, a whole number of 1 to %1</source>
        <translation>«&#xa0;die&#xa0;»&#xa0;: le dé lancé, un nombre entier de 1 à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="39"/>
        <source>&quot;rejoined&quot; is written by Umpire: the rules move a commander left alone (N1815 3)</source>
        <translation>« rejoined » est écrit par Umpire : les règles déplacent un commandant laissé seul (N1815 3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="45"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="65"/>
        <source>%1 (%2), not &quot;%3&quot;</source>
        <translation>%1 (%2), pas «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="89"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="93"/>
        <source>%1 (in effect: %2)</source>
        <translation>%1 (en fait&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="96"/>
        <source>%1 (the referee&apos;s ruling)</source>
        <translation>%1 (décision de l&apos;arbitre)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="99"/>
        <source>%1 (track unverified)</source>
        <translation>%1 (piste non vérifiée)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="116"/>
        <source>%1 attacked out of the chateau in %2: every enemy unit adjacent to it must be attacked, and %3 has not been</source>
        <translation>%1 a attaqué depuis le château en %2&#xa0;: toute unité ennemie adjacente doit être attaquée, et %3 ne l&apos;a pas été</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="118"/>
        <source>%1 attacks across %2 from %3 into %4 on the map, not %5</source>
        <translation>%1 attaque à travers %2 de %3 vers %4 sur la carte, pas %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="119"/>
        <source>%1 attacks across no %2 from %3 into %4 on the map</source>
        <translation>%1 n&apos;attaque à travers aucun %2 de %3 vers %4 sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="120"/>
        <source>%1 attacks: %2</source>
        <translation>%1 attaque&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="124"/>
        <source>%1 belongs to a quality, activation or general-lost request</source>
        <translation>%1 appartient à une question quality, activation ou general-lost</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="142"/>
        <source>%1 cards in hand</source>
        <translation>%1 cartes en main</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="143"/>
        <source>%1 cards in hand: %2</source>
        <translation>%1 cartes en main&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="174"/>
        <source>%1 fired at %2, die %3</source>
        <translation>%1 a tiré sur %2, dé %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="175"/>
        <source>%1 fired defensively at %2, die %3</source>
        <translation>%1 a tiré en défense sur %2, dé %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="190"/>
        <source>%1 has no demoralization rule</source>
        <translation>%1 n&apos;a pas de règle de démoralisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="198"/>
        <source>%1 has no night or rain rules: every turn is clear, not &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de règles de nuit ni de pluie&#xa0;: chaque tour est par beau temps, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="199"/>
        <source>%1 has no rally rule: no side rallies eliminated units</source>
        <translation>%1 n&apos;a pas de règle de ralliement&#xa0;: aucun camp ne rallie d&apos;unités éliminées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="202"/>
        <source>%1 has no retreat before combat (BMW 8.3 has)</source>
        <translation>%1 n&apos;a pas de retraite avant le combat (BMW 8.3 en a)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="204"/>
        <source>%1 has no victory conditions to judge</source>
        <translation>%1 n&apos;a pas de conditions de victoire à juger</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="211"/>
        <source>%1 is %2 (die %3, VV 4.2)</source>
        <translation>%1 : %2 (dé %3, VV 4.2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="212"/>
        <source>%1 is %2 already: a general&apos;s quality is rolled once, at the beginning of the game (VV 4.2); undo that roll to roll it again</source>
        <translation>%1 est déjà %2 : la qualité d&apos;un général se tire une fois, au début de la partie (VV 4.2) ; annulez ce tirage pour la tirer de nouveau</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="224"/>
        <source>%1 is disordered and has not rolled to reorganize</source>
        <translation>%1 est désorganisée et n&apos;a pas lancé le dé pour se réorganiser</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="227"/>
        <source>%1 is in %2 (%3) on the map, not %4</source>
        <translation>%1 est en %2 (%3) sur la carte, pas %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="239"/>
        <source>%1 is lost (VV 2)</source>
        <translation>%1 est perdu (VV 2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="240"/>
        <source>%1 is lost (VV 2): his corps has no general</source>
        <translation>%1 est perdu (VV 2) : son corps n&apos;a plus de général</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="260"/>
        <source>%1 leaves the map</source>
        <translation>%1 quitte la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="261"/>
        <source>%1 loses %2 cohesion</source>
        <translation>%1 perd %2 de cohésion</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="263"/>
        <source>%1 losses of %2 reach %3: a %4 victory, the instant they do</source>
        <translation>les pertes des %1, %2, atteignent %3&#xa0;: victoire des %4, dès cet instant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="264"/>
        <source>%1 losses: %2</source>
        <translation>pertes %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="265"/>
        <source>%1 losses: none</source>
        <translation>pertes %1&#xa0;: aucune</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="274"/>
        <source>%1 may not advance after combat: demoralized in an earlier battle of the campaign, until their corps or nationality (%2) is un-demoralized</source>
        <translation>pas d&apos;avance après combat pour %1&#xa0;: démoralisés lors d&apos;une bataille précédente de la campagne, tant que la démoralisation de leur corps ou de leur nationalité (%2) n&apos;est pas levée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="292"/>
        <source>%1 movement points: %2</source>
        <translation>points de mouvement %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="296"/>
        <source>%1 moves to %2</source>
        <translation>%1 se déplace vers %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="313"/>
        <source>%1 not rallied: no hex with or next to a leader is free of enemy zones of control (BMW 11.2)</source>
        <translation>%1 non ralliée&#xa0;: aucun hexagone avec un chef ou à côté n&apos;est libre de zones de contrôle ennemies (BMW 11.2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="315"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="318"/>
        <source>%1 player</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="329"/>
        <source>%1 reorganized automatically (BMW 9.4)</source>
        <translation>%1 réorganisée automatiquement (BMW 9.4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="330"/>
        <source>%1 reorganized on a die of %2 (BMW 11.1)</source>
        <translation>%1 réorganisée sur un dé de %2 (BMW 11.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="331"/>
        <source>%1 retreat before combat: no die is rolled</source>
        <translation>%1 font retraite avant le combat&#xa0;: aucun dé n&apos;est lancé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="332"/>
        <source>%1 retreat before combat: the combat is treated as %2, no die is rolled</source>
        <translation>%1 font retraite avant le combat&#xa0;: le combat est traité comme %2, aucun dé n&apos;est lancé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="337"/>
        <source>%1 retreat up to %2 hexes, each one eligible for retreat</source>
        <translation>%1 reculent jusqu&apos;à %2 hexagones, chacun permis pour une retraite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="340"/>
        <source>%1 retreated to %2 through friendly units, disordering %3</source>
        <translation>%1 a retraité en %2 à travers des unités amies, désorganisant %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="343"/>
        <source>%1 retreats before combat: up to %2 hexes, each one eligible for retreat</source>
        <translation>%1 retraite avant le combat&#xa0;: jusqu&apos;à %2 hexagones, chacun éligible à la retraite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="350"/>
        <source>%1 stands alone at %2: a commander ends movement with a friendly corps (N1815 3, 10); move him to %3 before movement ends</source>
        <translation>%1 est seul à %2 : un commandant termine le mouvement avec un corps ami (N1815 3, 10) ; déplacez-le à %3 avant la fin du mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="352"/>
        <source>%1 still disordered: a die of %2 (BMW 11.1)</source>
        <translation>%1 reste désorganisée&#xa0;: un dé de %2 (BMW 11.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="353"/>
        <source>%1 survives (VV 2)</source>
        <translation>%1 survit (VV 2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="360"/>
        <source>%1 tries to reinforce: %2</source>
        <translation>%1 tente de renforcer&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="371"/>
        <source>%1 wins the battle</source>
        <translation>%1 gagne la bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="372"/>
        <source>%1 wins: %2</source>
        <translation>%1 gagne&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="374"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="380"/>
        <source>%1, %2 moves, results and entries judged on the map</source>
        <translation>%1, %2 mouvements, résultats et entrées jugés sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="384"/>
        <source>%1, active: %2</source>
        <translation>%1, actif&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="385"/>
        <source>%1, general lost</source>
        <translation>%1, général perdu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="386"/>
        <source>%1, hidden</source>
        <translation>%1, cachés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="387"/>
        <source>%1, infantry in a chateau, is affected only by exchange and elimination results: it stays</source>
        <translation>%1, infanterie dans un château, n&apos;est affectée que par les échanges et les éliminations&#xa0;: elle reste</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="403"/>
        <source>%1: &quot;%2&quot; cannot be decoded as a %3 picture</source>
        <translation>%1 : « %2 » ne se décode pas comme une image %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="412"/>
        <source>%1: %2 &quot;%3&quot; cannot be unpacked: %4</source>
        <translation>%1 : %2 « %3 » ne peut être décompressé : %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="413"/>
        <source>%1: %2 &quot;%3&quot; is %4 MB, more than Umpire reads (%5 MB)</source>
        <translation>%1 : %2 « %3 » fait %4 Mo, plus qu&apos;Umpire ne lit (%5 Mo)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="414"/>
        <source>%1: %2 &quot;%3&quot; is missing from the module</source>
        <translation>%1 : %2 « %3 » manque au module</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="415"/>
        <source>%1: %2 &quot;%3&quot; unpacks to more than its entry says: the module is damaged</source>
        <translation>%1 : %2 « %3 » se décompresse en plus que ne le dit son entrée : le module est abîmé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="419"/>
        <source>%1: %2 (MA %3) may not disengage from %4 (MA %5) (%6), so it may not retreat before combat</source>
        <translation>%1&#xa0;: %2 (PM %3) ne peut pas se désengager de %4 (PM %5) (%6), donc ne peut pas faire retraite avant le combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="423"/>
        <source>%1: %2 activation points (die %3, VV 5.1)</source>
        <translation>%1 : %2 points d&apos;activation (dé %3, VV 5.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="426"/>
        <source>%1: %2 against %3</source>
        <translation>%1&#xa0;: %2 contre %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="431"/>
        <source>%1: %2 cannot reach an exit hex of map %3 open to its side with the movement it has left</source>
        <translation>%1&#xa0;: %2 ne peut atteindre aucune case de sortie de la carte %3 ouverte à son camp avec le mouvement qui lui reste</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="434"/>
        <source>%1: %2 enters at an entry hex of its side, or the closest open edge hex when that one is blocked (NLB 9.1): %3, not %4</source>
        <translation>%1&#xa0;: %2 entre par un hexagone d&apos;entrée de son camp, ou par l&apos;hexagone de bord libre le plus proche quand celui-ci est bloqué (NLB 9.1)&#xa0;: %3, pas %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="436"/>
        <source>%1: %2 fields, but the header names %3 columns</source>
        <translation>%1 : %2 champs, mais l&apos;en-tête nomme %3 colonnes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="437"/>
        <source>%1: %2 has attacked this Combat Phase already</source>
        <translation>%1 : %2 a déjà attaqué pendant cette phase de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="438"/>
        <source>%1: %2 has been attacked this Combat Phase already</source>
        <translation>%1 : %2 a déjà été attaquée pendant cette phase de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="439"/>
        <source>%1: %2 has no hex grid</source>
        <translation>%1 : %2 n&apos;a pas de grille d&apos;hexagones</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="443"/>
        <source>%1: %2 is disrupted: horse archers then fight as usual</source>
        <translation>%1&#xa0;: %2 est désorganisée&#xa0;: les archers montés combattent alors normalement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="448"/>
        <source>%1: %2 is the phasing player&apos;s own unit: the other player&apos;s units defend</source>
        <translation>%1 : %2 est une unité du joueur en phase : ce sont les unités de l&apos;autre joueur qui défendent</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="450"/>
        <source>%1: %2 may leave the map by %3, not by %4</source>
        <translation>%1&#xa0;: %2 peut quitter la carte par %3, pas par %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="460"/>
        <source>%1: %2&apos;s hex grid has fewer than two hexes on it</source>
        <translation>%1 : la grille d&apos;hexagones de %2 a moins de deux hexagones</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="461"/>
        <source>%1: %2&apos;s hex grid is too small to read its numbering from</source>
        <translation>%1 : la grille d&apos;hexagones de %2 est trop petite pour en lire la numérotation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="462"/>
        <source>%1: %2&apos;s hex grid: %3</source>
        <translation>%1 : la grille d&apos;hexagones de %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="463"/>
        <source>%1: %2&apos;s hexes are too small for its picture</source>
        <translation>%1 : les hexagones de %2 sont trop petits pour son image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="464"/>
        <source>%1: %2&apos;s numbering cannot be written as a map&apos;s: the module names a hex &quot;%3&quot; that the map would name &quot;%4&quot;</source>
        <translation>%1 : la numérotation de %2 ne s&apos;écrit pas comme celle d&apos;une carte : le module nomme « %3 » un hexagone que la carte nommerait « %4 »</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="467"/>
        <source>%1: %2: the terrain is the map&apos;s, and the referee overrides it only giving the reason (&quot;override&quot;)</source>
        <translation>%1&#xa0;: %2&#xa0;: le terrain est celui de la carte, et l&apos;arbitre ne passe outre qu&apos;en donnant la raison («&#xa0;override&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="470"/>
        <source>%1: a checkpoint of another version of Umpire</source>
        <translation>%1 : un point de reprise d&apos;une autre version d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="471"/>
        <source>%1: a combat is resolved in the Combat Phase, not in the %2 phase (next goes on)</source>
        <translation>%1 : un combat se résout pendant la phase de combat, pas pendant la phase %2 (next passe à la suite)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="475"/>
        <source>%1: a game of this scenario cannot start: %2</source>
        <translation>%1&#xa0;: une partie de ce scénario ne peut pas commencer&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="476"/>
        <source>%1: a hex grid %2 by %3 pixels: its hexes must be at least 4 pixels</source>
        <translation>%1 : une grille d&apos;hexagones de %2 sur %3 pixels : ses hexagones doivent faire au moins 4 pixels</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="478"/>
        <source>%1: a hit, %2 disordered (%3)</source>
        <translation>%1&#xa0;: touché, %2 désorganisée (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="481"/>
        <source>%1: a long text of its state is missing</source>
        <translation>%1&#xa0;: un long texte de son état manque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="482"/>
        <source>%1: a piece is defined as &quot;+/ID/TYPE/STATE&quot;, not &quot;%2&quot;</source>
        <translation>%1 : un pion se définit par « +/ID/TYPE/ÉTAT », pas « %2 »</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="483"/>
        <source>%1: a piece of more than 500 traits</source>
        <translation>%1 : un pion de plus de 500 traits</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="484"/>
        <source>%1: a quoted field is not closed</source>
        <translation>%1 : un champ entre guillemets n&apos;est pas fermé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="488"/>
        <source>%1: an archer with a fire factor has a range too</source>
        <translation>%1&#xa0;: un archer qui a un facteur de tir a aussi une portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="489"/>
        <source>%1: an archer with a range has a fire factor too</source>
        <translation>%1&#xa0;: un archer qui a une portée a aussi un facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="501"/>
        <source>%1: at %2</source>
        <translation>%1&#xa0;: à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="510"/>
        <source>%1: at /picture/mmToPx: a transform from map mm to the picture&apos;s pixels that can be undone (this one flattens the map onto a line)</source>
        <translation>%1 : en /picture/mmToPx : une transformation des mm de la carte vers les pixels de l&apos;image qui se puisse défaire (celle-ci écrase la carte sur une ligne)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="522"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1 : ne peut être lu : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="523"/>
        <source>%1: cannot create the folder: %2</source>
        <translation>%1&#xa0;: impossible de créer le dossier&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="534"/>
        <source>%1: cannot put the import in place: %2</source>
        <translation>%1 : l&apos;import ne peut être mis en place : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="545"/>
        <source>%1: cannot write beside it: %2</source>
        <translation>%1 : rien ne peut s&apos;écrire à côté : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="548"/>
        <source>%1: charging cavalry&apos;s target may not retreat before combat</source>
        <translation>%1&#xa0;: la cible d&apos;une charge de cavalerie ne peut pas faire retraite avant le combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="549"/>
        <source>%1: cohesion %2</source>
        <translation>%1&#xa0;: cohésion %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="552"/>
        <source>%1: damaged (it does not match its checksum)</source>
        <translation>%1 : endommagé (il ne correspond pas à sa somme de contrôle)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="558"/>
        <source>%1: entry %2 is damaged</source>
        <translation>%1 : l&apos;entrée %2 est abîmée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="568"/>
        <source>%1: exists and is not an empty folder: an import is written into a new folder</source>
        <translation>%1 : existe et n&apos;est pas un dossier vide : un import s&apos;écrit dans un nouveau dossier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="572"/>
        <source>%1: factor %2</source>
        <translation>%1&#xa0;: facteur %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="573"/>
        <source>%1: factor %2 (%3)</source>
        <translation>%1&#xa0;: facteur %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="574"/>
        <source>%1: give %2&apos;s movement allowance: %3 retreats before combat only from enemies whose MA is no more than its own (%4)</source>
        <translation>%1&#xa0;: donnez le potentiel de mouvement de %2&#xa0;: %3 ne fait retraite avant le combat que devant des ennemis dont le PM ne dépasse pas le sien (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="576"/>
        <source>%1: give %2&apos;s movement allowance: it retreats before combat only if it may disengage (%3)</source>
        <translation>%1&#xa0;: donnez le potentiel de mouvement de %2&#xa0;: elle ne fait retraite avant le combat que si elle peut se désengager (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="579"/>
        <source>%1: has no terrain key</source>
        <translation>%1 : n&apos;a pas de légende des terrains</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="580"/>
        <source>%1: hex %2 is not on map %3</source>
        <translation>%1&#xa0;: l&apos;hexagone %2 n&apos;est pas sur la carte %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="581"/>
        <source>%1: holds %2 files, more than a module may (%3)</source>
        <translation>%1 : contient %2 fichiers, plus qu&apos;un module ne peut (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="582"/>
        <source>%1: is a positions file: check it with its map (umpire-cli map validate MAP --positions FILE)</source>
        <translation>%1&#xa0;: est un fichier de positions, à vérifier avec sa carte (umpire-cli map validate MAP --positions FICHIER)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="590"/>
        <source>%1: is empty: a header (piece,side,strength,...) and a row per piece</source>
        <translation>%1 : est vide : un en-tête (piece,side,strength,...) et une ligne par pion</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="592"/>
        <source>%1: is not a VASSAL module&apos;s build file (its root is &lt;%2&gt;)</source>
        <translation>%1 : n&apos;est pas le fichier de construction d&apos;un module VASSAL (sa racine est &lt;%2&gt;)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="593"/>
        <source>%1: is not a VASSAL module: it holds no buildFile.xml (nor the older buildFile)</source>
        <translation>%1 : n&apos;est pas un module VASSAL : il ne contient pas de buildFile.xml (ni l&apos;ancien buildFile)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="596"/>
        <source>%1: is not a VASSAL module: not a zip file (%2)</source>
        <translation>%1 : n&apos;est pas un module VASSAL : pas un fichier zip (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="598"/>
        <source>%1: is not a picture Umpire reads (PNG, JPEG, GIF or BMP)</source>
        <translation>%1 : n&apos;est pas une image qu&apos;Umpire lise (PNG, JPEG, GIF ou BMP)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="599"/>
        <source>%1: is not a picture Umpire reads (PNG, JPEG, GIF or BMP): it is too short</source>
        <translation>%1 : n&apos;est pas une image qu&apos;Umpire lise (PNG, JPEG, GIF ou BMP) : elle est trop courte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="602"/>
        <source>%1: is not well-formed XML at line %2: %3</source>
        <translation>%1 : n&apos;est pas du XML bien formé à la ligne %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="603"/>
        <source>%1: it is the %2 player&apos;s Combat Phase; %3 is the %4 player&apos;s and may not attack</source>
        <translation>%1 : c&apos;est la phase de combat du joueur %2 ; %3 est au joueur %4 et ne peut pas attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="606"/>
        <source>%1: its files unpack to more than %2 MB in all: refused</source>
        <translation>%1 : ses fichiers se décompressent en plus de %2 Mo en tout : refusé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="607"/>
        <source>%1: its folder does not exist</source>
        <translation>%1 : son dossier n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="608"/>
        <source>%1: its journal checksum is not a number</source>
        <translation>%1 : sa somme de contrôle du journal n&apos;est pas un nombre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="609"/>
        <source>%1: its night and rain turns</source>
        <translation>%1&#xa0;: ses tours de nuit et de pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="610"/>
        <source>%1: its prototypes use each other without end</source>
        <translation>%1 : ses prototypes s&apos;utilisent l&apos;un l&apos;autre sans fin</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="611"/>
        <source>%1: its sides&apos; levels</source>
        <translation>%1&#xa0;: les niveaux de ses camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="623"/>
        <source>%1: map %2 has no entry hex open to %3&apos;s units</source>
        <translation>%1&#xa0;: la carte %2 n&apos;a aucun hexagone d&apos;entrée ouvert aux unités des %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="624"/>
        <source>%1: more than 100000 rows</source>
        <translation>%1 : plus de 100000 lignes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="625"/>
        <source>%1: no checkpoint is kept of a damaged journal or one of an older format</source>
        <translation>%1 : aucun point de reprise n&apos;est gardé d&apos;un journal endommagé ou d&apos;un format plus ancien</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="632"/>
        <source>%1: no effect (%2)</source>
        <translation>%1&#xa0;: sans effet (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="633"/>
        <source>%1: no game&apos;s rule data</source>
        <translation>%1&#xa0;: ce ne sont les données de règles d&apos;aucun jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="640"/>
        <source>%1: not a replay checkpoint</source>
        <translation>%1 : pas un point de reprise</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="651"/>
        <source>%1: only a unit with a solid dot retreats before combat; %2 has %3</source>
        <translation>%1&#xa0;: seule une unité à point plein fait retraite avant le combat&#xa0;; %2 a %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="653"/>
        <source>%1: only horse archers retreat before combat when they attack; %2 is %3</source>
        <translation>%1&#xa0;: seuls les archers montés font retraite avant le combat en attaquant&#xa0;; %2 est %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="658"/>
        <source>%1: say where %2 enters: &quot;hex&quot; one of %3</source>
        <translation>%1&#xa0;: dites où %2 entre&#xa0;: «&#xa0;hex&#xa0;» parmi %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="662"/>
        <source>%1: the %2 &quot;%3&quot; is not a whole number from 0 to 1000000</source>
        <translation>%1 : %2 « %3 » n&apos;est pas un nombre entier de 0 à 1000000</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="663"/>
        <source>%1: the %2 Phase does not end while an obligation is open: %3; the referee may end it anyway, saying why (override)</source>
        <translation>%1 : la phase %2 ne se termine pas tant qu&apos;une obligation reste ouverte : %3 ; l&apos;arbitre peut la terminer quand même en disant pourquoi (override)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="668"/>
        <source>%1: the %2 picture has no pixels (%3x%4)</source>
        <translation>%1 : l&apos;image %2 n&apos;a pas de pixels (%3x%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="669"/>
        <source>%1: the %2 picture is cut short before its size</source>
        <translation>%1 : l&apos;image %2 s&apos;arrête avant sa taille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="670"/>
        <source>%1: the %2&apos;s %3 is &quot;%4&quot;, not %5</source>
        <translation>%1 : %3 de %2 vaut « %4 », pas %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="671"/>
        <source>%1: the Disordered side is the weaker, so %2 or less, not %3</source>
        <translation>%1&#xa0;: la face désorganisée est la plus faible, donc %2 ou moins, pas %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="672"/>
        <source>%1: the JPEG picture has no frame header</source>
        <translation>%1 : l&apos;image JPEG n&apos;a pas d&apos;en-tête d&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="673"/>
        <source>%1: the JPEG picture has too many segments before its frame</source>
        <translation>%1 : l&apos;image JPEG a trop de segments avant son image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="674"/>
        <source>%1: the JPEG picture is damaged (a segment of length %2)</source>
        <translation>%1 : l&apos;image JPEG est abîmée (un segment de longueur %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="675"/>
        <source>%1: the JPEG picture is damaged (no segment marker at byte %2)</source>
        <translation>%1 : l&apos;image JPEG est abîmée (pas de marqueur de segment à l&apos;octet %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="676"/>
        <source>%1: the column &quot;%2&quot; is given twice</source>
        <translation>%1 : la colonne « %2 » est donnée deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="677"/>
        <source>%1: the column &quot;%2&quot; is not one of piece, side, strength, type, corps, movement</source>
        <translation>%1 : la colonne « %2 » n&apos;est pas l&apos;une de piece, side, strength, type, corps, movement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="680"/>
        <source>%1: the entry &quot;%2&quot; %3: a module&apos;s files stay inside it</source>
        <translation>%1 : l&apos;entrée « %2 » %3 : les fichiers d&apos;un module restent à l&apos;intérieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="681"/>
        <source>%1: the entry &quot;%2&quot; is a link: a module&apos;s files are files</source>
        <translation>%1 : l&apos;entrée « %2 » est un lien : les fichiers d&apos;un module sont des fichiers</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="682"/>
        <source>%1: the entry &quot;%2&quot; unpacks to %3 MB, more than a module&apos;s file may (%4 MB)</source>
        <translation>%1 : l&apos;entrée « %2 » se décompresse en %3 Mo, plus qu&apos;un fichier de module ne peut (%4 Mo)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="684"/>
        <source>%1: the entry &quot;%2&quot; unpacks to %3 times its packed size: refused as a zip bomb</source>
        <translation>%1 : l&apos;entrée « %2 » se décompresse en %3 fois sa taille compressée : refusée comme une bombe zip</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="690"/>
        <source>%1: the final state has no rolls to write (an Umpire defect: please report it)</source>
        <translation>%1&#xa0;: l&apos;état final n&apos;a pas de jets à écrire (un défaut d&apos;Umpire&#xa0;: merci de le signaler)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="692"/>
        <source>%1: the folder &quot;%2&quot; cannot be read: %3</source>
        <translation>%1 : le dossier « %2 » ne peut être lu : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="695"/>
        <source>%1: the header names no &quot;piece&quot; column (the piece&apos;s name in the module)</source>
        <translation>%1 : l&apos;en-tête ne nomme pas de colonne « piece » (le nom du pion dans le module)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="700"/>
        <source>%1: the map has no picture</source>
        <translation>%1 : la carte n&apos;a pas d&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="701"/>
        <source>%1: the map&apos;s picture &quot;%2&quot; is %3x%4 pixels, but the map places its grid on a picture of %5x%6: the picture was replaced; fit the grid again</source>
        <translation>%1 : l&apos;image de la carte « %2 » fait %3x%4 pixels, mais la carte place sa grille sur une image de %5x%6 : l&apos;image a été remplacée ; ajustez de nouveau la grille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="704"/>
        <source>%1: the module has no board with a hex grid: no map to import</source>
        <translation>%1 : le module n&apos;a pas de plateau à grille d&apos;hexagones : pas de carte à importer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="705"/>
        <source>%1: the obfuscated build file is cut short</source>
        <translation>%1 : le fichier de construction masqué est tronqué</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="706"/>
        <source>%1: the obfuscated build file is damaged</source>
        <translation>%1 : le fichier de construction masqué est abîmé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="707"/>
        <source>%1: the obfuscated build file is damaged at byte %2</source>
        <translation>%1 : le fichier de construction masqué est abîmé à l&apos;octet %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="708"/>
        <source>%1: the option to advance after combat %2 lapsed when combat %3 was resolved: it is exercised immediately, before any other combat resolution</source>
        <translation>%1&#xa0;: l&apos;option d&apos;avancer après le combat %2 a expiré quand le combat %3 a été résolu&#xa0;: elle s&apos;exerce immédiatement, avant toute autre résolution de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="711"/>
        <source>%1: the path &quot;%2&quot; %3: give a path relative to the file&apos;s own folder, inside it</source>
        <translation>%1 : le chemin « %2 » %3 : donnez un chemin relatif au dossier du fichier, à l&apos;intérieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="714"/>
        <source>%1: the path holds a control character</source>
        <translation>%1 : le chemin contient un caractère de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="715"/>
        <source>%1: the path is empty</source>
        <translation>%1 : le chemin est vide</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="716"/>
        <source>%1: the path is longer than 255 bytes</source>
        <translation>%1 : le chemin dépasse 255 octets</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="717"/>
        <source>%1: the picture &quot;%2&quot; cannot be opened</source>
        <translation>%1 : l&apos;image « %2 » ne peut être ouverte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="718"/>
        <source>%1: the picture &quot;%2&quot; cannot be read: %3</source>
        <translation>%1 : l&apos;image « %2 » ne peut être lue : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="719"/>
        <source>%1: the picture &quot;%2&quot; is %3 MB, more than Umpire reads (%4 MB)</source>
        <translation>%1 : l&apos;image « %2 » fait %3 Mo, plus qu&apos;Umpire ne lit (%4 Mo)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="720"/>
        <source>%1: the picture &quot;%2&quot; is a link to a file outside its folder (%3)</source>
        <translation>%1 : l&apos;image « %2 » est un lien vers un fichier hors de son dossier (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="722"/>
        <source>%1: the picture &quot;%2&quot; is missing</source>
        <translation>%1 : l&apos;image « %2 » manque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="723"/>
        <source>%1: the picture &quot;%2&quot; is not a file</source>
        <translation>%1 : l&apos;image « %2 » n&apos;est pas un fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="724"/>
        <source>%1: the picture is %2x%3 pixels, more than Umpire reads (%4 on a side)</source>
        <translation>%1 : l&apos;image fait %2x%3 pixels, plus qu&apos;Umpire ne lit (%4 par côté)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="726"/>
        <source>%1: the piece &quot;%2&quot; has a row already</source>
        <translation>%1 : le pion « %2 » a déjà une ligne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="727"/>
        <source>%1: the piece &quot;%2&quot;&apos;s side &quot;%3&quot; is not a side of %4</source>
        <translation>%1 : le camp « %3 » du pion « %2 » n&apos;est pas un camp de %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="728"/>
        <source>%1: the piece &quot;%2&quot;&apos;s type &quot;%3&quot; is not a unit type of %4</source>
        <translation>%1 : le type « %3 » du pion « %2 » n&apos;est pas un type d&apos;unité de %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="729"/>
        <source>%1: the players&apos; turns (who plays first)</source>
        <translation>%1&#xa0;: les tours des joueurs (qui joue en premier)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="730"/>
        <source>%1: the result of combat %2 is still to be carried out (%3): it is applied before any other combat is resolved</source>
        <translation>%1&#xa0;: le résultat du combat %2 reste à appliquer (%3)&#xa0;: il s&apos;applique avant de résoudre tout autre combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="732"/>
        <source>%1: the row names no piece</source>
        <translation>%1 : la ligne ne nomme pas de pion</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="733"/>
        <source>%1: the rule counts the hexes units occupy, but the game is not played on a map</source>
        <translation>%1&#xa0;: la règle compte les hexagones qu&apos;occupent les unités, mais la partie ne se joue pas sur une carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="736"/>
        <source>%1: the terrain of its map</source>
        <translation>%1&#xa0;: le terrain de sa carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="737"/>
        <source>%1: the turns of its turn record</source>
        <translation>%1&#xa0;: les tours de son calendrier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="738"/>
        <source>%1: the units of its order of battle</source>
        <translation>%1&#xa0;: les unités de son ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="745"/>
        <source>%1: uses the prototype &quot;%2&quot;, which the module does not define</source>
        <translation>%1 : utilise le prototype « %2 », que le module ne définit pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="747"/>
        <source>%1; %2 joins his army at %3 (N1815 3)</source>
        <translation>%1 ; %2 rejoint son armée à %3 (N1815 3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="748"/>
        <source>%1; %2 leaves the board</source>
        <translation>%1 ; %2 quitte la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="749"/>
        <source>%1; %2 leaves the board, no corps of his army left (N1815 3)</source>
        <translation>%1 ; %2 quitte la carte, plus aucun corps de son armée (N1815 3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="750"/>
        <source>%1; %2 moves to %3</source>
        <translation>%1 ; %2 va à %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="751"/>
        <source>%1; %2 × %3</source>
        <translation>%1&#xa0;; %2 × %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="762"/>
        <source>--ruleset: a module&apos;s maps are played by the map rules of nlb (Napoleon&apos;s Last Battles) or bmw (Battles of the Medieval World), not &quot;%1&quot;</source>
        <translation>--ruleset : les cartes d&apos;un module se jouent avec les règles de carte de nlb (Napoleon&apos;s Last Battles) ou bmw (Battles of the Medieval World), pas « %1 »</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="767"/>
        <source>A draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="770"/>
        <source>Allied combat</source>
        <translation>Combat allié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="771"/>
        <source>Allied movement</source>
        <translation>Mouvement allié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="772"/>
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="773"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="774"/>
        <source>BMW 10.3: leaders are not affected by archery: %1 may not be its target</source>
        <translation>BMW 10.3&#xa0;: les chefs ne sont pas affectés par le tir&#xa0;: %1 ne peut pas en être la cible</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="776"/>
        <source>BMW 11.1: %1 has rolled to reorganize this phase already</source>
        <translation>BMW 11.1&#xa0;: %1 a déjà lancé le dé pour se réorganiser dans cette phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="777"/>
        <source>BMW 11.1: %1 is not a disordered unit on the map</source>
        <translation>BMW 11.1&#xa0;: %1 n&apos;est pas une unité désorganisée sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="778"/>
        <source>BMW 11.1: it is the %1 player&apos;s Reorganization &amp; Rally Phase; %2 is the other player&apos;s</source>
        <translation>BMW 11.1&#xa0;: c&apos;est la phase de réorganisation et de ralliement du joueur %1&#xa0;; %2 est à l&apos;autre joueur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="781"/>
        <source>BMW 11.1: units reorganize in their player&apos;s Reorganization &amp; Rally Phase, not in the %1 phase</source>
        <translation>BMW 11.1&#xa0;: les unités se réorganisent dans la phase de réorganisation et de ralliement de leur joueur, pas dans la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="783"/>
        <source>BMW 11.2: %1 is rallied in a leader&apos;s hex, or next to it: no hex is open to it</source>
        <translation>BMW 11.2&#xa0;: %1 est ralliée dans l&apos;hexagone d&apos;un chef, ou à côté&#xa0;: aucun hexagone ne lui est ouvert</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="785"/>
        <source>BMW 11.2: %1 is rallied in a leader&apos;s hex, or next to it: one of %2, not %3</source>
        <translation>BMW 11.2&#xa0;: %1 est ralliée dans l&apos;hexagone d&apos;un chef, ou à côté&#xa0;: l&apos;un de %2, pas %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="789"/>
        <source>BMW 11.2: a unit is rallied in its player&apos;s Reorganization &amp; Rally Phase, not in the %1 phase</source>
        <translation>BMW 11.2 : une unité se rallie pendant la phase de réorganisation et ralliement de son joueur, pas pendant la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="791"/>
        <source>BMW 11.2: it is the %1 player&apos;s Reorganization &amp; Rally Phase; %2 is the %3 player&apos;s</source>
        <translation>BMW 11.2 : c&apos;est la phase de réorganisation et ralliement du joueur %1 ; %2 est au joueur %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="794"/>
        <source>BMW 11.2: name the hex %1 is placed in: one of %2</source>
        <translation>BMW 11.2&#xa0;: nommez l&apos;hexagone où %1 est placée&#xa0;: l&apos;un de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="795"/>
        <source>BMW 11.2: one eliminated unit a turn is rallied, and %1 was rallied this phase</source>
        <translation>BMW 11.2 : une seule unité éliminée se rallie par tour, et %1 a été ralliée pendant cette phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="799"/>
        <source>BMW 6.1: %1 has fired this archery phase already: once per phase</source>
        <translation>BMW 6.1&#xa0;: %1 a déjà tiré dans cette phase de tir&#xa0;: une fois par phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="800"/>
        <source>BMW 6.1: %1 has no archery (no fire factor)</source>
        <translation>BMW 6.1&#xa0;: %1 n&apos;a pas d&apos;archers (pas de facteur de tir)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="801"/>
        <source>BMW 6.1: %1 is not on the map</source>
        <translation>BMW 6.1&#xa0;: %1 n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="802"/>
        <source>BMW 6.1: archers fire in the Archery Fire phase, not in the %1 phase</source>
        <translation>BMW 6.1&#xa0;: les archers tirent dans la phase de tir, pas dans la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="804"/>
        <source>BMW 6.1: the inactive player&apos;s archers have fired: the active player&apos;s archery is over for this phase</source>
        <translation>BMW 6.1&#xa0;: les archers du joueur inactif ont tiré&#xa0;: le tir du joueur actif est fini pour cette phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="806"/>
        <source>BMW 6.2: %1 is not a unit on the map</source>
        <translation>BMW 6.2&#xa0;: %1 n&apos;est pas une unité sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="807"/>
        <source>BMW 6.2: %1 is not an enemy of %2</source>
        <translation>BMW 6.2&#xa0;: %1 n&apos;est pas un ennemi de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="808"/>
        <source>BMW 6.4: %1 in %2 has no clear line of sight to %3 in %4</source>
        <translation>BMW 6.4&#xa0;: %1 en %2 n&apos;a pas de ligne de vue dégagée vers %3 en %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="809"/>
        <source>BMW 6.4: %1 is %2 hexes from %3, beyond its range of %4 (counting the target hex)</source>
        <translation>BMW 6.4&#xa0;: %1 est à %2 hexagones de %3, au-delà de sa portée de %4 (en comptant l&apos;hexagone de la cible)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="812"/>
        <source>BMW 6.4: %1 is adjacent to %2, an eligible target: it must fire at it</source>
        <translation>BMW 6.4&#xa0;: %1 est adjacente à %2, une cible possible&#xa0;: elle doit tirer sur elle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="814"/>
        <source>BMW 6.5: %1 fires defensively at the attacking player&apos;s units</source>
        <translation>BMW 6.5&#xa0;: %1 tire en défense sur les unités du joueur qui attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="815"/>
        <source>BMW 6.5: defensive fire is at adjacent units only, and %1 is %2 hexes from %3</source>
        <translation>BMW 6.5&#xa0;: le tir défensif vise seulement des unités adjacentes, et %1 est à %2 hexagones de %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="817"/>
        <source>BMW 6: archery is journaled on a map of a game with archers; off the map, umpire-cli archery resolves a fire</source>
        <translation>BMW 6&#xa0;: le tir est consigné sur la carte d&apos;une partie avec archers&#xa0;; hors carte, umpire-cli archery résout un tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="819"/>
        <source>Battle at %1</source>
        <translation>Bataille à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="820"/>
        <source>Bring %1 on</source>
        <translation>Faire entrer %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="821"/>
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="822"/>
        <source>Change %1&apos;s victory points (now %2)</source>
        <translation>Changer les points de victoire de %1 (actuellement %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="823"/>
        <source>Cohesion</source>
        <translation>Cohésion</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="824"/>
        <source>Combat %1</source>
        <translation>Combat %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="825"/>
        <source>Combat %1, automatic</source>
        <translation>Combat %1, automatique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="826"/>
        <source>Combat %1, die %2</source>
        <translation>Combat %1, dé %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="828"/>
        <source>Corps</source>
        <translation>Corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="829"/>
        <source>Corps demoralised</source>
        <translation>Corps démoralisés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="830"/>
        <source>Corps in play</source>
        <translation>Corps en jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="833"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="834"/>
        <source>Demoralization level</source>
        <translation>Seuil de démoralisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="835"/>
        <source>Disintegration level</source>
        <translation>Seuil de désintégration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="836"/>
        <source>Eliminate %1</source>
        <translation>Éliminer %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="837"/>
        <source>End of turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="838"/>
        <source>Exited</source>
        <translation>Sortis de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="839"/>
        <source>French combat</source>
        <translation>Combat français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="841"/>
        <source>French movement</source>
        <translation>Mouvement français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="842"/>
        <source>French objectives</source>
        <translation>Objectifs français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="843"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="844"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="845"/>
        <source>Location</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="846"/>
        <source>Locations</source>
        <translation>Lieux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="848"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="849"/>
        <source>Movement points left</source>
        <translation>Points de mouvement restants</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="864"/>
        <source>NLB 10.1: %1 attacks out of the chateau in %2, so every enemy unit adjacent to it must be attacked: %3 in %4 is not among its defenders, and no other unit may still attack it</source>
        <translation>NLB 10.1&#xa0;: %1 attaque depuis le château en %2, donc toute unité ennemie adjacente doit être attaquée&#xa0;: %3 en %4 n&apos;est pas parmi ses défenseurs, et aucune autre unité ne peut plus l&apos;attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="880"/>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="881"/>
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="883"/>
        <source>Rally %1</source>
        <translation>Rallier %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="884"/>
        <source>Reduce %1 (strength %2)</source>
        <translation>Réduire %1 (force %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="885"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="886"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="887"/>
        <source>Still to do this phase</source>
        <translation>Reste à faire dans cette phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="888"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="889"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="890"/>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="891"/>
        <source>Turn %1 of %2 (%3), weather %4</source>
        <translation>Tour %1 sur %2 (%3), temps %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="892"/>
        <source>Turn %1 of %2, rain</source>
        <translation>Tour %1 sur %2, pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="893"/>
        <source>Turn %1, weather %2</source>
        <translation>Tour %1, temps %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="894"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="895"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="896"/>
        <source>Units on the map</source>
        <translation>Unités sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="905"/>
        <source>Vae Victis combat</source>
        <translation>combat Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="906"/>
        <source>Vae Victis combat: /rolls/%1: attacker&apos;s %2</source>
        <translation>combat Vae Victis : /rolls/%1 : %2 de l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="907"/>
        <source>Vae Victis combat: /rolls/%1: defender&apos;s %2</source>
        <translation>combat Vae Victis : /rolls/%1 : %2 du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="908"/>
        <source>Vae Victis combat: /rolls/%1: expected [attacker die, defender die], got %2</source>
        <translation>combat Vae Victis : /rolls/%1 : [dé de l&apos;attaquant, dé du défenseur] attendu, reçu %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="910"/>
        <source>Vae Victis combat: distance.value: expected the measured length, a number</source>
        <translation>combat Vae Victis : distance.value : longueur mesurée attendue, un nombre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="912"/>
        <source>Vae Victis combat: rolls: expected a list of [attacker die, defender die] pairs</source>
        <translation>combat Vae Victis : rolls : liste de paires [dé de l&apos;attaquant, dé du défenseur] attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="915"/>
        <source>Vae Victis measure: value: expected the measured length, a number</source>
        <translation>mesure Vae Victis : value : longueur mesurée attendue, un nombre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="917"/>
        <source>Vae Victis move: path: expected a list of {&quot;terrain&quot;, &quot;paces&quot; or &quot;distance&quot;}</source>
        <translation>mouvement Vae Victis : path : liste de {&quot;terrain&quot;, &quot;paces&quot; ou &quot;distance&quot;} attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="920"/>
        <source>Vae Victis take-over: give &quot;commander&quot; and &quot;general&quot;, their activation points</source>
        <translation>prise de commandement Vae Victis : indiquez &quot;commander&quot; et &quot;general&quot;, leurs points d&apos;activation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="923"/>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="924"/>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="925"/>
        <source>Weather roll %1: Rain</source>
        <translation>Jet de météo %1 : pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="926"/>
        <source>Weather roll %1: good weather</source>
        <translation>Jet de météo %1 : beau temps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="927"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="928"/>
        <source>a &quot;%1&quot; entry saying what happens beyond the chart</source>
        <translation>une entrée &quot;%1&quot; indiquant ce qui se passe au-delà de la table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="929"/>
        <source>a %1 id used once; &quot;%2&quot; appears twice</source>
        <translation>un identifiant de %1 utilisé une seule fois ; &quot;%2&quot; apparaît deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="931"/>
        <source>a %1 turn: no unit may enter an enemy controlled hex</source>
        <translation>un tour de %1 : aucune unité ne peut entrer dans un hexagone contrôlé par l&apos;ennemi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="932"/>
        <source>a %1 unit</source>
        <translation>une unité (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="933"/>
        <source>a French corps occupies %1 at the end of the turn: a one-time loss of %2 cohesion for each corps of the listed armies</source>
        <translation>un corps français occupe %1 à la fin du tour : une perte unique de %2 de cohésion pour chaque corps des armées indiquées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="935"/>
        <source>a Vae Victis action is a question {&quot;ask&quot;: ...} or a loss {&quot;action&quot;: &quot;loss&quot;, ...}</source>
        <translation>une action Vae Victis est une question {&quot;ask&quot;: ...} ou une perte {&quot;action&quot;: &quot;loss&quot;, ...}</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="938"/>
        <source>a Vae Victis request is a JSON object</source>
        <translation>une requête Vae Victis est un objet JSON</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="939"/>
        <source>a Vae Victis request names its &quot;game&quot;: %1</source>
        <translation>une requête Vae Victis nomme son &quot;game&quot; : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="940"/>
        <source>a Vae Victis request says what to compute in &quot;ask&quot; (data, measure, fire-range, move, formation, pass-through, zone-of-control, command, strategic-move, table, base, quality, activation, take-over, general-lost, combat, army, corps-morale, battle)</source>
        <translation>une requête Vae Victis indique quoi calculer dans &quot;ask&quot; (data, measure, fire-range, move, formation, pass-through, zone-of-control, command, strategic-move, table, base, quality, activation, take-over, general-lost, combat, army, corps-morale, battle)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="945"/>
        <source>a battle has two sides: give both armies</source>
        <translation>une bataille a deux camps : indiquez les deux armées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="946"/>
        <source>a board of %1x%2 squares needs more than the 100 markers of DICT_5X5_100</source>
        <translation>un plateau de %1x%2 cases exige plus que les 100 marqueurs de DICT_5X5_100</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="948"/>
        <source>a cap only on a &quot;per&quot; factor</source>
        <translation>un plafond seulement sur un facteur &quot;per&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="949"/>
        <source>a card count in the deck is negative</source>
        <translation>un nombre de cartes du paquet est négatif</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="950"/>
        <source>a card drawn for the %1</source>
        <translation>une carte tirée pour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="951"/>
        <source>a cohesion of 0 to %1</source>
        <translation>une cohésion de 0 à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="952"/>
        <source>a column &quot;%1&quot; (listed in /odds/columns)</source>
        <translation>une colonne &quot;%1&quot; (listée dans /odds/columns)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="953"/>
        <source>a column of /movement/columns</source>
        <translation>une colonne de /movement/columns</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="954"/>
        <source>a column of /movement/columns, not &quot;%1&quot;</source>
        <translation>une colonne de /movement/columns, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="955"/>
        <source>a column of the chart</source>
        <translation>une colonne de la table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="956"/>
        <source>a combat action is {&quot;action&quot;: &quot;play&quot;|&quot;respond&quot;|&quot;counterattack&quot;|&quot;reinforce&quot;|&quot;endReinforcements&quot;|&quot;distribute&quot;|&quot;retreat&quot;, ...}</source>
        <translation>une action de combat est {&quot;action&quot;: &quot;play&quot;|&quot;respond&quot;|&quot;counterattack&quot;|&quot;reinforce&quot;|&quot;endReinforcements&quot;|&quot;distribute&quot;|&quot;retreat&quot;, ...}</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="959"/>
        <source>a combat needs at least one attacking and one defending unit</source>
        <translation>un combat exige au moins une unité en attaque et une unité en défense</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="960"/>
        <source>a combat.resolved event without its request and outcome</source>
        <translation>un événement combat.resolved sans sa demande ni son issue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="961"/>
        <source>a condition for an automatic factor</source>
        <translation>une condition pour un facteur automatique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="962"/>
        <source>a corner (%1,%2) is outside the picture (%3x%4)</source>
        <translation>un coin (%1,%2) est hors de l&apos;image (%3x%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="963"/>
        <source>a corps needs an army, a name and its points: %1</source>
        <translation>un corps exige une armée, un nom et ses points : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="964"/>
        <source>a corps whose arrival no other setting sets; the setting &quot;%1&quot; sets the arrival of %2</source>
        <translation>un corps dont aucun autre réglage ne fixe l&apos;arrivée&#xa0;; le réglage «&#xa0;%1&#xa0;» fixe l&apos;arrivée de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="967"/>
        <source>a counterattack is tried after the defender matches; the battle is at the %1 step</source>
        <translation>une contre-attaque se tente après la réponse du défenseur ; la bataille en est à l&apos;étape %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="970"/>
        <source>a die of 1 to %1</source>
        <translation>un dé de 1 à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="971"/>
        <source>a die range within 1 to %1, from not above to</source>
        <translation>une plage de dé comprise entre 1 et %1, from ne dépassant pas to</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="972"/>
        <source>a die value</source>
        <translation>une valeur de dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="973"/>
        <source>a distance</source>
        <translation>une distance</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="974"/>
        <source>a distance cannot be negative: %1 %2 (measure from the element to the target or point, which gives 0 or more)</source>
        <translation>une distance ne peut pas être négative : %1 %2 (mesurez de l&apos;élément jusqu&apos;à la cible ou au point, ce qui donne 0 ou plus)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="976"/>
        <source>a distance cannot be negative: %1 paces</source>
        <translation>une distance ne peut pas être négative : %1 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="977"/>
        <source>a distance must be a number, not %1</source>
        <translation>une distance doit être un nombre, pas %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="978"/>
        <source>a distance of %1 %2 is larger than any table</source>
        <translation>une distance de %1 %2 dépasse toute table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="979"/>
        <source>a distance to the edge</source>
        <translation>une distance jusqu&apos;au bord</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="980"/>
        <source>a distance to the general</source>
        <translation>une distance jusqu&apos;au général</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="981"/>
        <source>a factor chosen by the players when it is counted (&quot;per&quot;)</source>
        <translation>un facteur choisi par les joueurs au moment du décompte (&quot;per&quot;)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="982"/>
        <source>a file without an extension</source>
        <translation>un fichier sans extension</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="983"/>
        <source>a fire combat needs the distance between firer and target (paces, or distance with a scale)</source>
        <translation>un combat de tir exige la distance entre le tireur et la cible (paces, ou distance avec une échelle)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="985"/>
        <source>a fire distance</source>
        <translation>une distance de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="986"/>
        <source>a game needs its sides</source>
        <translation>une partie exige ses camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="987"/>
        <source>a game&apos;s set-up is a JSON object</source>
        <translation>la mise en place d&apos;une partie est un objet JSON</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="988"/>
        <source>a general</source>
        <translation>un général</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="989"/>
        <source>a half-way mark below the starting cohesion %1</source>
        <translation>une marque de mi-parcours inférieure à la cohésion de départ %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="990"/>
        <source>a hand cannot hold fewer than 0 cards</source>
        <translation>une main ne peut pas contenir moins de 0 carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="992"/>
        <source>a hex id is empty: it is written CCRR, column then row</source>
        <translation>un identifiant d&apos;hexagone est vide : il s&apos;écrit CCRR, colonne puis rangée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="993"/>
        <source>a hex id is empty: this map writes its ids like %1</source>
        <translation>un numéro d&apos;hexagone est vide : cette carte écrit ses numéros comme %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="994"/>
        <source>a hex of the map %1, not &quot;%2&quot;</source>
        <translation>un hexagone de la carte %1, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="996"/>
        <source>a hex terrain needs &quot;movement&quot; (MP, or &quot;prohibited&quot;)</source>
        <translation>un terrain d&apos;hexagone exige &quot;movement&quot; (PM, ou &quot;prohibited&quot;)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="997"/>
        <source>a journal needs a ruleset</source>
        <translation>un journal exige une règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="998"/>
        <source>a journal&apos;s text must be UTF-8: the title, scenario or an event holds bytes that are not</source>
        <translation>le texte d&apos;un journal doit être en UTF-8 : le titre, le scénario ou un événement contient des octets qui ne le sont pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1002"/>
        <source>a known army, not &quot;%1&quot;</source>
        <translation>une armée connue, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1003"/>
        <source>a known location</source>
        <translation>un lieu connu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1004"/>
        <source>a known location, not &quot;%1&quot;</source>
        <translation>un lieu connu, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1005"/>
        <source>a last line without a condition, so every case has a result</source>
        <translation>une dernière ligne sans condition, pour que chaque cas ait un résultat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1006"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1007"/>
        <source>a location defined in /locations, not &quot;%1&quot;</source>
        <translation>un lieu défini dans /locations, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1008"/>
        <source>a long %1</source>
        <translation>un %1 long</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1009"/>
        <source>a long string</source>
        <translation>une longue chaîne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1010"/>
        <source>a loss cannot be negative (%1: %2)</source>
        <translation>une perte ne peut pas être négative (%1 : %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1011"/>
        <source>a map of %1, not %2, a map of the game &quot;%3&quot;</source>
        <translation>une carte de %1, et non %2, une carte du jeu «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1012"/>
        <source>a melee is between elements in contact: give no distance</source>
        <translation>une mêlée a lieu entre éléments au contact : n&apos;indiquez pas de distance</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1013"/>
        <source>a modified roll below the chart reads its lowest row (the rules do not say; Umpire&apos;s reading)</source>
        <translation>un jet modifié sous la table se lit sur sa ligne la plus basse (les règles ne le disent pas ; lecture d&apos;Umpire)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1018"/>
        <source>a movement cost in whole or half MP</source>
        <translation>un coût de mouvement en PM entiers ou demi-PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1019"/>
        <source>a number out of range (too large for any machine type)</source>
        <translation>un nombre hors limites (trop grand pour tout type machine)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1020"/>
        <source>a numbering that gives every hex its own id: hexes at column %1 row %2 and column %3 row %4 would both be &quot;%5&quot; (add a separator or zero padding)</source>
        <translation>une numérotation qui donne à chaque hexagone son propre numéro : les hexagones de la colonne %1 rangée %2 et de la colonne %3 rangée %4 seraient tous deux « %5 » (ajoutez un séparateur ou des zéros)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1023"/>
        <source>a path cost in whole or half MP above 0</source>
        <translation>un coût de chemin en PM entiers ou demi-PM, supérieur à 0</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1024"/>
        <source>a path needs at least one stretch of terrain</source>
        <translation>un chemin exige au moins un tronçon de terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1025"/>
        <source>a picture size must be positive</source>
        <translation>une taille d&apos;image doit être positive</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1026"/>
        <source>a player or side of this scenario, not &quot;%1&quot;</source>
        <translation>un joueur ou un camp de ce scénario, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1027"/>
        <source>a reinforcement attempt needs its &quot;roll&quot;</source>
        <translation>une tentative de renfort exige son &quot;roll&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1028"/>
        <source>a reorganization needs a die (--die N or --seed S)</source>
        <translation>une réorganisation exige un dé (--die N ou --seed S)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1029"/>
        <source>a result code defined in /results</source>
        <translation>un code de résultat défini dans /results</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1030"/>
        <source>a result code defined in /results, not &quot;%1&quot;</source>
        <translation>un code de résultat défini dans /results, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1031"/>
        <source>a result of the chart</source>
        <translation>un résultat de la table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1032"/>
        <source>a row id of /movement/rows</source>
        <translation>un identifiant de ligne de /movement/rows</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1033"/>
        <source>a row id of /movement/rows, not &quot;%1&quot;</source>
        <translation>un identifiant de ligne de /movement/rows, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1034"/>
        <source>a scale id used once; &quot;%1&quot; appears twice</source>
        <translation>un identifiant d&apos;échelle utilisé une seule fois ; &quot;%1&quot; apparaît deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1035"/>
        <source>a scenario needs an id</source>
        <translation>un scénario doit avoir un identifiant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1036"/>
        <source>a set-up location for every unit, but &quot;%1&quot; has none</source>
        <translation>un lieu de déploiement pour chaque unité, mais &quot;%1&quot; n&apos;en a pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1037"/>
        <source>a side cannot have fewer than 0 corps</source>
        <translation>un camp ne peut pas avoir moins de 0 corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1038"/>
        <source>a side has 1 to %1 corps (%2), not %3</source>
        <translation>un camp a de 1 à %1 corps (%2), pas %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1039"/>
        <source>a side needs a name</source>
        <translation>un camp doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1040"/>
        <source>a side of %1, not &quot;%2&quot;</source>
        <translation>un camp de %1, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1041"/>
        <source>a side of this scenario (%1), not &quot;%2&quot;</source>
        <translation>un camp de ce scénario (%1), pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1042"/>
        <source>a side of this scenario, not %1</source>
        <translation>un camp de ce scénario, pas %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1043"/>
        <source>a side that lists the army &quot;%1&quot; in its armies</source>
        <translation>un camp qui liste l&apos;armée &quot;%1&quot; parmi ses armées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1044"/>
        <source>a side without a name</source>
        <translation>un camp sans nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1045"/>
        <source>a side, not &quot;%1&quot;</source>
        <translation>un camp, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1046"/>
        <source>a starting cohesion of at least 1</source>
        <translation>une cohésion de départ d&apos;au moins 1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1047"/>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1048"/>
        <source>a terrain id from /terrain, not %1</source>
        <translation>un identifiant de terrain de /terrain, pas %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1049"/>
        <source>a terrain id used once; &quot;%1&quot; appears twice</source>
        <translation>un identifiant de terrain utilisé une seule fois ; &quot;%1&quot; apparaît deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1050"/>
        <source>a turn needs its label (&quot;2 PM&quot;, &quot;turn 3&quot;)</source>
        <translation>un tour doit avoir son libellé («&#xa0;14 h&#xa0;», «&#xa0;tour 3&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1051"/>
        <source>a turn of the turn record (1 to %1)</source>
        <translation>un tour de la piste des tours (1 à %1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1052"/>
        <source>a turn of the turn record (1 to %1), not %2</source>
        <translation>un tour du calendrier (1 à %1), pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1053"/>
        <source>a unique id, but &quot;%1&quot; is used twice</source>
        <translation>un identifiant unique, mais &quot;%1&quot; est utilisé deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1054"/>
        <source>a unit defined in /armies</source>
        <translation>une unité définie dans /armies</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1055"/>
        <source>a unit id of /units, not &quot;%1&quot;</source>
        <translation>un identifiant d&apos;unité de /units, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1056"/>
        <source>a unit id used once; &quot;%1&quot; appears twice</source>
        <translation>un identifiant d&apos;unité utilisé une seule fois ; &quot;%1&quot; apparaît deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1057"/>
        <source>a unit needs a name</source>
        <translation>une unité doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1058"/>
        <source>a unit type from /unitTypes, not %1</source>
        <translation>un type d&apos;unité de /unitTypes, pas %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1059"/>
        <source>a unit type of %1, not %2</source>
        <translation>un type d&apos;unité de %1, pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1060"/>
        <source>a value (or null for &quot;-&quot;) for column &quot;%1&quot;</source>
        <translation>une valeur (ou null pour &quot;-&quot;) pour la colonne &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1061"/>
        <source>a value the ruleset&apos;s rules read: &quot;%1&quot; needs %2</source>
        <translation>une valeur lue par les règles de ce jeu de règles&#xa0;: «&#xa0;%1&#xa0;» exige %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1062"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1063"/>
        <source>a whole number of 0 or more</source>
        <translation>un nombre entier de 0 ou plus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1064"/>
        <source>a whole number, %1 or more, is needed</source>
        <translation>il faut un nombre entier, %1 ou plus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1065"/>
        <source>a whole number, %1 or more, not &quot;%2&quot;</source>
        <translation>un nombre entier, %1 ou plus, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1066"/>
        <source>action</source>
        <translation>action</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1067"/>
        <source>action &quot;%1&quot;</source>
        <translation>action &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1068"/>
        <source>action &quot;%1&quot;: %2</source>
        <translation>action &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1069"/>
        <source>action &quot;apply&quot;: /displaced: expected an array of {&quot;unit&quot;, &quot;to&quot;}, as journal actions lists them</source>
        <translation>action &quot;apply&quot;&#xa0;: /displaced&#xa0;: un tableau de {&quot;unit&quot;, &quot;to&quot;} est attendu, comme journal actions les liste</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1074"/>
        <source>action &quot;combat&quot;: /request is missing: expected the combat request, an object</source>
        <translation>action &quot;combat&quot; : /request manquant : requête de combat attendue, un objet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1076"/>
        <source>action &quot;enter&quot;: /unit is missing: expected the unit&apos;s id</source>
        <translation>action &quot;enter&quot; : /unit manque : l&apos;identifiant de l&apos;unité est attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1077"/>
        <source>action &quot;event&quot;: /kind is missing: expected the event&apos;s kind</source>
        <translation>action &quot;event&quot; : /kind manquant : type de l&apos;événement attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1078"/>
        <source>action &quot;event&quot;: an override needs /data/why, the referee&apos;s reason</source>
        <translation>action «&#xa0;event&#xa0;»&#xa0;: une dérogation exige /data/why, la raison de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1080"/>
        <source>action &quot;exit&quot;: /unit is missing: expected the unit&apos;s id</source>
        <translation>action &quot;exit&quot; : /unit manque : l&apos;identifiant de l&apos;unité est attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1081"/>
        <source>action &quot;fire&quot;: give /unit (the archer) and /target</source>
        <translation>action «&#xa0;fire&#xa0;»&#xa0;: donnez /unit (l&apos;archer) et /target</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1082"/>
        <source>action &quot;loss&quot;: /corps is missing: expected the corps&apos; name</source>
        <translation>action &quot;loss&quot; : /corps manquant : nom du corps attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1083"/>
        <source>action &quot;move&quot;: /path: expected an array of hex ids</source>
        <translation>action &quot;move&quot; : /path : attendu une liste d&apos;hexagones</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1084"/>
        <source>action &quot;move&quot;: /unit is missing: expected the unit&apos;s id</source>
        <translation>action &quot;move&quot; : /unit manque : attendu l&apos;identifiant de l&apos;unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1085"/>
        <source>action &quot;move&quot;: give /path (the hexes it goes through) or /to (where it goes), one of them</source>
        <translation>action &quot;move&quot; : donnez /path (les hexagones traversés) ou /to (la destination), l&apos;un des deux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1087"/>
        <source>action &quot;reorganize&quot;: /unit is missing</source>
        <translation>action «&#xa0;reorganize&#xa0;»&#xa0;: /unit manque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1088"/>
        <source>action %1 (%2): %3</source>
        <translation>action %1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1089"/>
        <source>activation points cannot be negative</source>
        <translation>les points d&apos;activation ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1090"/>
        <source>alias &quot;%1&quot; is already a result code or another alias</source>
        <translation>l&apos;alias &quot;%1&quot; est déjà un code de résultat ou un autre alias</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1091"/>
        <source>all attacking units are eliminated: %1</source>
        <translation>toutes les unités attaquantes sont éliminées : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1092"/>
        <source>all defending units are eliminated: %1</source>
        <translation>toutes les unités en défense sont éliminées : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1093"/>
        <source>along the %1 from %2 to %3: %4 MP</source>
        <translation>le long de %1 de %2 à %3 : %4 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1094"/>
        <source>already demoralised at an earlier check: no new rally roll</source>
        <translation>déjà démoralisé lors d&apos;un test précédent : pas de nouveau jet de ralliement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1095"/>
        <source>an %1 dot</source>
        <translation>un point %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1096"/>
        <source>an %1 unit</source>
        <translation>une unité (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1097"/>
        <source>an action is an object with an &quot;action&quot; name, such as {&quot;action&quot;: &quot;weather&quot;, &quot;roll&quot;: 3}</source>
        <translation>une action est un objet avec un nom &quot;action&quot;, comme {&quot;action&quot;: &quot;weather&quot;, &quot;roll&quot;: 3}</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1099"/>
        <source>an action is an object with its &quot;action&quot;: combat, roll, next, turn, apply, move, enter or event</source>
        <translation>une action est un objet avec son &quot;action&quot; : combat, roll, next, turn, apply, move, enter ou event</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1101"/>
        <source>an added cost in whole or half MP</source>
        <translation>un coût supplémentaire en PM entiers ou demi-PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1102"/>
        <source>an adjacent non-disrupted enemy unit: %1 must fire at it</source>
        <translation>une unité ennemie adjacente non désorganisée : %1 doit lui tirer dessus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1103"/>
        <source>an append id holds no control characters</source>
        <translation>un identifiant d&apos;ajout ne contient aucun caractère de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1104"/>
        <source>an append id is 1 to %1 bytes long, not %2</source>
        <translation>un identifiant d&apos;ajout fait de 1 à %1 octets, pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1105"/>
        <source>an append id must be UTF-8 text</source>
        <translation>un identifiant d&apos;ajout doit être du texte UTF-8</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1106"/>
        <source>an array of %1 items</source>
        <translation>un tableau de %1 éléments</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1107"/>
        <source>an element id of /elements</source>
        <translation>un identifiant d&apos;élément de /elements</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1108"/>
        <source>an element id of /elements, not &quot;%1&quot;</source>
        <translation>un identifiant d&apos;élément de /elements, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1109"/>
        <source>an empty picture shows no board</source>
        <translation>une image vide ne montre aucun plateau</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1110"/>
        <source>an event must be a JSON object</source>
        <translation>un événement doit être un objet JSON</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1111"/>
        <source>an event of kind &quot;%1&quot; is not appended: undo and redo have their own actions, and the game is created once</source>
        <translation>un événement de type &quot;%1&quot; ne s&apos;ajoute pas : l&apos;annulation et le rétablissement ont leurs propres actions, et la partie n&apos;est créée qu&apos;une fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1113"/>
        <source>an event of kind &quot;%1&quot; is the engine&apos;s to compute: use the &quot;%2&quot; action (journal actions lists it)</source>
        <translation>un événement de type «&#xa0;%1&#xa0;» est calculé par le moteur&#xa0;: utilisez l&apos;action «&#xa0;%2&#xa0;» (journal actions la liste)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1115"/>
        <source>an event: a value of the wrong type: %1</source>
        <translation>un événement : une valeur du mauvais type : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1116"/>
        <source>an exact answer for %1 against %2 cards weighs too many deals; use Monte Carlo</source>
        <translation>un calcul exact pour %1 contre %2 cartes demande d&apos;examiner trop de donnes ; utilisez Monte Carlo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1118"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1119"/>
        <source>an object of %1 items</source>
        <translation>un objet de %1 éléments</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1120"/>
        <source>an override names a &quot;cohesion&quot; or a &quot;location&quot;</source>
        <translation>une modification indique une &quot;cohesion&quot; ou une &quot;location&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1121"/>
        <source>an unverified value must say where it comes from</source>
        <translation>une valeur non vérifiée doit indiquer sa source</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1122"/>
        <source>anchors: expected a list of anchor markers (marker, top_left_mm, side_mm)</source>
        <translation>anchors : liste de marqueurs d&apos;ancrage attendue (marker, top_left_mm, side_mm)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1124"/>
        <source>another side than the one whose levels change (%1)</source>
        <translation>un autre camp que celui dont les niveaux changent (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1125"/>
        <source>any rule-data folder</source>
        <translation>n&apos;importe quel dossier de données de règles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1126"/>
        <source>any value</source>
        <translation>n&apos;importe quelle valeur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1127"/>
        <source>armies defined in /armies, not &quot;%1&quot;</source>
        <translation>des armées définies dans /armies, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1128"/>
        <source>army</source>
        <translation>armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1129"/>
        <source>army &quot;%1&quot; is listed twice</source>
        <translation>l&apos;armée &quot;%1&quot; est listée deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1130"/>
        <source>arrays and objects nested deeper than %1 levels (at %2)</source>
        <translation>des tableaux et objets imbriqués sur plus de %1 niveaux (à %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1131"/>
        <source>artillery may never bombard into the chateau at %1</source>
        <translation>l&apos;artillerie ne peut jamais bombarder le château en %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1132"/>
        <source>artillery may not bombard on a %1 turn</source>
        <translation>l&apos;artillerie ne peut pas bombarder lors d&apos;un tour de %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1133"/>
        <source>aruco_dictionary: only &quot;DICT_4X4_1000&quot; is supported</source>
        <translation>aruco_dictionary : seul &quot;DICT_4X4_1000&quot; est pris en charge</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1134"/>
        <source>at %1: each key once, but %2 is given twice</source>
        <translation>à %1 : chaque clé une seule fois, mais %2 est donnée deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1135"/>
        <source>at most 32 terrain types, not %1</source>
        <translation>au plus 32 types de terrain, pas %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1136"/>
        <source>attack %1 against defence %2</source>
        <translation>attaque %1 contre défense %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1137"/>
        <source>attack strength</source>
        <translation>force d&apos;attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1138"/>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1139"/>
        <source>attacker %1 %2 = %3; defender %4 %5 = %6</source>
        <translation>attaquant %1 %2 = %3 ; défenseur %4 %5 = %6</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1140"/>
        <source>attacker halved: %1, rounding up</source>
        <translation>attaquant divisé par deux : %1, arrondi au supérieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1141"/>
        <source>attacker halved: %1; halve all, then round the total up</source>
        <translation>attaquant divisé par deux : %1 ; tout diviser, puis arrondir le total au supérieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1142"/>
        <source>attacker&apos;s corps is demoralised: %1 in attack</source>
        <translation>le corps de l&apos;attaquant est démoralisé : %1 en attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1143"/>
        <source>attacks on infantry in a chateau at %1 or more are resolved on %1</source>
        <translation>les attaques contre de l&apos;infanterie dans un château à %1 ou plus se résolvent à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1145"/>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1146"/>
        <source>bad &quot;id&quot; (the append&apos;s id, a string)</source>
        <translation>&quot;id&quot; incorrect (l&apos;identifiant de l&apos;ajout, une chaîne)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1147"/>
        <source>bands in ascending order of range</source>
        <translation>des tranches par ordre croissant de portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1148"/>
        <source>battle: %1 win (VV 10)</source>
        <translation>bataille : les %1 gagnent (VV 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1149"/>
        <source>battle: no side beaten yet</source>
        <translation>bataille : aucun camp n&apos;est encore battu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1150"/>
        <source>before the first turn</source>
        <translation>avant le premier tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1151"/>
        <source>board: %1</source>
        <translation>board : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1152"/>
        <source>board: %1 must be a number</source>
        <translation>board : %1 doit être un nombre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1153"/>
        <source>board: %1 must be a whole number</source>
        <translation>board : %1 doit être un nombre entier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1154"/>
        <source>board: dictionary must be DICT_5X5_100</source>
        <translation>board : dictionary doit être DICT_5X5_100</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1155"/>
        <source>board: expected an object with squares_x, squares_y, square_mm, marker_mm</source>
        <translation>board : objet attendu avec squares_x, squares_y, square_mm, marker_mm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1157"/>
        <source>bombarding %1 at range %2 (counting the target hex); bombarding artillery takes no combat result</source>
        <translation>%1 bombarde à portée %2 (hexagone cible compris) ; l&apos;artillerie qui bombarde ne subit aucun résultat de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1159"/>
        <source>bombarding %1 cannot be taken in the exchange</source>
        <translation>%1, qui bombarde, ne peut pas être pris dans l&apos;échange</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1160"/>
        <source>bombarding artillery may choose to retreat too</source>
        <translation>l&apos;artillerie qui bombarde peut aussi choisir de retraiter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1161"/>
        <source>both &quot;column&quot; and &quot;automatic&quot;, or neither</source>
        <translation>&quot;column&quot; et &quot;automatic&quot; ensemble, ou aucun des deux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1162"/>
        <source>calibration: %1</source>
        <translation>calibration : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1163"/>
        <source>calibration: expected homography_map_mm_to_image, a 3x3 matrix</source>
        <translation>calibration : homography_map_mm_to_image attendu, une matrice 3x3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1164"/>
        <source>calibration: homography_map_mm_to_image holds a non-number</source>
        <translation>calibration : homography_map_mm_to_image contient une valeur non numérique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1165"/>
        <source>calibration: homography_map_mm_to_image must be 3 rows of 3 numbers</source>
        <translation>calibration : homography_map_mm_to_image doit comporter 3 lignes de 3 nombres</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1167"/>
        <source>calibration: the homography is singular</source>
        <translation>calibrage : l&apos;homographie est singulière</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1168"/>
        <source>cannot be read: %1</source>
        <translation>illisible : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1169"/>
        <source>cannot read &quot;%1&quot; as a hex id: a column and a row, each in digits or letters, with or without a separator between</source>
        <translation>« %1 » ne se lit pas comme un numéro d&apos;hexagone : une colonne et une rangée, chacune en chiffres ou en lettres, avec ou sans séparateur entre elles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1171"/>
        <source>cannot read: %1</source>
        <translation>lecture impossible : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1172"/>
        <source>card counts adding up to the deck size %1, but they add up to %2</source>
        <translation>des nombres de cartes totalisant la taille du paquet, %1, mais leur total est %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1173"/>
        <source>carried casualties for an unknown side %1</source>
        <translation>pertes reportées pour un camp inconnu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1174"/>
        <source>carried demoralization for an unknown side %1</source>
        <translation>démoralisation reportée pour un camp inconnu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1175"/>
        <source>charging cavalry may enter only clear terrain, not %1 (%2)</source>
        <translation>la cavalerie qui charge ne peut entrer qu&apos;en terrain dégagé, pas en %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1176"/>
        <source>choose the retreat: %1</source>
        <translation>choisissez la retraite : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1177"/>
        <source>clear</source>
        <translation>beau temps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1178"/>
        <source>climbs out of its folder (&quot;..&quot;)</source>
        <translation>sort de son dossier (« .. »)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1179"/>
        <source>cohesion of %1 %2</source>
        <translation>cohésion de %1 %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1180"/>
        <source>columns in ascending odds order, but %1 follows %2</source>
        <translation>des colonnes par rapport de forces croissant, mais %1 suit %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1181"/>
        <source>combat %1, %2: %3</source>
        <translation>combat %1, %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1182"/>
        <source>combat %1, %2: %3 (in effect: %4)</source>
        <translation>combat %1, %2 : %3 (en fait : %4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1183"/>
        <source>combat %1: %2</source>
        <translation>combat %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1184"/>
        <source>combat %1: %2 %3 is not what its result obliges now; it obliges: %4</source>
        <translation>combat %1 : %2 %3 n&apos;est pas ce que son résultat impose maintenant ; il impose : %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1186"/>
        <source>combat %1: its result is carried out already</source>
        <translation>combat %1 : son résultat est déjà appliqué</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1187"/>
        <source>combat action &quot;%1&quot;: %2</source>
        <translation>action de combat &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1188"/>
        <source>combat at %1 (Umpire&apos;s virtual deck)</source>
        <translation>combat à %1 (paquet virtuel d&apos;Umpire)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1189"/>
        <source>combat at %1 (own cards)</source>
        <translation>combat à %1 (cartes des joueurs)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1190"/>
        <source>combat at %1 is not resolved yet (N1815 11)</source>
        <translation>le combat en %1 n&apos;est pas encore résolu (N1815 11)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1191"/>
        <source>combat at %1: %2 (active) attack first</source>
        <translation>combat à %1 : les %2 (actifs) attaquent en premier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1192"/>
        <source>combat can only end in a combat phase, not in the %1 phase</source>
        <translation>un combat ne peut se terminer qu&apos;en phase de combat, pas dans la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1193"/>
        <source>combat is fought in a combat phase (N1815 8), not in the %1 phase</source>
        <translation>le combat se livre en phase de combat (N1815 8), pas dans la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1195"/>
        <source>combat request</source>
        <translation>demande de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1196"/>
        <source>comes before the game is created</source>
        <translation>précède la création de la partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1197"/>
        <source>commanderInChief: no army %1 in this battle</source>
        <translation>commanderInChief : pas d&apos;armée %1 dans cette bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1198"/>
        <source>corps &quot;%1&quot; has %2 points, %3 over the %4 a corps may have (%5): give its points as its elements cost, or split it</source>
        <translation>le corps « %1 » a %2 points, %3 de plus que les %4 qu&apos;un corps peut avoir (%5) : donnez ses points selon le coût de ses éléments, ou divisez-le</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1200"/>
        <source>corps &quot;%1&quot; has %2 points; a corps has 1 to 1000</source>
        <translation>le corps &quot;%1&quot; a %2 points ; un corps en a de 1 à 1000</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1201"/>
        <source>corps &quot;%1&quot;: expected ARMY:NAME:POINTS, such as French:I Corps:36</source>
        <translation>corps &quot;%1&quot; : ARMY:NAME:POINTS attendu, par exemple French:I Corps:36</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1203"/>
        <source>corps &quot;%1&quot;: the points are a whole number</source>
        <translation>corps &quot;%1&quot; : les points sont un nombre entier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1204"/>
        <source>corps %1</source>
        <translation>corps %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1205"/>
        <source>corps %1 (%2)</source>
        <translation>corps %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1206"/>
        <source>corps %1 demoralised</source>
        <translation>corps %1 démoralisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1207"/>
        <source>corps %1 has cohesion %2 outside 1..%3</source>
        <translation>le corps %1 a une cohésion de %2, hors de 1..%3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1208"/>
        <source>corps %1 in good order</source>
        <translation>corps %1 en bon ordre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1210"/>
        <source>corps: no corps %1 in this battle</source>
        <translation>corps : pas de corps %1 dans cette bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1211"/>
        <source>costs %1, %2 over the %3 allowed: remove units worth at least %2 or move them to another corps</source>
        <translation>coûte %1, soit %2 de plus que les %3 autorisés : retirez des unités valant au moins %2 ou déplacez-les vers un autre corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1213"/>
        <source>counter_mm, counter_marker_mm: expected a marker no larger than its counter</source>
        <translation>counter_mm, counter_marker_mm : le marqueur ne doit pas être plus grand que son pion</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1215"/>
        <source>counterattack: %1</source>
        <translation>contre-attaque&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1216"/>
        <source>declines</source>
        <translation>refuse</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1217"/>
        <source>defence strength</source>
        <translation>force de défense</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1218"/>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1219"/>
        <source>defender&apos;s corps is demoralised: no deduction in defence</source>
        <translation>le corps du défenseur est démoralisé : aucune pénalité en défense</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1220"/>
        <source>demoralised</source>
        <translation>démoralisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1221"/>
        <source>demoralized</source>
        <translation>démoralisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1222"/>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1223"/>
        <source>dice %1 against %2: %3 against %4</source>
        <translation>dés %1 contre %2&#xa0;: %3 contre %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1224"/>
        <source>die %1</source>
        <translation>dé %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1225"/>
        <source>die %1 (generated, draw %2)</source>
        <translation>dé %1 (tiré, tirage %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1226"/>
        <source>die %1 is not a face of a %2-sided die</source>
        <translation>%1 n&apos;est pas une face d&apos;un dé à %2 faces</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1227"/>
        <source>die %1 is not a face of a %2-sided die: enter 1 to %2</source>
        <translation>%1 n&apos;est pas une face d&apos;un dé à %2 faces : saisissez une valeur de 1 à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1228"/>
        <source>die %1 on the %2 column</source>
        <translation>dé %1 dans la colonne %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1229"/>
        <source>disintegrated</source>
        <translation>désintégrée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1230"/>
        <source>displacing %1 from %2 would eliminate it, so it may not be displaced</source>
        <translation>déplacer %1 de %2 l&apos;éliminerait : il ne peut donc pas être déplacé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1232"/>
        <source>distance.value: expected the measured length, a number</source>
        <translation>distance.value : la longueur mesurée est attendue, sous forme de nombre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1233"/>
        <source>does not exist</source>
        <translation>n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1234"/>
        <source>each card type once, but &quot;%1&quot; is given twice</source>
        <translation>chaque type de carte une seule fois, mais &quot;%1&quot; est donné deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1235"/>
        <source>each counter value once; &quot;%1&quot; is given twice</source>
        <translation>chaque valeur de pion une seule fois&#xa0;; «&#xa0;%1&#xa0;» est donnée deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1236"/>
        <source>each die face 1 to %1 in exactly one quality; %2 is in %3</source>
        <translation>chaque face de dé de 1 à %1 dans exactement une qualité ; %2 est dans %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1237"/>
        <source>each part once; &quot;%1&quot; is given twice</source>
        <translation>chaque partie une fois&#xa0;; «&#xa0;%1&#xa0;» est donnée deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1238"/>
        <source>each road once, but %1 - %2 is given twice</source>
        <translation>chaque route une seule fois, mais %1 - %2 est donnée deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1239"/>
        <source>each setting once; &quot;%1&quot; is given twice</source>
        <translation>chaque réglage une fois&#xa0;; «&#xa0;%1&#xa0;» est donné deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1240"/>
        <source>each side adds its melee factor: %1 %2, %3 %4</source>
        <translation>chaque camp ajoute son facteur de mêlée : %1 %2, %3 %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1241"/>
        <source>each side once; &quot;%1&quot; is given twice</source>
        <translation>chaque camp une seule fois ; &quot;%1&quot; est donné deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1242"/>
        <source>each value once; %1 is given twice</source>
        <translation>chaque valeur une fois&#xa0;; %1 est donnée deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1243"/>
        <source>element ids of /elements; &quot;%1&quot; is not one</source>
        <translation>des identifiants d&apos;éléments de /elements ; &quot;%1&quot; n&apos;en est pas un</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1244"/>
        <source>eliminate %1</source>
        <translation>éliminer %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1245"/>
        <source>eliminate attacking units whose printed strengths total at least %1 (the defenders&apos; printed strength); least excess: %2 (%3)</source>
        <translation>éliminez des unités attaquantes dont les forces imprimées totalisent au moins %1 (la force imprimée des défenseurs) ; le moindre excédent : %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1247"/>
        <source>eliminated</source>
        <translation>éliminée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1248"/>
        <source>end of the turn: advance the turn cube</source>
        <translation>fin du tour : avancez le cube de tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1249"/>
        <source>entry &quot;%1&quot; is not for %2</source>
        <translation>l&apos;entrée &quot;%1&quot; ne concerne pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1250"/>
        <source>entry hex %1 is blocked by enemy units or zones of control: enter by the closest open edge hex</source>
        <translation>l&apos;hexagone d&apos;entrée %1 est bloqué par des unités ou des zones de contrôle ennemies : entrez par l&apos;hexagone de bord ouvert le plus proche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1252"/>
        <source>entry hex %1 may not be entered</source>
        <translation>on ne peut pas entrer dans l&apos;hexagone d&apos;entrée %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1253"/>
        <source>equal scores in melee: roll again</source>
        <translation>égalité en mêlée : relancez</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1254"/>
        <source>equal scores: both players roll again (VV 8 Results)</source>
        <translation>égalité : les deux joueurs relancent (VV 8 Résultats)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1255"/>
        <source>equal scores: the target is not beaten and the firer suffers nothing</source>
        <translation>égalité : la cible n&apos;est pas battue et le tireur ne subit rien</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1257"/>
        <source>event %1 (%2): %3</source>
        <translation>événement %1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1258"/>
        <source>event %1 (%2): a value of the wrong type: %3</source>
        <translation>événement %1 (%2) : une valeur du mauvais type : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1259"/>
        <source>event %1 (%2): its target is not an earlier event</source>
        <translation>événement %1 (%2) : sa cible n&apos;est pas un événement antérieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1260"/>
        <source>event %1 (redo): event %2 is not an undo</source>
        <translation>événement %1 (rétablir) : l&apos;événement %2 n&apos;est pas une annulation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1261"/>
        <source>event %1 (undo): event %2 (%3) cannot be undone</source>
        <translation>événement %1 (annulation) : l&apos;événement %2 (%3) ne peut pas être annulé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1262"/>
        <source>event %1 comes before the battle&apos;s set-up</source>
        <translation>l&apos;événement %1 précède la mise en place de la bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1263"/>
        <source>event %1 does not follow event %2</source>
        <translation>l&apos;événement %1 ne suit pas l&apos;événement %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1264"/>
        <source>event %1 is not a combat</source>
        <translation>l&apos;événement %1 n&apos;est pas un combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1265"/>
        <source>event %1 is not a combat of this phase whose result is still to be carried out</source>
        <translation>l&apos;événement %1 n&apos;est pas un combat de cette phase dont le résultat reste à appliquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1267"/>
        <source>event %1: %2 is %3 with today&apos;s rule data, the journal says %4</source>
        <translation>événement %1 : %2 vaut %3 avec les données de règles actuelles, le journal indique %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1268"/>
        <source>event %1: a generated roll from seed %2, not the game&apos;s seed %3</source>
        <translation>événement %1 : un jet tiré avec la graine %2, et non avec la graine %3 de la partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1269"/>
        <source>event %1: an %2 changes earlier events: replay instead</source>
        <translation>événement %1 : %2 modifie des événements antérieurs : rejouez plutôt</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1270"/>
        <source>event %1: draw %2 of seed %3 is %4, but the journal says %5</source>
        <translation>événement %1 : le tirage %2 de la graine %3 donne %4, mais le journal indique %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1271"/>
        <source>event %1: draw %2 was already used by event %3 (a re-roll)</source>
        <translation>événement %1 : le tirage %2 a déjà été utilisé par l&apos;événement %3 (une relance)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1272"/>
        <source>event %1: field &quot;%2&quot; must be %3, not %4</source>
        <translation>événement %1 : le champ &quot;%2&quot; doit être %3, et non %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1273"/>
        <source>event %1: its data holds text that is not UTF-8</source>
        <translation>événement %1 : ses données contiennent du texte qui n&apos;est pas en UTF-8</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1274"/>
        <source>event %1: its data is nested deeper than %2 levels</source>
        <translation>événement %1 : ses données sont imbriquées sur plus de %2 niveaux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1275"/>
        <source>event %1: its data must be a JSON object</source>
        <translation>événement %1 : ses données doivent être un objet JSON</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1276"/>
        <source>event %1: its request does not read: %2</source>
        <translation>événement %1 : sa requête est illisible : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1277"/>
        <source>event %1: missing field &quot;%2&quot;</source>
        <translation>événement %1 : champ &quot;%2&quot; manquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1278"/>
        <source>event %1: the combat no longer resolves: %2</source>
        <translation>événement %1 : le combat ne se résout plus : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1279"/>
        <source>event %1: the rules refuse it as the game stood: %2</source>
        <translation>événement %1 : les règles le refusent tel que le jeu était : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1280"/>
        <source>every active corps crossed a river to enter: %1 more cards for the %2</source>
        <translation>chaque corps actif a traversé une rivière pour entrer : %1 cartes de plus pour les %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1282"/>
        <source>every die roll 1 to %1 exactly once, but %2 is in %3 rows</source>
        <translation>chaque jet de dé de 1 à %1 exactement une fois, mais %2 figure dans %3 lignes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1283"/>
        <source>every other element attacking %1 recoils (VV 8.4)</source>
        <translation>tous les autres éléments qui attaquent %1 reculent (VV 8.4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1284"/>
        <source>every side has reached its defeat: the rules name no winner (a draw)</source>
        <translation>chaque camp a atteint sa défaite : les règles ne désignent pas de vainqueur (match nul)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1286"/>
        <source>every side needs a name</source>
        <translation>chaque camp doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1287"/>
        <source>every unit of the order of battle needs an id</source>
        <translation>chaque unité de l&apos;ordre de bataille doit avoir un identifiant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1288"/>
        <source>exactly %1 results, one for each die roll 1 to %1; found %2</source>
        <translation>exactement %1 résultats, un par jet de dé de 1 à %1 ; %2 trouvés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1289"/>
        <source>exchange: %1 eliminated</source>
        <translation>échange : %1 éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1290"/>
        <source>exchange: lose %1 (strength %2)</source>
        <translation>échange : perdre %1 (force %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1291"/>
        <source>exited</source>
        <translation>sortie de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1292"/>
        <source>expected &quot;all&quot; or &quot;any&quot;, got &quot;%1&quot;</source>
        <translation>&quot;all&quot; ou &quot;any&quot; attendu, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1293"/>
        <source>expected &quot;attacker&quot; or &quot;defender&quot;, got &quot;%1&quot;</source>
        <translation>attendu «&#xa0;attacker&#xa0;» ou «&#xa0;defender&#xa0;», reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1294"/>
        <source>expected &quot;columns&quot; or &quot;odds&quot;, got &quot;%1&quot;</source>
        <translation>&quot;columns&quot; ou &quot;odds&quot; attendu, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1295"/>
        <source>expected &quot;solid&quot; or &quot;open&quot;, got &quot;%1&quot;</source>
        <translation>attendu «&#xa0;solid&#xa0;» ou «&#xa0;open&#xa0;», reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1296"/>
        <source>expected a JSON object, got %1</source>
        <translation>objet JSON attendu, reçu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1297"/>
        <source>expected a list of automatic factor ids</source>
        <translation>liste d&apos;identifiants de facteurs automatiques attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1298"/>
        <source>expected a list of factor ids, or an object of id: count</source>
        <translation>liste d&apos;identifiants de facteurs attendue, ou un objet id : nombre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1299"/>
        <source>expected a list of {&quot;columns&quot;: N, &quot;reason&quot;: &quot;...&quot;}</source>
        <translation>liste de {&quot;columns&quot;: N, &quot;reason&quot;: &quot;...&quot;} attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1300"/>
        <source>expected a list of {&quot;unit&quot;, &quot;count&quot;}</source>
        <translation>liste de {&quot;unit&quot;, &quot;count&quot;} attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1301"/>
        <source>expected a non-empty list of armies</source>
        <translation>liste d&apos;armées non vide attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1302"/>
        <source>expected a non-empty list of units or strengths, got %1</source>
        <translation>liste non vide d&apos;unités ou de forces attendue, reçu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1303"/>
        <source>expected a number of paces, got %1</source>
        <translation>nombre de pas attendu, reçu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1304"/>
        <source>expected a shift other than 0 (negative is left)</source>
        <translation>décalage différent de 0 attendu (négatif vers la gauche)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1305"/>
        <source>expected a string, got %1</source>
        <translation>chaîne attendue, reçu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1306"/>
        <source>expected a whole number of at least %1, got %2</source>
        <translation>nombre entier d&apos;au moins %1 attendu, reçu %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1307"/>
        <source>expected a whole number of at most %1, got %2</source>
        <translation>nombre entier d&apos;au plus %1 attendu, reçu %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1308"/>
        <source>expected a whole number, got %1</source>
        <translation>nombre entier attendu, reçu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1309"/>
        <source>expected an object of player names to victory points</source>
        <translation>objet attendu, associant à chaque nom de joueur ses points de victoire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1310"/>
        <source>expected factor ids, got %1</source>
        <translation>identifiants de facteurs attendus, reçu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1311"/>
        <source>expected true or false, got %1</source>
        <translation>true ou false attendu, reçu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1312"/>
        <source>fewer than two hex centres lie on the picture</source>
        <translation>moins de deux centres d&apos;hexagones sont sur l&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1313"/>
        <source>fire</source>
        <translation>tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1314"/>
        <source>fire factor %1: expected a fire factor of at least 1</source>
        <translation>facteur de tir %1 : un facteur de tir d&apos;au moins 1 est attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1315"/>
        <source>firer</source>
        <translation>tireur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1316"/>
        <source>first: &quot;%1&quot; is neither %2 nor %3</source>
        <translation>first : &quot;%1&quot; n&apos;est ni %2 ni %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1317"/>
        <source>flees</source>
        <translation>fuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1318"/>
        <source>format version %1 does not exist</source>
        <translation>la version de format %1 n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1319"/>
        <source>format version %1 is newer than this program reads (%2): open it with a newer Umpire</source>
        <translation>la version de format %1 est plus récente que ce que lit ce programme (%2) : ouvrez-la avec un Umpire plus récent</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1322"/>
        <source>game created: %1</source>
        <translation>partie créée : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1323"/>
        <source>game created: %1; %2 units</source>
        <translation>partie créée : %1 ; %2 unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1324"/>
        <source>game created: %1; %2 units; seed %3</source>
        <translation>partie créée : %1 ; %2 unités ; graine %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1325"/>
        <source>game.created: %1</source>
        <translation>game.created : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1326"/>
        <source>general-lost counts against a corps: name its &quot;corps&quot;</source>
        <translation>general-lost compte contre un corps : nommez son « corps »</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1327"/>
        <source>give either a physical die or a generator seed, not both</source>
        <translation>donnez soit un dé physique, soit une graine de générateur, pas les deux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1328"/>
        <source>give the side of the corps</source>
        <translation>indiquez le camp du corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1329"/>
        <source>half or less</source>
        <translation>moitié ou moins</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1330"/>
        <source>halved</source>
        <translation>divisé par deux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1331"/>
        <source>has %1 %2 elements, %3 over the maximum of %4 per army: remove %3</source>
        <translation>a %1 éléments %2, soit %3 de plus que le maximum de %4 par armée : retirez-en %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1333"/>
        <source>has %1 corps and so needs a Commander-in-Chief: add one (generals are free)</source>
        <translation>a %1 corps et doit donc avoir un commandant en chef : ajoutez-en un (les généraux sont gratuits)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1335"/>
        <source>has %1 corps, %2 more than the %3 allowed: remove or merge corps</source>
        <translation>a %1 corps, soit %2 de plus que les %3 autorisés : retirez ou fusionnez des corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1336"/>
        <source>has a &quot;.&quot; part</source>
        <translation>a une partie « . »</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1337"/>
        <source>has an empty part</source>
        <translation>a une partie vide</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1338"/>
        <source>has no corps: add a corps of up to %1 points</source>
        <translation>n&apos;a aucun corps : ajoutez un corps d&apos;au plus %1 points</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1339"/>
        <source>has no elements: add units or remove the corps</source>
        <translation>n&apos;a aucun élément : ajoutez des unités ou retirez le corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1340"/>
        <source>hex %1 has no terrain (a hole in the map): give every hex a terrain or set &quot;defaultTerrain&quot;</source>
        <translation>l&apos;hexagone %1 n&apos;a pas de terrain (un trou dans la carte) : donnez un terrain à chaque hexagone ou définissez &quot;defaultTerrain&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1342"/>
        <source>hex %1 is not on the map&apos;s edge, so nothing can leave or enter the map there</source>
        <translation>l&apos;hexagone %1 n&apos;est pas au bord de la carte : rien ne peut y sortir de la carte ni y entrer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1344"/>
        <source>hex id &apos;%1&apos; is malformed: this map writes %2 digits, column then row (e.g. %3)</source>
        <translation>l&apos;identifiant d&apos;hexagone &apos;%1&apos; est mal formé : cette carte l&apos;écrit avec %2 chiffres, colonne puis ligne (par ex. %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1346"/>
        <source>hex id &apos;%1&apos; is not a hex of this map: its ids run from %2 to %3</source>
        <translation>le numéro d&apos;hexagone « %1 » n&apos;est pas un hexagone de cette carte : ses numéros vont de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1347"/>
        <source>hex id &apos;%1&apos; is off the map: columns %2 to %3, rows %4 to %5</source>
        <translation>l&apos;identifiant d&apos;hexagone &apos;%1&apos; est hors de la carte : colonnes %2 à %3, lignes %4 à %5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1348"/>
        <source>hexside feature &quot;%1&quot; is not in the terrain key</source>
        <translation>l&apos;élément de côté d&apos;hexagone &quot;%1&quot; n&apos;est pas dans la légende des terrains</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1349"/>
        <source>holds a backslash (write &apos;/&apos; between folders)</source>
        <translation>contient une barre oblique inverse (écrivez « / » entre les dossiers)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1350"/>
        <source>if the defender&apos;s hex is vacated, %1</source>
        <translation>si l&apos;hexagone du défenseur est libéré, %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1351"/>
        <source>in a game, generated rolls come from the game&apos;s own seed: give a physical die or none</source>
        <translation>dans une partie, les jets tirés viennent de la graine de la partie : donnez un dé physique ou rien</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1354"/>
        <source>in good order</source>
        <translation>en bon ordre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1355"/>
        <source>in range</source>
        <translation>à portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1356"/>
        <source>infantry in a chateau treats %1 as no effect</source>
        <translation>l&apos;infanterie dans un château traite %1 comme sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1357"/>
        <source>is a device, not a file</source>
        <translation>est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1358"/>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1359"/>
        <source>is absolute</source>
        <translation>est absolu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1360"/>
        <source>it does not end where a line ends</source>
        <translation>il ne se termine pas à la fin d&apos;une ligne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1361"/>
        <source>it does not match its checksum: it was changed after it was written (by hand, or a damaged disk), or a line before it was removed</source>
        <translation>elle ne correspond pas à sa somme de contrôle : elle a été modifiée après son écriture (à la main, ou par un disque endommagé), ou une ligne la précédant a été supprimée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1364"/>
        <source>it has already been in a combat this turn</source>
        <translation>il a déjà participé à un combat ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1365"/>
        <source>it has already tried this round</source>
        <translation>il a déjà essayé pendant ce round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1366"/>
        <source>it has been eliminated</source>
        <translation>il a été éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1367"/>
        <source>it has no checksum</source>
        <translation>elle n&apos;a pas de somme de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1368"/>
        <source>it holds a NUL byte</source>
        <translation>elle contient un octet NUL</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1369"/>
        <source>it is already at %1</source>
        <translation>il est déjà à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1370"/>
        <source>it is at %1, not next to %2</source>
        <translation>il est à %1, pas à côté de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1371"/>
        <source>it is not the attacker&apos;s turn to play a card: the battle is at the %1 step</source>
        <translation>ce n&apos;est pas à l&apos;attaquant de jouer une carte : la bataille en est à l&apos;étape %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1373"/>
        <source>it is the %1 player&apos;s Movement Phase; %2 is the %3 player&apos;s</source>
        <translation>c&apos;est la phase de mouvement du joueur %1 ; %2 est au joueur %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1374"/>
        <source>its append id &quot;%1&quot; is event %2&apos;s already</source>
        <translation>son identifiant d&apos;ajout &quot;%1&quot; est déjà celui de l&apos;événement %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1375"/>
        <source>its full move + 100 paces</source>
        <translation>son mouvement complet + 100 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1376"/>
        <source>its line does not carry its checksum</source>
        <translation>sa ligne ne porte pas sa somme de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1377"/>
        <source>its line does not match its checksum</source>
        <translation>sa ligne ne correspond pas à sa somme de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1378"/>
        <source>its line is not event %1</source>
        <translation>sa ligne n&apos;est pas l&apos;événement %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1379"/>
        <source>its rear-supporting element is not destroyed with it (VV 8.4 Rear Support)</source>
        <translation>son élément de soutien arrière n&apos;est pas détruit avec lui (VV 8.4 Soutien arrière)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1381"/>
        <source>its units have %1 in attack, not in defence; Guard units suffer no deduction</source>
        <translation>ses unités ont %1 en attaque, pas en défense ; les unités de la Garde ne subissent aucune pénalité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1383"/>
        <source>known armies, not &quot;%1&quot;</source>
        <translation>des armées connues, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1384"/>
        <source>known locations, not &quot;%1&quot;</source>
        <translation>des lieux connus, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1385"/>
        <source>leader value %1: expected 0 or more</source>
        <translation>valeur de chef %1 : 0 ou plus attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1386"/>
        <source>leaves casualties that do not match the eliminated units (an Umpire defect: please report it)</source>
        <translation>laisse des pertes qui ne correspondent pas aux unités éliminées (un défaut d&apos;Umpire : merci de le signaler)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1388"/>
        <source>lens: %1</source>
        <translation>objectif : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1389"/>
        <source>lens: camera must be the camera&apos;s name</source>
        <translation>objectif : camera doit être le nom de la caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1390"/>
        <source>lens: camera_matrix holds a non-number</source>
        <translation>objectif : camera_matrix contient une valeur non numérique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1391"/>
        <source>lens: camera_matrix must be 3 rows of 3 numbers</source>
        <translation>objectif : camera_matrix doit comporter 3 lignes de 3 nombres</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1392"/>
        <source>lens: camera_matrix must be [[fx, 0, cx], [0, fy, cy], [0, 0, 1]] with positive focal lengths</source>
        <translation>objectif : camera_matrix doit être [[fx, 0, cx], [0, fy, cy], [0, 0, 1]] avec des focales positives</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1394"/>
        <source>lens: distortion holds a non-number or an absurd value</source>
        <translation>objectif : distortion contient une valeur non numérique ou absurde</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1395"/>
        <source>lens: distortion must be a list of 4, 5, 8, 12 or 14 numbers</source>
        <translation>objectif : distortion doit être une liste de 4, 5, 8, 12 ou 14 nombres</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1396"/>
        <source>lens: distortion must be a list of 4, 5, 8, 12 or 14 numbers, not %1</source>
        <translation>objectif : distortion doit être une liste de 4, 5, 8, 12 ou 14 nombres, et non %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1398"/>
        <source>lens: expected a JSON object</source>
        <translation>objectif : objet JSON attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1399"/>
        <source>lens: image_size must be [width, height] in pixels</source>
        <translation>objectif : image_size doit être [largeur, hauteur] en pixels</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1400"/>
        <source>lens: not a lens file (expected &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>objectif : ce n&apos;est pas un fichier d&apos;objectif (&quot;format&quot;: &quot;%1&quot; attendu)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1401"/>
        <source>lens: rms_px must be a number of pixels</source>
        <translation>objectif : rms_px doit être un nombre de pixels</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1402"/>
        <source>lens: version %1 is newer than this Umpire reads (%2)</source>
        <translation>objectif : la version %1 est plus récente que ce que lit cet Umpire (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1403"/>
        <source>lens: version must be a whole number</source>
        <translation>objectif : version doit être un nombre entier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1404"/>
        <source>lens: views must be a whole number (of 0 to 1000000)</source>
        <translation>objectif : views doit être un nombre entier (de 0 à 1000000)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1405"/>
        <source>less but more than half</source>
        <translation>moins, mais plus de la moitié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1406"/>
        <source>line %1 does not match its checksum</source>
        <translation>la ligne %1 ne correspond pas à sa somme de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1407"/>
        <source>line %1 is damaged: %2; the %3 events before it open read-only (journal repair recovers those after it)</source>
        <translation>la ligne %1 est endommagée : %2 ; les %3 événements qui la précèdent s&apos;ouvrent en lecture seule (journal repair récupère ceux qui la suivent)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1409"/>
        <source>line %1 is damaged: %2; the journal opens read-only (journal verify names the damage, journal repair recovers the events)</source>
        <translation>la ligne %1 est endommagée&#xa0;: %2&#xa0;; le journal s&apos;ouvre en lecture seule (journal verify nomme le dommage, journal repair récupère les événements)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1411"/>
        <source>line %1 is damaged: the file was changed on disk while it was open; the %2 events before it open read-only (open it again)</source>
        <translation>la ligne %1 est endommagée : le fichier a été modifié sur le disque pendant qu&apos;il était ouvert ; les %2 événements qui la précèdent s&apos;ouvrent en lecture seule (ouvrez-le à nouveau)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1413"/>
        <source>line %1 is torn: its %2 bytes end without a complete event (a write cut off, as by a power cut); every event before it is here</source>
        <translation>la ligne %1 est tronquée : ses %2 octets s&apos;arrêtent sans événement complet (une écriture interrompue, par exemple par une coupure de courant) ; tous les événements qui la précèdent sont là</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1415"/>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1416"/>
        <source>locations listed in /locations, not &quot;%1&quot;</source>
        <translation>des lieux listés dans /locations, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1417"/>
        <source>long</source>
        <translation>longue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1418"/>
        <source>longer than 64 MiB, which no event is</source>
        <translation>dépasse 64 MiB, ce qu&apos;aucun événement ne fait</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1419"/>
        <source>losses are distributed once the combat is won; the battle is at the %1 step</source>
        <translation>les pertes se répartissent une fois le combat gagné ; la bataille en est à l&apos;étape %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1421"/>
        <source>map &quot;%1&quot; of this game is not loaded</source>
        <translation>la carte &quot;%1&quot; de cette partie n&apos;est pas chargée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1422"/>
        <source>map description &quot;%1&quot;: %2</source>
        <translation>description de carte &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1423"/>
        <source>map.%1: expected a whole number from 1 to 99</source>
        <translation>map.%1 : nombre entier de 1 à 99 attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1424"/>
        <source>map.flat_to_flat_mm: expected a positive size</source>
        <translation>map.flat_to_flat_mm : taille positive attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1425"/>
        <source>map.map_size_mm: expected a positive width and height</source>
        <translation>map.map_size_mm : largeur et hauteur positives attendues</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1426"/>
        <source>map.orientation: expected &quot;flat-top&quot; or &quot;pointy-top&quot;, not &quot;%1&quot;</source>
        <translation>map.orientation : &quot;flat-top&quot; ou &quot;pointy-top&quot; attendu, et non &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1428"/>
        <source>map: expected an object with the hex grid&apos;s geometry</source>
        <translation>map : objet attendu, avec la géométrie de la grille d&apos;hexagones</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1429"/>
        <source>marker %1 is %2, which is not on the map in the journal</source>
        <translation>le marqueur %1 est %2, qui n&apos;est pas sur la carte dans le journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1430"/>
        <source>marker %1 is not read in the image</source>
        <translation>le marqueur %1 n&apos;a pas été lu dans l&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1431"/>
        <source>marker %1 moved from hex %2 to hex %3</source>
        <translation>marqueur %1 déplacé de l&apos;hexagone %2 à l&apos;hexagone %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1432"/>
        <source>marker %1 removed from hex %2</source>
        <translation>marqueur %1 retiré de l&apos;hexagone %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1433"/>
        <source>markers up to id %1 in view: a larger board than %2x%3 squares (name its size with --squares)</source>
        <translation>marqueurs jusqu&apos;à l&apos;identifiant %1 visibles : plateau plus grand que %2x%3 cases (indiquez sa taille avec --squares)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1435"/>
        <source>match it with %1 or Combined Arms</source>
        <translation>répondez-y par %1 ou Combined Arms</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1436"/>
        <source>may exit the map from %1 for %2 MP in all</source>
        <translation>peut sortir de la carte depuis %1 pour %2 PM en tout</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1437"/>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1438"/>
        <source>melee</source>
        <translation>mêlée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1439"/>
        <source>missing or bad &quot;kind&quot;</source>
        <translation>&quot;kind&quot; manquant ou invalide</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1440"/>
        <source>missing or bad &quot;seq&quot; (a positive whole number)</source>
        <translation>&quot;seq&quot; manquant ou invalide (un nombre entier positif)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1441"/>
        <source>missing or bad &quot;time&quot;</source>
        <translation>&quot;time&quot; manquant ou invalide</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1442"/>
        <source>missing: &quot;%1&quot;, the die rolled (or let the program roll)</source>
        <translation>manquant : &quot;%1&quot;, le résultat du dé (ou laissez le programme le lancer)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1443"/>
        <source>missing: both sides&apos; elements are needed</source>
        <translation>manquant : il faut les éléments des deux camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1444"/>
        <source>missing: every army needs a name</source>
        <translation>manquant : chaque armée doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1445"/>
        <source>missing: every unit needs its printed combat strength</source>
        <translation>manquant : chaque unité doit avoir sa force de combat imprimée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1446"/>
        <source>missing: give &quot;%1&quot; or &quot;distance&quot;: {&quot;value&quot;, &quot;unit&quot;, &quot;scale&quot;}</source>
        <translation>manquant : donnez &quot;%1&quot; ou &quot;distance&quot;: {&quot;value&quot;, &quot;unit&quot;, &quot;scale&quot;}</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1448"/>
        <source>missing: list at least one unit</source>
        <translation>manquant : indiquez au moins une unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1449"/>
        <source>missing: name the game system, such as &quot;nlb&quot;, &quot;naw&quot; or &quot;bmw&quot;</source>
        <translation>manquant : nommez le système de jeu, par exemple &quot;nlb&quot;, &quot;naw&quot; ou &quot;bmw&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1451"/>
        <source>missing: the unit type of the element</source>
        <translation>manquant : le type d&apos;unité de l&apos;élément</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1452"/>
        <source>morale request</source>
        <translation>demande de moral</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1453"/>
        <source>more than %1 units in one combat</source>
        <translation>plus de %1 unités dans un même combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1454"/>
        <source>movement can only end in a movement phase, not in the %1 phase</source>
        <translation>un mouvement ne peut se terminer qu&apos;en phase de mouvement, pas dans la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1455"/>
        <source>movement ends</source>
        <translation>fin du mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1456"/>
        <source>movement ends; combat at: %1</source>
        <translation>le mouvement se termine ; combat à : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1457"/>
        <source>movement ends; combat at: none</source>
        <translation>le mouvement se termine ; combat : aucun</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1458"/>
        <source>movement points are rolled in a movement phase, not in the %1 phase</source>
        <translation>les points de mouvement se lancent en phase de mouvement, pas dans la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1460"/>
        <source>name one general: &quot;corps&quot; or &quot;commanderInChief&quot;, not both</source>
        <translation>nommez un seul général : « corps » ou « commanderInChief », pas les deux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1461"/>
        <source>nested deeper than %1 levels</source>
        <translation>imbriqué sur plus de %1 niveaux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1462"/>
        <source>night</source>
        <translation>nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1463"/>
        <source>no &quot;%1&quot;: the counters of %2 do not print it</source>
        <translation>pas de «&#xa0;%1&#xa0;»&#xa0;: les pions de %2 ne l&apos;impriment pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1464"/>
        <source>no &quot;%1&quot;: the setting &quot;%2&quot; says when the units of corps %3 arrive, and they enter the map then</source>
        <translation>pas de «&#xa0;%1&#xa0;»&#xa0;: le réglage «&#xa0;%2&#xa0;» dit quand arrivent les unités du corps %3, et elles entrent alors sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1466"/>
        <source>no Vae Victis game named</source>
        <translation>aucun jeu Vae Victis indiqué</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1467"/>
        <source>no anchor in view: the last calibration is used, nothing is removed</source>
        <translation>aucune ancre visible : le dernier calibrage est utilisé, rien n&apos;est retiré</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1469"/>
        <source>no anchor marker in view (%1): the map cannot be located</source>
        <translation>aucun marqueur d&apos;ancrage visible (%1) : la carte ne peut pas être localisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1470"/>
        <source>no combat is being fought</source>
        <translation>aucun combat n&apos;est en cours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1471"/>
        <source>no combat is being fought: start one with {&quot;action&quot;: &quot;startCombat&quot;, &quot;location&quot;: ...}</source>
        <translation>aucun combat n&apos;est en cours : lancez-en un avec {&quot;action&quot;: &quot;startCombat&quot;, &quot;location&quot;: ...}</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1473"/>
        <source>no combat on a %1 turn: adjacent units simply remain in place</source>
        <translation>pas de combat lors d&apos;un tour de %1 : les unités adjacentes restent simplement en place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1474"/>
        <source>no corps &quot;%1&quot;</source>
        <translation>aucun corps &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1475"/>
        <source>no corps &quot;%1&quot; in this battle</source>
        <translation>aucun corps &quot;%1&quot; dans cette bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1476"/>
        <source>no corps given: ARMY:NAME:POINTS for each, such as French:I Corps:36</source>
        <translation>aucun corps indiqué : ARMY:NAME:POINTS pour chacun, par exemple French:I Corps:36</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1478"/>
        <source>no corps of the %1 is left to retreat</source>
        <translation>il ne reste aucun corps des %1 pour retraiter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1479"/>
        <source>no counterattack</source>
        <translation>pas de contre-attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1480"/>
        <source>no dice: give rolls, one [attacker, defender] pair (or let the program roll)</source>
        <translation>aucun dé : donnez les jets, une paire [attaquant, défenseur] (ou laissez le programme lancer)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1482"/>
        <source>no die</source>
        <translation>pas de dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1483"/>
        <source>no die given: the chances on the %1 column follow</source>
        <translation>aucun dé donné : voici les chances de la colonne %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1484"/>
        <source>no dot</source>
        <translation>aucun point</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1485"/>
        <source>no eligible hex for %1 to retreat to: it is eliminated</source>
        <translation>aucun hexagone admissible où %1 puisse retraiter : il est éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1486"/>
        <source>no game.created event: not a Vae Victis battle</source>
        <translation>aucun événement game.created : ce n&apos;est pas une bataille Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1961"/>
        <source>unknown action &quot;%1&quot;: expected combat, roll, next, turn, apply, move, enter, exit, fire, reorganize or event</source>
        <translation>action &quot;%1&quot; inconnue&#xa0;: combat, roll, next, turn, apply, move, enter, exit, fire, reorganize ou event attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="2008"/>
        <source>yes, or nothing for no, not &quot;%1&quot;</source>
        <translation>«&#xa0;yes&#xa0;», ou rien pour non, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1489"/>
        <source>no hex grid found on the picture: click three hex centres instead</source>
        <translation>aucune grille d&apos;hexagones trouvée sur l&apos;image : cliquez plutôt trois centres d&apos;hexagones</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1491"/>
        <source>no hex grid stands out on the picture (the best outlines match %1%): click three hex centres instead</source>
        <translation>aucune grille d&apos;hexagones ne ressort de l&apos;image (les meilleurs contours correspondent à %1 %) : cliquez plutôt trois centres d&apos;hexagones</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1493"/>
        <source>no hex is open to %1 and it may not retreat off the map: it is eliminated</source>
        <translation>aucun hexagone n&apos;est ouvert à %1 et il ne peut pas retraiter hors de la carte : il est éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1495"/>
        <source>no hex is open to %1: it is eliminated</source>
        <translation>aucun hexagone n&apos;est ouvert à %1 : il est éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1496"/>
        <source>no map &quot;%1&quot; in the rule-data folders (maps/%1.json)</source>
        <translation>pas de carte &quot;%1&quot; dans les dossiers de règles (maps/%1.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1497"/>
        <source>no marker ids given (like 1-40,57)</source>
        <translation>aucun identifiant de marqueur indiqué (par exemple 1-40,57)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1498"/>
        <source>no marker of the board (%1x%2 squares, DICT_5X5_100) in view</source>
        <translation>aucun marqueur du plateau (%1x%2 cases, DICT_5X5_100) visible</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1499"/>
        <source>no more objectives drawn than there are cards</source>
        <translation>pas plus d&apos;objectifs tirés qu&apos;il n&apos;y a de cartes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1500"/>
        <source>no more reinforcements</source>
        <translation>plus de renforts</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1501"/>
        <source>no more than the full card rating %1</source>
        <translation>pas plus que la valeur de cartes complète, %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1502"/>
        <source>no n1815.json (Napoleon 1815 Returns rule data) in %1</source>
        <translation>pas de n1815.json (données de règles de Napoleon 1815 Returns) dans %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1503"/>
        <source>no open edge hex: the reinforcements cannot enter</source>
        <translation>aucun hexagone de bord ouvert : les renforts ne peuvent pas entrer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1504"/>
        <source>no range condition in a melee factor</source>
        <translation>pas de condition de portée dans un facteur de mêlée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1505"/>
        <source>no reinforcement entry &quot;%1&quot; on map %2</source>
        <translation>aucune entrée de renforts &quot;%1&quot; sur la carte %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1506"/>
        <source>no retreat</source>
        <translation>pas de retraite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1507"/>
        <source>no retreat is possible from %1 (N1815 Retreats)</source>
        <translation>aucune retraite n&apos;est possible depuis %1 (N1815 Retreats)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1508"/>
        <source>no retreat is possible: the retreating corps are eliminated (the rules do not say; Umpire&apos;s reading)</source>
        <translation>aucune retraite n&apos;est possible : les corps en retraite sont éliminés (les règles ne le disent pas ; lecture d&apos;Umpire)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1510"/>
        <source>no road from %1 to %2: units move from town to connected town by road (N1815 2)</source>
        <translation>pas de route de %1 à %2 : les unités vont par la route d&apos;une ville à une ville reliée (N1815 2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1513"/>
        <source>no roll</source>
        <translation>pas de jet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1514"/>
        <source>no sample map for %1 (maps/sample-%1.json) in the rule data: its terrain key is a new map&apos;s</source>
        <translation>pas de carte d&apos;exemple pour %1 (maps/sample-%1.json) dans les données de règles : sa légende des terrains est celle d&apos;une nouvelle carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1516"/>
        <source>no setting &quot;%1&quot;: the scenario&apos;s settings are %2</source>
        <translation>pas de réglage «&#xa0;%1&#xa0;»&#xa0;: les réglages du scénario sont %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1517"/>
        <source>no side &quot;%1&quot; in this battle (its sides: %2)</source>
        <translation>pas de camp «&#xa0;%1&#xa0;» dans cette bataille (ses camps&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1518"/>
        <source>no unit &quot;%1&quot; in the positions</source>
        <translation>aucune unité &quot;%1&quot; dans les positions</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1519"/>
        <source>no unit &quot;%1&quot; in this game&apos;s order of battle</source>
        <translation>pas d&apos;unité &quot;%1&quot; dans l&apos;ordre de bataille de cette partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1520"/>
        <source>no unit may advance after combat into a %1</source>
        <translation>aucune unité ne peut avancer après combat dans un %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1521"/>
        <source>no unit may advance into the chateau at %1</source>
        <translation>aucune unité ne peut avancer dans le château en %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1522"/>
        <source>no unit of the order of battle carries camera marker %1</source>
        <translation>aucune unité de l&apos;ordre de bataille ne porte le marqueur de caméra %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1523"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1524"/>
        <source>none of the battle&apos;s victory conditions holds yet</source>
        <translation>aucune des conditions de victoire de la bataille n&apos;est encore remplie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1525"/>
        <source>not arrived</source>
        <translation>pas arrivée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1526"/>
        <source>not every adjacent attacker attacks across the %1, so it does not affect the defence (setting hexsideApplies: all)</source>
        <translation>les attaquants adjacents n&apos;attaquent pas tous à travers %1 : il n&apos;affecte donc pas la défense (réglage hexsideApplies : all)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1528"/>
        <source>not for %1</source>
        <translation>pas pour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1529"/>
        <source>not valid JSON</source>
        <translation>JSON invalide</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1530"/>
        <source>not valid JSON at %1: %2</source>
        <translation>JSON invalide à %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1531"/>
        <source>not valid JSON at %1: a NUL byte (byte offset %2), which JSON text never holds</source>
        <translation>JSON invalide à %1 : un octet NUL (position d&apos;octet %2), ce qu&apos;un texte JSON ne contient jamais</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1533"/>
        <source>not valid JSON at %1: a byte that is not UTF-8 (%2 at byte offset %3)</source>
        <translation>JSON invalide à %1 : un octet qui n&apos;est pas de l&apos;UTF-8 (%2 à la position d&apos;octet %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1535"/>
        <source>note: %1</source>
        <translation>note : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1536"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1537"/>
        <source>nothing happens to either side</source>
        <translation>il n&apos;arrive rien à aucun des deux camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1538"/>
        <source>nothing to record: give the points lost or the general lost</source>
        <translation>rien à enregistrer : indiquez les points perdus ou le général perdu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1539"/>
        <source>nothing to redo</source>
        <translation>rien à rétablir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1540"/>
        <source>nothing to undo</source>
        <translation>rien à annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1541"/>
        <source>odds above the last chart column</source>
        <translation>rapport de forces au-delà de la dernière colonne de la table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1542"/>
        <source>odds below the first chart column</source>
        <translation>rapport de forces en deçà de la première colonne de la table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1543"/>
        <source>off the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1544"/>
        <source>one defending unit may advance into a hex the attackers vacated</source>
        <translation>une unité en défense peut avancer dans un hexagone libéré par les attaquants</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1545"/>
        <source>one of %1, not &quot;%2&quot;</source>
        <translation>l&apos;un de %1, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1546"/>
        <source>one of the choices&apos; values: %1, not %2</source>
        <translation>l&apos;une des valeurs des choix&#xa0;: %1, pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1547"/>
        <source>one of the sides in /sides, not &quot;%1&quot;</source>
        <translation>l&apos;un des camps de /sides, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1548"/>
        <source>one victorious unit may advance into %1, ignoring enemy zones of control</source>
        <translation>une unité victorieuse peut avancer en %1, sans tenir compte des zones de contrôle ennemies</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1550"/>
        <source>one victorious unit may advance into the vacated hex (still the one hex limit)</source>
        <translation>une unité victorieuse peut avancer dans l&apos;hexagone libéré (toujours d&apos;un seul hexagone)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1552"/>
        <source>one victorious unit may advance one hex into %1, regardless of zones of control</source>
        <translation>une unité victorieuse peut avancer d&apos;un hexagone en %1, quelles que soient les zones de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1555"/>
        <source>only %1 corners of the board in view, %2 needed</source>
        <translation>seulement %1 coins du plateau visibles, %2 nécessaires</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1556"/>
        <source>only Combined Arms matches Combined Arms</source>
        <translation>seul Combined Arms répond à Combined Arms</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1557"/>
        <source>only against %1</source>
        <translation>seulement contre %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1558"/>
        <source>only against a target in %1 cover, and %2 gives %3 cover</source>
        <translation>seulement contre une cible à couvert %1, et %2 donne un couvert %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1559"/>
        <source>only against a target in %1 cover, and %2 gives no cover</source>
        <translation>seulement contre une cible à couvert %1, et %2 ne donne aucun couvert</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1560"/>
        <source>only at %1 range</source>
        <translation>seulement à portée %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1561"/>
        <source>only beyond %1 paces</source>
        <translation>seulement au-delà de %1 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1562"/>
        <source>only bombarding artillery attacked: the attacker loses nothing</source>
        <translation>seule de l&apos;artillerie qui bombarde a attaqué : l&apos;attaquant ne perd rien</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1563"/>
        <source>only columns listed in /odds/columns; &quot;%1&quot; is not</source>
        <translation>seulement les colonnes listées dans /odds/columns ; &quot;%1&quot; n&apos;y est pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1564"/>
        <source>only for %1, not %2</source>
        <translation>seulement pour %1, pas pour %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1565"/>
        <source>only for a side that fires</source>
        <translation>seulement pour un camp qui tire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1566"/>
        <source>only for the %1</source>
        <translation>seulement pour les %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1567"/>
        <source>only in %1</source>
        <translation>seulement en %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1568"/>
        <source>only in %1 (VV 5.6: a square may not be outflanked)</source>
        <translation>seulement en %1 (VV 5.6 : un carré ne peut pas être débordé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1569"/>
        <source>only in %1 cover, and %2 gives %3 cover</source>
        <translation>seulement à couvert %1, et %2 donne un couvert %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1570"/>
        <source>only in %1 cover, and %2 gives no cover</source>
        <translation>seulement à couvert %1, et %2 ne donne aucun couvert</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1571"/>
        <source>only in %1 terrain, and %2 is %3</source>
        <translation>seulement en terrain %1, et %2 est %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1572"/>
        <source>only its units of no corps (%1): restore the nationality</source>
        <translation>seulement ses unités sans corps (%1)&#xa0;: levez la démoralisation de la nationalité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1573"/>
        <source>only over half range (%1 paces)</source>
        <translation>seulement au-delà de la demi-portée (%1 pas)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1574"/>
        <source>only under %1 paces</source>
        <translation>seulement à moins de %1 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1575"/>
        <source>only when charging in the first round of melee</source>
        <translation>seulement en chargeant, au premier round de mêlée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1576"/>
        <source>only when firing %1</source>
        <translation>seulement en tirant %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1577"/>
        <source>order of battle: unit &quot;%1&quot; needs a new id, a known side and a strength</source>
        <translation>ordre de bataille : l&apos;unité &quot;%1&quot; doit avoir un nouvel id, un camp connu et une force</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1579"/>
        <source>order_of_battle: %1 is an anchor marker</source>
        <translation>order_of_battle : %1 est un marqueur d&apos;ancrage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1580"/>
        <source>order_of_battle: %1 is not a marker id from 0 to 999</source>
        <translation>order_of_battle : %1 n&apos;est pas un id de marqueur de 0 à 999</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1581"/>
        <source>order_of_battle: expected a list of counter marker ids</source>
        <translation>order_of_battle : liste d&apos;ids de marqueurs de pions attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1582"/>
        <source>out of range</source>
        <translation>hors de portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1583"/>
        <source>override %1</source>
        <translation>correction %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1584"/>
        <source>override of %1: computed %2, imposed %3 (%4)</source>
        <translation>correction de %1 : calculé %2, imposé %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1585"/>
        <source>paint a few hexes of at least two terrains first: the suggestions come from the painted hexes&apos; colours</source>
        <translation>peignez d&apos;abord quelques hexagones d&apos;au moins deux terrains : les propositions viennent des couleurs des hexagones peints</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1587"/>
        <source>phase: %1</source>
        <translation>phase : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1588"/>
        <source>phase: %1 %2</source>
        <translation>phase : %1 %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1589"/>
        <source>points lost: %1 is not 0 to 1000</source>
        <translation>points perdus : %1 n&apos;est pas entre 0 et 1000</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1590"/>
        <source>push the column behind %1 back the depth of its base (VV 8 Recoil)</source>
        <translation>repoussez la colonne derrière %1 de la profondeur de son socle (VV 8 Recul)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1592"/>
        <source>rain</source>
        <translation>pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1593"/>
        <source>rally die %1: up to %2 elements rally under orders, of the %3 within command radius</source>
        <translation>dé de ralliement %1 : jusqu&apos;à %2 éléments se rallient aux ordres, sur les %3 dans le rayon de commandement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1596"/>
        <source>range</source>
        <translation>portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1597"/>
        <source>range %1, counting the target hex but not the firing hex</source>
        <translation>portée %1, en comptant l&apos;hexagone cible mais pas celui du tireur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1598"/>
        <source>recoils</source>
        <translation>recule</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1599"/>
        <source>recoils a base width, about-turns and flees its full movement + %1 paces towards its own baseline</source>
        <translation>recule d&apos;une largeur de socle, fait demi-tour et fuit de son mouvement complet + %1 pas vers son bord de table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1601"/>
        <source>redo of undo %1</source>
        <translation>rétablissement de l&apos;annulation %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1602"/>
        <source>reduceTo: %1 is not a column of the %2 chart</source>
        <translation>reduceTo : %1 n&apos;est pas une colonne de la table %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1603"/>
        <source>reduceTo: cannot reduce to %1: the attack is at %2, and a reduction only lowers the odds (%3)</source>
        <translation>reduceTo : impossible de réduire à %1 : l&apos;attaque est à %2, et une réduction ne peut que baisser le rapport de forces (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1605"/>
        <source>reinforcements are tried after a round of combat; the battle is at the %1 step</source>
        <translation>les renforts se tentent après un round de combat ; la bataille en est à l&apos;étape %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1607"/>
        <source>result codes from /results; &quot;%1&quot; is not one</source>
        <translation>codes de résultat de /results ; &quot;%1&quot; n&apos;en est pas un</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1608"/>
        <source>results for element &quot;%1&quot;</source>
        <translation>résultats de l&apos;élément &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1609"/>
        <source>retreat to %1</source>
        <translation>retraite vers %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1610"/>
        <source>roll %1</source>
        <translation>jet %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1611"/>
        <source>roll %1 (generated, draw %2)</source>
        <translation>jet %1 (tiré, tirage %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1612"/>
        <source>roll %1 (generated: seed %2, draw %3)</source>
        <translation>jet %1 (tiré : graine %2, tirage %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1613"/>
        <source>roll %1 (physical die)</source>
        <translation>jet %1 (dé physique)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1614"/>
        <source>roll the quality of %1 first (VV 4.2), or give it</source>
        <translation>tirez d&apos;abord la qualité de %1 (VV 4.2), ou donnez-la</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1615"/>
        <source>rolls %1</source>
        <translation>obtient %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1616"/>
        <source>rolls %1 (generated)</source>
        <translation>obtient %1 (tiré par Umpire)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1617"/>
        <source>round %1: %2 attack with %3</source>
        <translation>round %1 : les %2 attaquent avec %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1618"/>
        <source>round %1: %2 plays %3, matched with %4</source>
        <translation>manche %1&#xa0;: %2 joue %3, répondu par %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1619"/>
        <source>round %1: %2 plays %3, not matched</source>
        <translation>manche %1&#xa0;: %2 joue %3, sans réponse</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1620"/>
        <source>say where %1 goes: &quot;to&quot; one of %2</source>
        <translation>dites où va %1 : &quot;to&quot; parmi %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1621"/>
        <source>say where %1 moves: a path of hexes, or the hex it goes to</source>
        <translation>dites où va %1 : un chemin d&apos;hexagones, ou l&apos;hexagone de destination</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1622"/>
        <source>scenario %1 has no unit &quot;%2&quot;</source>
        <translation>le scénario %1 n&apos;a pas d&apos;unité « %2 »</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1623"/>
        <source>scenario %1 is a game of %2, not %3</source>
        <translation>le scénario %1 est une partie de %2, pas de %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1624"/>
        <source>sequence number %1 where %2 was expected</source>
        <translation>numéro de séquence %1 alors que %2 était attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1625"/>
        <source>setting %1 (%2): %3 is not one of its values: %4</source>
        <translation>réglage %1 (%2)&#xa0;: %3 n&apos;est pas l&apos;une de ses valeurs&#xa0;: %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1626"/>
        <source>setting %1: a turn, a whole number of 1 or more, not %2</source>
        <translation>réglage %1&#xa0;: un tour, un nombre entier de 1 ou plus, pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1627"/>
        <source>several armies reach their demoralization levels at the same instant: give the phasing player (--phasing) so %1 can say which is demoralized first</source>
        <translation>plusieurs armées atteignent leur seuil de démoralisation au même instant : indiquez le joueur en phase (--phasing) pour que %1 puisse dire laquelle est démoralisée en premier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1630"/>
        <source>short</source>
        <translation>courte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1631"/>
        <source>side %1: a %2 level of %3 is not allowed: a level is a number of casualties, 1 or more</source>
        <translation>camp %1 : un niveau %2 de %3 n&apos;est pas permis : un niveau est un nombre de pertes, 1 ou plus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1636"/>
        <source>sides from /sides; &quot;%1&quot; is not one</source>
        <translation>camps de /sides ; &quot;%1&quot; n&apos;en est pas un</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1637"/>
        <source>stack %1 of the column enters %2 for %1 x %3 = %4 MP</source>
        <translation>la pile %1 de la colonne entre en %2 pour %1 x %3 = %4 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1638"/>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1639"/>
        <source>strength must be a whole number of 0 or more</source>
        <translation>la force doit être un nombre entier, 0 ou plus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1640"/>
        <source>stretch %1 of the path: %2</source>
        <translation>tronçon %1 du trajet : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1641"/>
        <source>stretch %1 of the path: a distance cannot be negative: %2 paces</source>
        <translation>tronçon %1 du trajet : une distance ne peut pas être négative : %2 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1642"/>
        <source>target</source>
        <translation>cible</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1643"/>
        <source>terrain &quot;%1&quot; is in the key twice</source>
        <translation>le terrain &quot;%1&quot; figure deux fois dans la légende</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1644"/>
        <source>terrain &quot;%1&quot; is not in the terrain key</source>
        <translation>le terrain &quot;%1&quot; ne figure pas dans la légende des terrains</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1645"/>
        <source>terrain effects do not combine for combat: %1 takes %2 (%3), the best for the defender, not %4</source>
        <translation>les effets de terrain ne se cumulent pas au combat : %1 prend %2 (%3), le meilleur pour le défenseur, pas %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1647"/>
        <source>terrain ids of /terrain; &quot;%1&quot; is not one</source>
        <translation>ids de terrain de /terrain ; &quot;%1&quot; n&apos;en est pas un</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1648"/>
        <source>the %1 Commander-in-Chief</source>
        <translation>le commandant en chef %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1649"/>
        <source>the %1 army disintegrates: a %2 victory</source>
        <translation>l&apos;armée %1 se désintègre&#xa0;: victoire des %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1650"/>
        <source>the %1 army has %2 corps, more than the %3 an army may have (%4)</source>
        <translation>l&apos;armée %1 a %2 corps, plus que les %3 qu&apos;une armée peut avoir (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1651"/>
        <source>the %1 army has already rolled its movement points this turn</source>
        <translation>l&apos;armée %1 a déjà fait son jet de points de mouvement ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1652"/>
        <source>the %1 army has not rolled its movement points yet (N1815 10)</source>
        <translation>l&apos;armée %1 n&apos;a pas encore fait son jet de points de mouvement (N1815 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1653"/>
        <source>the %1 army is demoralized: %2</source>
        <translation>l&apos;armée %1 est démoralisée&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1654"/>
        <source>the %1 army is demoralized: a %2 victory</source>
        <translation>l&apos;armée %1 est démoralisée&#xa0;: victoire des %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1655"/>
        <source>the %1 army is not the active side&apos;s: only %2 armies move now (N1815 10)</source>
        <translation>l&apos;armée %1 n&apos;appartient pas au camp actif : seules les armées %2 se déplacent maintenant (N1815 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1657"/>
        <source>the %1 army reached %2 losses first, at event %3</source>
        <translation>l&apos;armée %1 a atteint %2 pertes la première, à l&apos;événement %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1658"/>
        <source>the %1 battle-round losses are %2, but the distribution adds up to %3</source>
        <translation>les pertes des %1 pour ce round de bataille sont de %2, mais la répartition totalise %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1660"/>
        <source>the %1 between %2 and %3 blocks the line of sight</source>
        <translation>%1 entre %2 et %3 bloque la ligne de vue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1661"/>
        <source>the %1 cannot retreat to %2 from %3: the retreats allowed are %4 (N1815 Retreats)</source>
        <translation>les %1 ne peuvent pas retraiter de %3 vers %2 : les retraites permises sont %4 (N1815 Retraites)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1664"/>
        <source>the %1 friendly element(s) behind, facing the same way, are pushed back the depth of their base</source>
        <translation>les %1 élément(s) ami(s) derrière, tournés dans le même sens, sont repoussés de la profondeur de leur socle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1666"/>
        <source>the %1 hand</source>
        <translation>la main %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1667"/>
        <source>the %1 hand holds no %2 card</source>
        <translation>la main des %1 ne contient aucune carte %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1668"/>
        <source>the %1 hand is empty</source>
        <translation>la main des %1 est vide</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1669"/>
        <source>the %1 hand is empty: it cannot match</source>
        <translation>la main des %1 est vide : impossible de répondre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1670"/>
        <source>the %1 have no corps in the combat to take their %2 battle-round losses</source>
        <translation>les %1 n&apos;ont aucun corps au combat pour subir leurs %2 pertes de round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1672"/>
        <source>the %1 losses are already distributed</source>
        <translation>les pertes des %1 sont déjà réparties</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1674"/>
        <source>the %1 occupy %2: %3 for each of them</source>
        <translation>les %1 occupent %2&#xa0;: %3 pour chacun d&apos;eux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1675"/>
        <source>the Commander-in-Chief may not take command of the corps (VV 5.1)</source>
        <translation>le commandant en chef ne peut pas prendre le commandement du corps (VV 5.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1677"/>
        <source>the Commander-in-Chief may take command of the corps (VV 5.1)</source>
        <translation>le commandant en chef peut prendre le commandement du corps (VV 5.1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1678"/>
        <source>the French objectives</source>
        <translation>les objectifs français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1679"/>
        <source>the French objectives are already drawn</source>
        <translation>les objectifs français sont déjà tirés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1680"/>
        <source>the French objectives are drawn (hidden)</source>
        <translation>les objectifs français sont tirés (cachés)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1681"/>
        <source>the French objectives are drawn (seed %1)</source>
        <translation>les objectifs français sont tirés (graine %1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1682"/>
        <source>the French objectives are not both achieved (they stay hidden)</source>
        <translation>les objectifs français ne sont pas tous deux atteints (ils restent cachés)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1683"/>
        <source>the French objectives are recorded (hidden)</source>
        <translation>les objectifs français sont notés (cachés)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1684"/>
        <source>the French objectives are recorded: %1</source>
        <translation>les objectifs français sont notés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1685"/>
        <source>the French player has %1 objectives (N1815 5), not %2</source>
        <translation>le joueur français a %1 objectifs (N1815 5), pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1686"/>
        <source>the French player reveals his objectives, %1, and wins</source>
        <translation>le joueur français révèle ses objectifs, %1, et gagne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1687"/>
        <source>the French player&apos;s %1 objectives are recorded (hidden until revealed)</source>
        <translation>les %1 objectifs du joueur français sont enregistrés (cachés jusqu&apos;à leur révélation)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1689"/>
        <source>the action needs its &quot;roll&quot;</source>
        <translation>l&apos;action doit avoir son &quot;roll&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1690"/>
        <source>the action needs its &quot;seed&quot;, the generator&apos;s seed</source>
        <translation>l&apos;action doit avoir son &quot;seed&quot;, la graine du générateur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1691"/>
        <source>the active side &quot;%1&quot; is not a side of the game</source>
        <translation>le camp actif &quot;%1&quot; n&apos;est pas un camp de la partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1692"/>
        <source>the active side&apos;s corps at %1 have already fought this turn (N1815 11)</source>
        <translation>les corps du camp actif à %1 ont déjà combattu ce tour-ci (N1815 11)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1694"/>
        <source>the anchor markers in view give no usable map position</source>
        <translation>les marqueurs d&apos;ancrage visibles ne donnent aucune position utilisable sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1695"/>
        <source>the app shuffles its deck of %1 cards</source>
        <translation>l&apos;application mélange son paquet de %1 cartes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1696"/>
        <source>the army list is for %1 but the rules loaded are %2</source>
        <translation>la liste d&apos;armée est pour %1 mais la règle chargée est %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1697"/>
        <source>the attacker eliminates one attacking unit of his choice</source>
        <translation>l&apos;attaquant élimine une unité attaquante de son choix</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1698"/>
        <source>the attacker plays %1</source>
        <translation>l&apos;attaquant joue %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1699"/>
        <source>the attacker wins %1 +/- %2 under the stated policy: %3</source>
        <translation>l&apos;attaquant gagne %1 +/- %2 selon la politique indiquée : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1700"/>
        <source>the attacker wins %1 under the stated policy: %2</source>
        <translation>l&apos;attaquant gagne %1 selon la politique indiquée : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1701"/>
        <source>the attackers&apos; printed strengths (%1) fall short of the defenders&apos; %2: every attacking unit that took part is eliminated</source>
        <translation>les forces imprimées des attaquants (%1) n&apos;atteignent pas les %2 des défenseurs : toutes les unités attaquantes engagées sont éliminées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1703"/>
        <source>the attacking army is demoralized</source>
        <translation>l&apos;armée attaquante est démoralisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1704"/>
        <source>the attacking army is demoralized: no unit may advance after combat</source>
        <translation>l&apos;armée attaquante est démoralisée : aucune unité ne peut avancer après combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1706"/>
        <source>the battle is applied to the board and the sheets</source>
        <translation>la bataille est reportée sur la carte et les feuilles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1707"/>
        <source>the board cannot be looked for: %1</source>
        <translation>impossible de chercher la mire : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1708"/>
        <source>the board is seen in %1 view, at least %2 are needed (10 to 20 is better): show the board tilted, at every corner of the picture</source>
        <translation>la mire n&apos;apparaît que sur %1 vue, il en faut au moins %2 (10 à 20, c&apos;est mieux) : montrez la mire inclinée, dans chaque coin de l&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1710"/>
        <source>the board is seen in %1 views, at least %2 are needed (10 to 20 is better): show the board tilted, at every corner of the picture</source>
        <translation>la mire n&apos;apparaît que sur %1 vues, il en faut au moins %2 (10 à 20, c&apos;est mieux) : montrez la mire inclinée, dans chaque coin de l&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1713"/>
        <source>the board needs 3 to 30 squares each way, not %1x%2</source>
        <translation>la mire doit avoir de 3 à 30 cases dans chaque sens, pas %1x%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1714"/>
        <source>the category of element &quot;%1&quot;, %2</source>
        <translation>la catégorie de l&apos;élément &quot;%1&quot;, %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1715"/>
        <source>the chart has no %1 column: read the next one down</source>
        <translation>la table n&apos;a pas de colonne %1 : lisez la suivante vers le bas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1716"/>
        <source>the checkpoint&apos;s game state: %1</source>
        <translation>l&apos;état de la partie du point de reprise : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1717"/>
        <source>the combat at %1 has already been fought this turn</source>
        <translation>le combat à %1 a déjà été livré ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1718"/>
        <source>the combat at %1 is not finished: finish it before &quot;%2&quot;</source>
        <translation>le combat à %1 n&apos;est pas terminé : terminez-le avant &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1719"/>
        <source>the combat is for %1 but the rules loaded are %2</source>
        <translation>le combat est pour %1 mais la règle chargée est %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1720"/>
        <source>the combat is for ruleset &quot;%1&quot;, but the game plays %2</source>
        <translation>le combat est pour la règle &quot;%1&quot;, mais la partie se joue avec %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1721"/>
        <source>the combat is not over: it is at the %1 step</source>
        <translation>le combat n&apos;est pas terminé : il en est à l&apos;étape %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1722"/>
        <source>the combat phase ends</source>
        <translation>fin de la phase de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1723"/>
        <source>the corps general is lost: all its elements flee unless the Commander-in-Chief rallies those within his command radius (%1)</source>
        <translation>le général du corps est perdu : tous ses éléments fuient, sauf ceux que le commandant en chef rallie dans son rayon de commandement (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1725"/>
        <source>the counterattack die needs at least one face</source>
        <translation>le dé de contre-attaque doit avoir au moins une face</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1726"/>
        <source>the deck is empty</source>
        <translation>la pioche est vide</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1727"/>
        <source>the deck is empty: no more cards to deal</source>
        <translation>le paquet est vide : plus de cartes à distribuer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1728"/>
        <source>the deck is empty: no more cards to deal for %1</source>
        <translation>le paquet est vide : plus de cartes à distribuer pour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1729"/>
        <source>the defender answers after the attacker plays; the battle is at the %1 step</source>
        <translation>le défenseur répond après que l&apos;attaquant a joué ; la bataille en est à l&apos;étape %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1731"/>
        <source>the defender declines</source>
        <translation>le défenseur refuse</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1732"/>
        <source>the defender eliminates one defending unit of his choice</source>
        <translation>le défenseur élimine une unité en défense de son choix</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1733"/>
        <source>the defender is on a %1</source>
        <translation>le défenseur est sur un %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1734"/>
        <source>the defender is on a %1 and not every attacker is</source>
        <translation>le défenseur est sur un %1 et les attaquants n&apos;y sont pas tous</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1735"/>
        <source>the defender is on a %1 but so is every attacker: no shift</source>
        <translation>le défenseur est sur un %1 mais tous les attaquants aussi : pas de décalage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1736"/>
        <source>the defender matches with %1</source>
        <translation>le défenseur répond par %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1737"/>
        <source>the defending army is demoralized</source>
        <translation>l&apos;armée en défense est démoralisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1738"/>
        <source>the distance to the enemy at the end</source>
        <translation>la distance à l&apos;ennemi à la fin</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1739"/>
        <source>the distance to the enemy at the start</source>
        <translation>la distance à l&apos;ennemi au début</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1740"/>
        <source>the events leave casualties that do not match the eliminated units (an Umpire defect: please report it)</source>
        <translation>les événements laissent des pertes qui ne correspondent pas aux unités éliminées (un défaut d&apos;Umpire : merci de le signaler)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1742"/>
        <source>the file is shorter than its replay checkpoint says</source>
        <translation>le fichier est plus court que ne le dit son point de reprise</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1743"/>
        <source>the file is shorter than when it was read: another program cut it, so it opens read-only (open it again)</source>
        <translation>le fichier est plus court que lors de sa lecture : un autre programme l&apos;a tronqué, il s&apos;ouvre donc en lecture seule (rouvrez-le)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1745"/>
        <source>the firer %1 adds its fire factor</source>
        <translation>le tireur %1 ajoute son facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1746"/>
        <source>the firer is out of its range (%1 paces)</source>
        <translation>le tireur est hors de sa portée (%1 pas)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1747"/>
        <source>the firer is outside its field of fire</source>
        <translation>le tireur est hors de son champ de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1748"/>
        <source>the first line is not a journal header (no &quot;version&quot;)</source>
        <translation>la première ligne n&apos;est pas un en-tête de journal (pas de &quot;version&quot;)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1749"/>
        <source>the first line is not an Umpire journal header (&quot;format&quot; is not &quot;umpire-journal&quot;)</source>
        <translation>la première ligne n&apos;est pas un en-tête de journal Umpire (&quot;format&quot; n&apos;est pas &quot;umpire-journal&quot;)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1752"/>
        <source>the four corners do not enclose a map: give them as top-left, top-right, bottom-right, bottom-left</source>
        <translation>les quatre coins n&apos;entourent pas une carte : donnez-les en haut à gauche, en haut à droite, en bas à droite, en bas à gauche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1754"/>
        <source>the frame cannot be read: %1</source>
        <translation>impossible de lire la capture : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1755"/>
        <source>the frame is empty (no picture, or a file that is not an image)</source>
        <translation>la capture est vide (pas d&apos;image, ou un fichier qui n&apos;est pas une image)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1756"/>
        <source>the frame is not an 8-bit colour or gray picture</source>
        <translation>la capture n&apos;est pas une image 8 bits en couleur ou en niveaux de gris</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1757"/>
        <source>the frame is too small (%1x%2 pixels) to read markers</source>
        <translation>la capture est trop petite (%1x%2 pixels) pour lire les marqueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1758"/>
        <source>the game has %1 turns: turn %2 is past the end of the turn record</source>
        <translation>la partie a %1 tours : le tour %2 dépasse la fin de la piste des tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1760"/>
        <source>the game is created twice</source>
        <translation>la partie est créée deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1761"/>
        <source>the game is not over: it is %1, and the turn record has %2 turns</source>
        <translation>la partie n&apos;est pas finie&#xa0;: c&apos;est %1, et le calendrier a %2 tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1762"/>
        <source>the game is over and nothing decided it before: a %1 victory</source>
        <translation>la partie est finie et rien ne l&apos;a décidée avant&#xa0;: victoire des %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1763"/>
        <source>the game is over: give each player&apos;s victory points (--vp PLAYER:POINTS), at least two players</source>
        <translation>la partie est terminée : donnez les points de victoire de chaque joueur (--vp PLAYER:POINTS), au moins deux joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1765"/>
        <source>the game is played on map &quot;%1&quot;: it is needed to create it</source>
        <translation>la partie se joue sur la carte &quot;%1&quot; : il la faut pour la créer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1766"/>
        <source>the game stops at event %1, %2: what the journal holds after it does not change the result</source>
        <translation>la partie s&apos;arrête à l&apos;événement %1, %2&#xa0;: ce que le journal contient ensuite ne change pas le résultat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1768"/>
        <source>the game&apos;s sides do not fit %1: %2</source>
        <translation>les camps de la partie ne conviennent pas à %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1769"/>
        <source>the game&apos;s turn record says when it is over (it has %1 turns; this is %2): only a game without one is ended by the referee</source>
        <translation>le calendrier de la partie dit quand elle est finie (il a %1 tours&#xa0;; c&apos;est %2)&#xa0;: seule une partie sans calendrier est terminée par l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1771"/>
        <source>the general beside %1 is lost (%2)</source>
        <translation>le général à côté de %1 est perdu (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1772"/>
        <source>the general beside the destroyed element is killed or captured; his corps is out of command range from now on (2 AP a move)</source>
        <translation>le général à côté de l&apos;élément détruit est tué ou capturé ; son corps est désormais hors du rayon de commandement (2 PA par mouvement)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1774"/>
        <source>the general of %1</source>
        <translation>le général de %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1775"/>
        <source>the grid would have %1 columns and %2 rows: a map holds at most 999 of each</source>
        <translation>la grille aurait %1 colonnes et %2 rangées : une carte en a au plus 999 de chaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1777"/>
        <source>the grid&apos;s hexes are too small for the picture (more than a map holds): is the fit right?</source>
        <translation>les hexagones de la grille sont trop petits pour l&apos;image (plus qu&apos;une carte n&apos;en contient) : l&apos;ajustement est-il juste ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1779"/>
        <source>the grid&apos;s steps are not a grid (they lie along one line)</source>
        <translation>les pas de la grille ne sont pas une grille (ils sont sur une même ligne)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1780"/>
        <source>the hands (%1 and %2 cards) need more cards than the deck holds (%3)</source>
        <translation>les mains (%1 et %2 cartes) demandent plus de cartes que n&apos;en contient la pioche (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1782"/>
        <source>the header names no ruleset</source>
        <translation>l&apos;en-tête ne nomme aucune règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1783"/>
        <source>the header&apos;s &quot;%1&quot; must be a string</source>
        <translation>le champ &quot;%1&quot; de l&apos;en-tête doit être une chaîne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1784"/>
        <source>the hexes %1 and %2 are in columns (rows) of the same parity, so their ids cannot say which sit half a hex further along: type a hex in a column (row) of the other parity, or say which are shifted (even or odd)</source>
        <translation>les hexagones %1 et %2 sont dans des colonnes (rangées) de même parité : leurs numéros ne peuvent dire lesquelles sont décalées d&apos;un demi-hexagone ; tapez un hexagone d&apos;une colonne (rangée) de l&apos;autre parité, ou dites lesquelles sont décalées (paires ou impaires)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1788"/>
        <source>the id of a ruleset</source>
        <translation>l&apos;identifiant d&apos;un jeu de règles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1789"/>
        <source>the id of the common file %1, %2</source>
        <translation>l&apos;id du fichier commun %1, %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1790"/>
        <source>the identifier of %1</source>
        <translation>l&apos;identifiant de %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1791"/>
        <source>the infantry in the chateau is demoralized: no chateau benefits</source>
        <translation>l&apos;infanterie du château est démoralisée : aucun avantage du château</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1792"/>
        <source>the journal is shorter than the checkpoint</source>
        <translation>le journal est plus court que le point de reprise</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1793"/>
        <source>the journal&apos;s first %1 events are not those it was made from</source>
        <translation>les %1 premiers événements du journal ne sont pas ceux d&apos;après lesquels il a été fait</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1794"/>
        <source>the journal&apos;s first %1 events are not those its replay checkpoint was made from</source>
        <translation>les %1 premiers événements du journal ne sont pas ceux d&apos;après lesquels son point de reprise a été fait</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1797"/>
        <source>the journal&apos;s header is not the one it was made from</source>
        <translation>l&apos;en-tête du journal n&apos;est pas celui d&apos;après lequel il a été fait</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1798"/>
        <source>the last element of the column behind cannot recoil: %1 is destroyed</source>
        <translation>le dernier élément de la colonne derrière ne peut pas reculer : %1 est détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1800"/>
        <source>the last turn of the turn record is over: judge victory</source>
        <translation>le dernier tour de la piste des tours est fini&#xa0;: jugez la victoire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1801"/>
        <source>the last turn of the turn record, %1, is over: the game is over</source>
        <translation>le dernier tour du calendrier, %1, est fini&#xa0;: la partie est finie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1802"/>
        <source>the leader with %1 adds his combat value %2</source>
        <translation>le chef avec %1 ajoute sa valeur de combat %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1803"/>
        <source>the lens has no picture size</source>
        <translation>l&apos;objectif n&apos;a pas de taille d&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1804"/>
        <source>the lens of %1 was measured at %2x%3, a picture of another shape than %4x%5: measure it again at that size</source>
        <translation>l&apos;objectif de %1 a été mesuré en %2x%3, une image d&apos;une autre forme que %4x%5 : mesurez-le de nouveau à cette taille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1806"/>
        <source>the line of sight from %1 to %2 is clear</source>
        <translation>la ligne de vue de %1 à %2 est dégagée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1807"/>
        <source>the line passes through the juncture of %1, %2 and %3: %4 blocking hexsides and %5 blocking hexes meet there</source>
        <translation>la ligne passe par la jonction de %1, %2 et %3 : %4 côtés bloquants et %5 hexagones bloquants s&apos;y rejoignent</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1809"/>
        <source>the line runs along the %1 between %2 and %3, which blocks it</source>
        <translation>la ligne longe %1 entre %2 et %3, qui la bloque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1810"/>
        <source>the line runs along the hexside between %1 and %2, both blocking terrain</source>
        <translation>la ligne longe le côté entre %1 et %2, deux terrains bloquants</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1812"/>
        <source>the line runs along the hexside between %1 and %2; one side is open, so it is not blocked there</source>
        <translation>la ligne longe le côté entre %1 et %2 ; un des côtés est dégagé, elle n&apos;y est donc pas bloquée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1814"/>
        <source>the loser takes 1 cohesion loss for each round of combat</source>
        <translation>le perdant subit 1 perte de cohésion par round de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1815"/>
        <source>the loser&apos;s total %1 is not under the winner&apos;s %2</source>
        <translation>le total du perdant (%1) n&apos;est pas inférieur à celui du vainqueur (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1816"/>
        <source>the lowest and the highest die that rally (1 to %1), as &quot;1-2&quot;, not &quot;%2&quot;</source>
        <translation>le plus petit et le plus grand dé qui rallient (1 à %1), sous la forme «&#xa0;1-2&#xa0;», pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1818"/>
        <source>the map description must be a JSON object</source>
        <translation>la description de la carte doit être un objet JSON</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1819"/>
        <source>the markers must be 40%% to 90%% of the square (%1 mm), not %2 mm</source>
        <translation>les marqueurs doivent faire de 40%% à 90%% de la case (%1 mm), pas %2 mm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1821"/>
        <source>the move of %1 names no location to move to</source>
        <translation>le mouvement de %1 ne nomme aucun lieu de destination</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1822"/>
        <source>the objective &quot;%1&quot; is given twice</source>
        <translation>l&apos;objectif &quot;%1&quot; est donné deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1823"/>
        <source>the only hexes open hold full friendly stacks: %1 displaces a unit there</source>
        <translation>les seuls hexagones ouverts contiennent des piles amies complètes : %1 y déplace une unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1825"/>
        <source>the opponent, %1, is not %2</source>
        <translation>l&apos;adversaire, %1, n&apos;est pas %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1826"/>
        <source>the order of battle is a list of units</source>
        <translation>l&apos;ordre de bataille est une liste d&apos;unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1827"/>
        <source>the override would leave the game inconsistent: %1</source>
        <translation>cette modification forcée rendrait la partie incohérente : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1828"/>
        <source>the painted hexes are not on the picture</source>
        <translation>les hexagones peints ne sont pas sur l&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1829"/>
        <source>the path costs %1 MP, more than the %2 MP of %3</source>
        <translation>le chemin coûte %1 PM, plus que les %2 PM de %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1830"/>
        <source>the path has no hex to move into</source>
        <translation>le trajet ne comporte aucun hexagone où entrer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1831"/>
        <source>the phasing player &quot;%1&quot; commands none of the armies given</source>
        <translation>le joueur en phase &quot;%1&quot; ne commande aucune des armées données</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1832"/>
        <source>the picture is %1x%2 pixels, not the %3x%4 the map&apos;s grid is placed on</source>
        <translation>l&apos;image fait %1x%2 pixels, pas les %3x%4 sur lesquels la grille de la carte est placée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1834"/>
        <source>the picture is too small to find a hex grid on</source>
        <translation>l&apos;image est trop petite pour y trouver une grille d&apos;hexagones</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1835"/>
        <source>the picture&apos;s size and scale are needed to place the grid on it</source>
        <translation>la taille et l&apos;échelle de l&apos;image sont nécessaires pour y placer la grille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1836"/>
        <source>the players set up their units themselves</source>
        <translation>les joueurs mettent eux-mêmes leurs unités en place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1837"/>
        <source>the point %1,%2 is outside the image</source>
        <translation>le point %1,%2 est hors de l&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1838"/>
        <source>the printed ids %1 and %2 cannot say which way the numbers grow: type two hexes in different columns and rows</source>
        <translation>les numéros imprimés %1 et %2 ne peuvent dire dans quel sens les numéros croissent : tapez deux hexagones de colonnes et de rangées différentes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1840"/>
        <source>the printed ids %1 and %2 do not fit the grid where they were typed: check that each is the id of the hex it was typed on</source>
        <translation>les numéros imprimés %1 et %2 ne vont pas avec la grille là où ils ont été tapés : vérifiez que chacun est le numéro de l&apos;hexagone où il a été tapé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1842"/>
        <source>the referee ends the game: its journal has no turn record</source>
        <translation>l&apos;arbitre termine la partie&#xa0;: son journal n&apos;a pas de calendrier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1843"/>
        <source>the referee&apos;s override of the map&apos;s terrain: %1</source>
        <translation>l&apos;arbitre passe outre le terrain de la carte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1844"/>
        <source>the replay checkpoint %1 does not match its last line (%2): every line it holds is checked</source>
        <translation>le point de reprise %1 ne correspond pas à sa dernière ligne (%2)&#xa0;: chaque ligne qu&apos;il contient est vérifiée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1846"/>
        <source>the replay checkpoint %1 is ignored: %2; the journal is read whole</source>
        <translation>le point de reprise %1 est ignoré : %2 ; le journal est lu en entier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1848"/>
        <source>the replay checkpoint %1 was made for another file (the journal was copied, moved or restored): every line it holds is checked, and it is made again</source>
        <translation>le point de reprise %1 a été fait pour un autre fichier (le journal a été copié, déplacé ou restauré)&#xa0;: chaque ligne qu&apos;il contient est vérifiée, et il est refait</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1851"/>
        <source>the replay checkpoint is ignored: %1</source>
        <translation>le point de reprise est ignoré : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1852"/>
        <source>the replayed game is inconsistent: %1</source>
        <translation>la partie rejouée est incohérente : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1853"/>
        <source>the request is for ruleset &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>la requête concerne la règle &quot;%1&quot;, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1854"/>
        <source>the retreat comes after losses are distributed; the battle is at the %1 step</source>
        <translation>la retraite vient après la répartition des pertes ; la bataille en est à l&apos;étape %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1856"/>
        <source>the ruleset &quot;%1&quot; this scenario is loaded with, not &quot;%2&quot;</source>
        <translation>la règle &quot;%1&quot; avec laquelle ce scénario est chargé, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1857"/>
        <source>the seed of Umpire&apos;s deck</source>
        <translation>la graine du paquet d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1858"/>
        <source>the seed of the game&apos;s dice</source>
        <translation>la graine des dés de la partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1859"/>
        <source>the seed the French objectives were drawn with</source>
        <translation>la graine du tirage des objectifs français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1860"/>
        <source>the set-up is chosen before the first turn begins (N1815 7)</source>
        <translation>le déploiement se choisit avant le début du premier tour (N1815 7)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1861"/>
        <source>the sheet is written as .png or .pdf, not &quot;%1&quot;</source>
        <translation>la planche s&apos;enregistre en .png ou en .pdf, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1862"/>
        <source>the squares must be 5 to 200 mm, not %1 mm</source>
        <translation>les cases doivent faire de 5 à 200 mm, pas %1 mm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1863"/>
        <source>the stack number counts from 1, not %1</source>
        <translation>le numéro de pile commence à 1, pas à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1864"/>
        <source>the state names an unknown unit &quot;%1&quot;</source>
        <translation>l&apos;état nomme une unité inconnue &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1865"/>
        <source>the target %1 adds its melee factor: %2</source>
        <translation>la cible %1 ajoute son facteur de mêlée : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1866"/>
        <source>the target %1 returns fire: it adds its fire factor</source>
        <translation>la cible %1 riposte : elle ajoute son facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1867"/>
        <source>the target&apos;s total is higher: no effect; the firer suffers no adverse result</source>
        <translation>le total de la cible est plus élevé : sans effet ; le tireur ne subit aucun résultat défavorable</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1869"/>
        <source>the three centres are too close together: click the centres of a hex and two of its neighbours</source>
        <translation>les trois centres sont trop proches : cliquez les centres d&apos;un hexagone et de deux de ses voisins</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1871"/>
        <source>the three centres do not make a hex grid: the second must be the hex next to the first along its column (or row), the third a hex next to the first in the next column (or row)</source>
        <translation>les trois centres ne font pas une grille d&apos;hexagones : le deuxième doit être l&apos;hexagone voisin du premier dans sa colonne (ou rangée), le troisième un voisin du premier dans la colonne (ou rangée) suivante</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1875"/>
        <source>the top level</source>
        <translation>le niveau racine</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1876"/>
        <source>the turn ends</source>
        <translation>fin du tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1877"/>
        <source>the turn ends after the Allied / Prussian combat (N1815 8 F), not in the %1 phase</source>
        <translation>le tour se termine après le combat allié / prussien (N1815 8 F), pas pendant la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1880"/>
        <source>the two typed hexes %1 and %2 are the same hex of the grid</source>
        <translation>les deux hexagones tapés %1 et %2 sont le même hexagone de la grille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1881"/>
        <source>the vacated hex is off the map</source>
        <translation>l&apos;hexagone libéré est hors de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1882"/>
        <source>the views are of different sizes (%1x%2 and %3x%4): one camera setting at a time</source>
        <translation>les vues sont de tailles différentes (%1x%2 et %3x%4) : un seul réglage de caméra à la fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1885"/>
        <source>the views do not fix the lens (show the board tilted, at several places): %1</source>
        <translation>les vues ne suffisent pas à déterminer l&apos;objectif (montrez la mire inclinée, à plusieurs endroits) : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1887"/>
        <source>the views do not fix the lens: show the board tilted, at several places</source>
        <translation>les vues ne suffisent pas à déterminer l&apos;objectif : montrez la mire inclinée, à plusieurs endroits</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1889"/>
        <source>the weapons (fire ranges) of a unit with a fire factor</source>
        <translation>les armes (portées de tir) d&apos;une unité ayant un facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1890"/>
        <source>the weather is rolled at the start of a turn (N1815 8 A), not in the %1 phase</source>
        <translation>la météo se tire au début d&apos;un tour (N1815 8 A), pas pendant la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1892"/>
        <source>the winner &quot;%1&quot; is not a side of the game</source>
        <translation>le vainqueur &quot;%1&quot; n&apos;est pas un camp de la partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1893"/>
        <source>the winner takes half the loser&apos;s battle-round losses, rounded down</source>
        <translation>le vainqueur subit la moitié des pertes de round du perdant, arrondie à l&apos;inférieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1895"/>
        <source>there are no reinforcement attempts to end: the battle is at the %1 step</source>
        <translation>il n&apos;y a aucune tentative de renfort à terminer : la bataille en est à l&apos;étape %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1897"/>
        <source>there is no combat at %1: combat is where the active side&apos;s corps end their move in a town held by enemy corps (N1815 11)</source>
        <translation>il n&apos;y a pas de combat à %1 : il y a combat là où les corps du camp actif terminent leur mouvement dans une ville tenue par des corps ennemis (N1815 11)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1899"/>
        <source>this battle is of %1, not of %2</source>
        <translation>cette bataille relève de %1, pas de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1900"/>
        <source>this game is not played on a map: its units have no hexes</source>
        <translation>cette partie ne se joue pas sur une carte : ses unités n&apos;ont pas d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1901"/>
        <source>this rule data has no optional set-up (N1815 7 Optional)</source>
        <translation>ces données de règles n&apos;ont pas de déploiement optionnel (N1815 7 Optionnel)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1902"/>
        <source>torn</source>
        <translation>tronqué</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1903"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1904"/>
        <source>turn %1 (%2)</source>
        <translation>tour %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1905"/>
        <source>turn %1 (turns run 1, 2, 3...)</source>
        <translation>tour %1 (les tours se numérotent 1, 2, 3...)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1906"/>
        <source>two corps are named &quot;%1&quot;</source>
        <translation>deux corps s&apos;appellent &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1907"/>
        <source>two different locations</source>
        <translation>deux lieux différents</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1908"/>
        <source>two different sides</source>
        <translation>deux camps différents</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1909"/>
        <source>type the printed ids of two hexes, not %1</source>
        <translation>tapez les numéros imprimés de deux hexagones, pas %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1910"/>
        <source>undo of event %1</source>
        <translation>annulation de l&apos;événement %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1911"/>
        <source>unit &quot;%1&quot; has no movement allowance: give &quot;movement&quot; in the positions file or --mp N</source>
        <translation>l&apos;unité &quot;%1&quot; n&apos;a pas de potentiel de mouvement : donnez &quot;movement&quot; dans le fichier des positions ou --mp N</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1914"/>
        <source>unit &quot;%1&quot; has no side: give &quot;side&quot; or name a scenario whose order of battle lists it</source>
        <translation>l&apos;unité &quot;%1&quot; n&apos;a pas de camp : donnez &quot;side&quot; ou nommez un scénario dont l&apos;ordre de bataille la contient</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1917"/>
        <source>unit &quot;%1&quot; has no type: give &quot;type&quot; or name a scenario whose order of battle lists it</source>
        <translation>l&apos;unité &quot;%1&quot; n&apos;a pas de type : donnez &quot;type&quot; ou nommez un scénario dont l&apos;ordre de bataille la contient</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1920"/>
        <source>unit &quot;%1&quot; is listed twice</source>
        <translation>l&apos;unité &quot;%1&quot; figure deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1921"/>
        <source>unit &quot;%1&quot; is no longer in play</source>
        <translation>l&apos;unité « %1 » n&apos;est plus en jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1922"/>
        <source>unit &quot;%1&quot; is no longer in play: an eliminated unit comes back by unit.rallied</source>
        <translation>l&apos;unité &quot;%1&quot; n&apos;est plus en jeu : une unité éliminée revient par unit.rallied</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1925"/>
        <source>unit &quot;%1&quot; is not in the order of battle: give its side and strength</source>
        <translation>l&apos;unité &quot;%1&quot; n&apos;est pas dans l&apos;ordre de bataille : donnez son camp et sa force</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1927"/>
        <source>unit &quot;%1&quot; is not on the map</source>
        <translation>l&apos;unité &quot;%1&quot; n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1928"/>
        <source>unit &quot;%1&quot; stands in %2, not in %3 where the move starts</source>
        <translation>l&apos;unité &quot;%1&quot; est en %2, pas en %3 où part le mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1929"/>
        <source>unit &quot;%1&quot; was not eliminated</source>
        <translation>l&apos;unité &quot;%1&quot; n&apos;a pas été éliminée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1930"/>
        <source>unit &quot;%1&quot;: %2</source>
        <translation>unité &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1931"/>
        <source>unit %1 is at an unknown location &quot;%2&quot;</source>
        <translation>l&apos;unité %1 est dans un lieu inconnu &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1932"/>
        <source>unit %1 is missing from the state</source>
        <translation>l&apos;unité %1 manque dans l&apos;état</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1933"/>
        <source>unit %1 of corps %2 arrives on turn %3 (%4): it stands in no hex at the start</source>
        <translation>l&apos;unité %1 du corps %2 arrive au tour %3 (%4)&#xa0;: elle n&apos;est dans aucun hexagone au départ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1935"/>
        <source>unit %1 stands in a hex, but the game is not played on a map</source>
        <translation>l&apos;unité %1 a un hexagone, mais la partie ne se joue pas sur une carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1936"/>
        <source>unit %1 stands on the map: give its type (infantry, cavalry, artillery...)</source>
        <translation>l&apos;unité %1 est sur la carte&#xa0;: donnez son type (infantry, cavalry, artillery...)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1938"/>
        <source>unit %1: %2</source>
        <translation>unité %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1939"/>
        <source>unit %1: %2 is not on map %3</source>
        <translation>unité %1 : %2 n&apos;est pas sur la carte %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1940"/>
        <source>unit %1: a strength of %2 is not allowed: every unit has a combat strength of at least 1</source>
        <translation>unité %1 : une force de %2 n&apos;est pas permise : toute unité a une force de combat d&apos;au moins 1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1943"/>
        <source>unit %1: it arrives on turn %2, but turns are numbered from 1</source>
        <translation>unité %1 : elle arrive au tour %2, mais les tours sont numérotés à partir de 1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1944"/>
        <source>unit id &quot;%1&quot; is used twice</source>
        <translation>l&apos;id d&apos;unité &quot;%1&quot; est utilisé deux fois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1945"/>
        <source>unit ids of /units; &quot;%1&quot; is not one</source>
        <translation>ids d&apos;unité de /units ; &quot;%1&quot; n&apos;en est pas un</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1946"/>
        <source>unit types from /unitTypes; &quot;%1&quot; is not one</source>
        <translation>types d&apos;unité de /unitTypes ; &quot;%1&quot; n&apos;en est pas un</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1947"/>
        <source>units in the chateau at %1 may not be displaced</source>
        <translation>les unités du château en %1 ne peuvent pas être déplacées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1948"/>
        <source>units move in a movement phase, not in the %1 phase</source>
        <translation>les unités se déplacent pendant une phase de mouvement, pas pendant la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1949"/>
        <source>units move in their player&apos;s Movement Phase, not in the %1 phase</source>
        <translation>les unités bougent pendant la phase de mouvement de leur joueur, pas pendant la phase %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1950"/>
        <source>units move in their player&apos;s Movement Phase: the game has not started (the first turn begins with next)</source>
        <translation>les unités bougent pendant la phase de mouvement de leur joueur : la partie n&apos;a pas commencé (next commence le premier tour)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1952"/>
        <source>unknown Vae Victis game &quot;%1&quot;: the games are %2 (no vaevictis/%1.json in the rule-data folders)</source>
        <translation>jeu Vae Victis inconnu &quot;%1&quot; : les jeux sont %2 (pas de vaevictis/%1.json dans les dossiers de données de règles)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1954"/>
        <source>unknown Vae Victis request &quot;%1&quot;: ask for data, measure, fire-range, move, formation, pass-through, zone-of-control, command, strategic-move, table, base, quality, activation, take-over, general-lost, combat, army, corps-morale or battle</source>
        <translation>requête Vae Victis inconnue &quot;%1&quot; : demandez data, measure, fire-range, move, formation, pass-through, zone-of-control, command, strategic-move, table, base, quality, activation, take-over, general-lost, combat, army, corps-morale ou battle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1959"/>
        <source>unknown action &quot;%1&quot;</source>
        <translation>action inconnue &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1960"/>
        <source>unknown action &quot;%1&quot; (the actions: %2)</source>
        <translation>action inconnue &quot;%1&quot; (les actions : %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1963"/>
        <source>unknown army &quot;%1&quot; for %2: armies are %3</source>
        <translation>armée inconnue &quot;%1&quot; pour %2 : les armées sont %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1964"/>
        <source>unknown army &quot;%1&quot;: the armies are %2</source>
        <translation>armée inconnue &quot;%1&quot; : les armées sont %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1965"/>
        <source>unknown combat action &quot;%1&quot;</source>
        <translation>action de combat inconnue &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1966"/>
        <source>unknown combat card &quot;%1&quot;: the cards are %2</source>
        <translation>carte de combat inconnue &quot;%1&quot; : les cartes sont %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1967"/>
        <source>unknown combat kind &quot;%1&quot;: give fire or melee</source>
        <translation>type de combat inconnu &quot;%1&quot; : donnez fire ou melee</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1968"/>
        <source>unknown event kind &quot;%1&quot; (known kinds: %2)</source>
        <translation>type d&apos;événement inconnu &quot;%1&quot; (types connus : %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1969"/>
        <source>unknown field (known fields: %1)</source>
        <translation>champ inconnu (champs connus : %1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1970"/>
        <source>unknown figure scale &quot;%1&quot;: the scales are %2 (VV Scale)</source>
        <translation>échelle de figurines inconnue &quot;%1&quot; : les échelles sont %2 (VV Échelle)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1971"/>
        <source>unknown formation &quot;%1&quot;: give line or square</source>
        <translation>formation inconnue &quot;%1&quot; : donnez line ou square</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1972"/>
        <source>unknown formation change &quot;%1&quot;: give square, line, skirmish, close, dismount, mount, about-turn or about-turn-and-move</source>
        <translation>changement de formation inconnu &quot;%1&quot; : donnez square, line, skirmish, close, dismount, mount, about-turn ou about-turn-and-move</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1974"/>
        <source>unknown general quality &quot;%1&quot;: give %2 (%3)</source>
        <translation>qualité de général inconnue &quot;%1&quot; : donnez %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1975"/>
        <source>unknown length unit &quot;%1&quot;: give cm, mm, in or paces</source>
        <translation>unité de longueur inconnue &quot;%1&quot; : donnez cm, mm, in ou paces</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1976"/>
        <source>unknown location &quot;%1&quot;: the map&apos;s locations are %2 (add a location to your own copy of n1815.json to extend the map)</source>
        <translation>lieu inconnu &quot;%1&quot; : les lieux de la carte sont %2 (ajoutez un lieu à votre propre copie de n1815.json pour étendre la carte)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1978"/>
        <source>unknown objective &quot;%1&quot;</source>
        <translation>objectif inconnu &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1979"/>
        <source>unknown objective &quot;%1&quot;: the objective cards are %2</source>
        <translation>objectif inconnu &quot;%1&quot; : les cartes objectif sont %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1980"/>
        <source>unknown ruleset &quot;%1&quot;: known rulesets are %2 (umpire-cli rulesets lists them)</source>
        <translation>règle inconnue &quot;%1&quot; : les règles connues sont %2 (umpire-cli rulesets les liste)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1982"/>
        <source>unknown scenario &quot;%1&quot;: known scenarios are %2</source>
        <translation>scénario inconnu &quot;%1&quot; : les scénarios connus sont %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1983"/>
        <source>unknown side</source>
        <translation>camp inconnu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1984"/>
        <source>unknown side &quot;%1&quot; for %2: sides are %3</source>
        <translation>camp inconnu &quot;%1&quot; pour %2 : les camps sont %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1985"/>
        <source>unknown side &quot;%1&quot;: name a side or one of its armies</source>
        <translation>camp inconnu &quot;%1&quot; : nommez un camp ou l&apos;une de ses armées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1986"/>
        <source>unknown terrain &quot;%1&quot; in %2: the terrains are %3</source>
        <translation>terrain inconnu &quot;%1&quot; dans %2 : les terrains sont %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1987"/>
        <source>unknown unit &quot;%1&quot; in %2</source>
        <translation>unité inconnue &quot;%1&quot; dans %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1988"/>
        <source>unknown unit &quot;%1&quot;: the units are %2</source>
        <translation>unité inconnue &quot;%1&quot; : les unités sont %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1989"/>
        <source>unknown unit type &quot;%1&quot; for %2</source>
        <translation>type d&apos;unité inconnu &quot;%1&quot; pour %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1990"/>
        <source>unknown unit type &quot;%1&quot; in %2: the unit types are %3</source>
        <translation>type d&apos;unité inconnu &quot;%1&quot; dans %2 : les types d&apos;unité sont %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1991"/>
        <source>unknown weapon &quot;%1&quot; in %2: the weapons (%3) are %4</source>
        <translation>arme inconnue &quot;%1&quot; dans %2 : les armes (%3) sont %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1992"/>
        <source>unreadable frame: skipped</source>
        <translation>capture illisible : ignorée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1993"/>
        <source>upgraded from format version %1 to %2 (every line with its checksum); the original is kept in %3</source>
        <translation>mis à niveau de la version de format %1 à %2 (chaque ligne avec sa somme de contrôle) ; l&apos;original est conservé dans %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1995"/>
        <source>victory request</source>
        <translation>demande de victoire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1996"/>
        <source>viewer &quot;%1&quot;: expected referee, everyone or player:SIDE</source>
        <translation>observateur &quot;%1&quot; : attendu referee, everyone ou player:SIDE</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1997"/>
        <source>vvCorps: expected a list</source>
        <translation>vvCorps : liste attendue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1998"/>
        <source>weapon ids of /weapons/list; &quot;%1&quot; is not one</source>
        <translation>ids d&apos;arme de /weapons/list ; &quot;%1&quot; n&apos;en est pas un</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1999"/>
        <source>weather &quot;%1&quot; is not one of clear, night, rain</source>
        <translation>la météo &quot;%1&quot; n&apos;est ni clear, ni night, ni rain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="2000"/>
        <source>weather &quot;%1&quot; is not one of clear, rain, night</source>
        <translation>la météo &quot;%1&quot; n&apos;est ni clear, ni rain, ni night</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="2001"/>
        <source>weather: %1</source>
        <translation>météo : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="2002"/>
        <source>weathers a turn may have (/weather/turns); &quot;%1&quot; is not one</source>
        <translation>les météos qu&apos;un tour peut avoir (/weather/turns)&#xa0;; «&#xa0;%1&#xa0;» n&apos;en est pas une</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="2003"/>
        <source>won unmatched with Cavalry Charge: 1 more battle-round loss to the loser</source>
        <translation>gagné sans réponse avec Charge de cavalerie : 1 perte de round de plus pour le perdant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="2005"/>
        <source>won unmatched with Skirmish: 1 less battle-round loss to the loser</source>
        <translation>gagné sans réponse avec Escarmouche : 1 perte de round de moins pour le perdant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="2007"/>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="642"/>
        <source>%1: nothing of the %2 is demoralized from an earlier battle of the campaign: there is nothing to un-demoralize</source>
        <translation>%1&#xa0;: rien chez les %2 n&apos;est démoralisé depuis une bataille précédente de la campagne&#xa0;: il n&apos;y a aucune démoralisation à lever</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="550"/>
        <source>%1: corps %2 of the %3 is not demoralized from an earlier battle of the campaign; still demoralized: %4</source>
        <translation>%1&#xa0;: le corps %2 des %3 n&apos;est pas démoralisé depuis une bataille précédente de la campagne&#xa0;; toujours démoralisés&#xa0;: %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="451"/>
        <source>%1: %2 may not advance after combat %3</source>
        <translation>%1&#xa0;: pas d&apos;avance pour %2 après le combat %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1209"/>
        <source>corps %1 of the %2 un-demoralized (%3): %4</source>
        <translation>démoralisation du corps %1 des %2 levée (%3)&#xa0;: %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1487"/>
        <source>no hex for a unit that arrives on turn %1: it enters the map on its turn</source>
        <translation>pas d&apos;hexagone pour une unité qui arrive au tour %1&#xa0;: elle entre sur la carte lors de ce tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/enginetexts.cpp" line="1673"/>
        <source>the %1 nationality un-demoralized (%2): %3</source>
        <translation>démoralisation de la nationalité %1 levée (%2)&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>rulesdata</name>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="7"/>
        <source>1 PM</source>
        <translation>13 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="8"/>
        <source>10 PM</source>
        <translation>22 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="9"/>
        <source>2 PM</source>
        <translation>14 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="10"/>
        <source>3 PM</source>
        <translation>15 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="11"/>
        <source>4 PM</source>
        <translation>16 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="12"/>
        <source>5 PM</source>
        <translation>17 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="13"/>
        <source>6 PM</source>
        <translation>18 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="14"/>
        <source>7 PM</source>
        <translation>19 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="15"/>
        <source>8 PM</source>
        <translation>20 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="16"/>
        <source>9 PM</source>
        <translation>21 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="17"/>
        <source>A battle of your Battles of the Medieval World game</source>
        <translation>Une bataille de votre jeu Battles of the Medieval World</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="18"/>
        <source>A demonstration made for Umpire, not the printed Ligny scenario: the units, strengths, movement allowances, levels, turn record and places on the sample map (sample-nlb, not a printed map) are stand-ins chosen to exercise movement, combat, casualties, demoralization, reinforcements and a night turn. Use your game&apos;s own set-up for a real battle.</source>
        <translation>Une démonstration faite pour Umpire, pas le scénario imprimé de Ligny : les unités, forces, potentiels de mouvement, niveaux, le calendrier des tours et les places sur la carte d&apos;exemple (sample-nlb, pas une carte imprimée) sont des valeurs provisoires choisies pour montrer le mouvement, le combat, les pertes, la démoralisation, les renforts et un tour de nuit. Utilisez la mise en place de votre jeu pour une vraie bataille.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="24"/>
        <source>Allied</source>
        <translation>Alliés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="25"/>
        <source>Archery Fire</source>
        <translation>Tir à l&apos;arc</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="26"/>
        <source>Attacker Eliminated</source>
        <translation>Attaquant éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="27"/>
        <source>Attacker Loss</source>
        <translation>Perte de l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="28"/>
        <source>Attacker Retreat</source>
        <translation>Retraite de l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="29"/>
        <source>BMW 11.2-11.4: the sides&apos; names, demoralization and disintegration levels and rally ranges are in your game&apos;s exclusive rules; none is set here. Enter them in the scenario editor (Sides: the levels and the rally range, &quot;1-2&quot; for a rally on 1 or 2), or give them at the start: journal new --scenario bmw-battle --side &quot;First side:DEMORALIZATION:DISINTEGRATION:LOW-HIGH&quot;.</source>
        <translation>BMW 11.2-11.4&#xa0;: les noms des camps, leurs niveaux de démoralisation et de désintégration et leurs valeurs de ralliement sont dans les règles exclusives de votre jeu&#xa0;; aucun n&apos;est fixé ici. Entrez-les dans l&apos;éditeur de scénarios (Camps&#xa0;: les niveaux et le ralliement, «&#xa0;1-2&#xa0;» pour un ralliement sur 1 ou 2), ou donnez-les au départ&#xa0;: journal new --scenario bmw-battle --side &quot;First side:DÉMORALISATION:DÉSINTÉGRATION:BAS-HAUT&quot;.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="35"/>
        <source>BMW 3.1: the first player is identified in the exclusive rules; here the first side plays first. Check your copy.</source>
        <translation>BMW 3.1&#xa0;: le premier joueur est désigné par les règles exclusives&#xa0;; ici le premier camp joue en premier. Vérifiez votre exemplaire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="37"/>
        <source>BMW 3.2: the number of game turns is in the exclusive rules; this scenario has none, so the referee ends the game (victory FILE --end). Enter your game&apos;s turns in the scenario editor.</source>
        <translation>BMW 3.2&#xa0;: le nombre de tours de jeu est dans les règles exclusives&#xa0;; ce scénario n&apos;en a pas, c&apos;est donc l&apos;arbitre qui termine la partie (victory FICHIER --end). Entrez les tours de votre jeu dans l&apos;éditeur de scénarios.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="40"/>
        <source>Battles of the Medieval World: the standard rules leave to each game&apos;s exclusive rules the sides, who plays first (BMW 3.1), the number of game turns (BMW 3.2), the victory points (BMW 3.3), each army&apos;s demoralization and disintegration levels (BMW 11.3, 11.4) and each side&apos;s rally range (BMW 11.2), and the set-up (exclusive rule 14.0). None of them is in the rule texts Umpire has: this scenario is the form you fill in from your game&apos;s exclusive rules.</source>
        <translation>Battles of the Medieval World&#xa0;: les règles standard laissent aux règles exclusives de chaque jeu les camps, qui joue en premier (BMW 3.1), le nombre de tours de jeu (BMW 3.2), les points de victoire (BMW 3.3), les niveaux de démoralisation et de désintégration de chaque armée (BMW 11.3, 11.4), les valeurs de ralliement de chaque camp (BMW 11.2) et la mise en place (règle exclusive 14.0). Rien de cela ne figure dans les textes des règles dont Umpire dispose&#xa0;: ce scénario est le formulaire que vous remplissez d&apos;après les règles exclusives de votre jeu.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="48"/>
        <source>Bridge hexside</source>
        <translation>Côté d&apos;hexagone avec pont</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="49"/>
        <source>Chateau</source>
        <translation>Château</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="50"/>
        <source>Clear</source>
        <translation>Terrain dégagé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="51"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="52"/>
        <source>Crest hexside</source>
        <translation>Côté d&apos;hexagone de crête</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="53"/>
        <source>Defender Eliminated</source>
        <translation>Défenseur éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="54"/>
        <source>Defender Loss</source>
        <translation>Perte du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="55"/>
        <source>Defender Retreat</source>
        <translation>Retraite du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="56"/>
        <source>Dunes</source>
        <translation>Dunes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="57"/>
        <source>Exchange</source>
        <translation>Échange</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="58"/>
        <source>Exclusive rule 14.0: the set-up is your game&apos;s; this scenario has no units. Enter them in the scenario editor (paste the rows from a spreadsheet), or with --unit or a positions file.</source>
        <translation>Règle exclusive 14.0&#xa0;: la mise en place est celle de votre jeu&#xa0;; ce scénario n&apos;a pas d&apos;unités. Entrez-les dans l&apos;éditeur de scénarios (collez les lignes depuis un tableur), ou avec --unit ou un fichier de positions.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="61"/>
        <source>First side</source>
        <translation>Premier camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="62"/>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="63"/>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="64"/>
        <source>From the notes on the rule texts (Ligny&apos;s exclusive rules, high confidence): both Prussian levels drop by three for each of Ligny 0922, 1021, 1022, 1122 and St. Amand 0423, 0524, 0624 while French units occupy it; the French win if the Prussian demoralization level is reached while French losses are under 35; the Prussians win the instant French losses reach 35, or if the French fail to win; Prussian disintegration is a French win. Not in the texts, and stand-ins here: the base levels, the order of battle, the turn record, who plays first and the map.</source>
        <translation>D&apos;après les notes sur les textes des règles (règles exclusives de Ligny, confiance élevée)&#xa0;: les deux niveaux prussiens baissent de trois pour chacun des hexagones Ligny 0922, 1021, 1022, 1122 et St. Amand 0423, 0524, 0624 tant que des unités françaises l&apos;occupent&#xa0;; les Français gagnent si le niveau de démoralisation prussien est atteint alors que les pertes françaises sont inférieures à 35&#xa0;; les Prussiens gagnent dès que les pertes françaises atteignent 35, ou si les Français ne parviennent pas à gagner&#xa0;; la désintégration prussienne est une victoire française. Absents des textes, et provisoires ici&#xa0;: les niveaux de base, l&apos;ordre de bataille, le calendrier des tours, qui joue en premier et la carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="73"/>
        <source>From the notes on the rule texts: Wavre lasts 8 game turns. Not in the texts, and stand-ins here: the sides&apos; demoralization levels, the order of battle, who plays first and which turns are night or rain.</source>
        <translation>D&apos;après les notes sur les textes des règles&#xa0;: Wavre dure 8 tours de jeu. Absents des textes, et provisoires ici&#xa0;: les niveaux de démoralisation des camps, l&apos;ordre de bataille, qui joue en premier et quels tours sont de nuit ou de pluie.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="77"/>
        <source>From the rule texts: ten game turns, 1 pm to 10 pm; the Prussian arrival turn, which differs between editions (a setting); the victory conditions NAW 8.1-8.4 (forty strength points, seven French units exited off the north edge) with the ruleset&apos;s levels. Not in the texts, and stand-ins here: the order of battle (none: enter your copy&apos;s units), who plays first and which turns are night or rain.</source>
        <translation>D&apos;après les textes des règles&#xa0;: dix tours de jeu, de 13 h à 22 h&#xa0;; le tour d&apos;arrivée des Prussiens, qui diffère selon les éditions (un réglage)&#xa0;; les conditions de victoire NAW 8.1-8.4 (quarante points de force, sept unités françaises sorties par le bord nord) avec les niveaux des règles. Absents des textes, et provisoires ici&#xa0;: l&apos;ordre de bataille (aucun&#xa0;: entrez les unités de votre exemplaire), qui joue en premier et quels tours sont de nuit ou de pluie.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="84"/>
        <source>Game Turn Record Interphase</source>
        <translation>Interphase de la piste des tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="85"/>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="86"/>
        <source>Ligny</source>
        <translation>Ligny</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="87"/>
        <source>Ligny&apos;s base Prussian demoralization and disintegration levels were not found in the rule texts Umpire has (the French levels do not decide Ligny): none is set here, so the three-point drops have no level to lower. Enter your copy&apos;s: journal new --scenario nlb-ligny --side Prussian:DEMORALIZATION:DISINTEGRATION, or the scenario editor.</source>
        <translation>Les niveaux de base de démoralisation et de désintégration prussiens de Ligny ne figurent pas dans les textes des règles dont Umpire dispose (les niveaux français ne décident pas de Ligny)&#xa0;: aucun n&apos;est fixé ici, si bien que les baisses de trois points n&apos;ont aucun niveau à abaisser. Entrez ceux de votre exemplaire&#xa0;: journal new --scenario nlb-ligny --side Prussian:DÉMORALISATION:DÉSINTÉGRATION, ou l&apos;éditeur de scénarios.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="93"/>
        <source>Ligny&apos;s counters are not in the rule texts Umpire has: this scenario has no units. Enter your copy&apos;s with a positions file (journal new --scenario nlb-ligny --positions FILE), --unit, or the scenario editor.</source>
        <translation>Les pions de Ligny ne sont pas dans les textes des règles dont Umpire dispose&#xa0;: ce scénario n&apos;a pas d&apos;unités. Entrez ceux de votre exemplaire avec un fichier de positions (journal new --scenario nlb-ligny --positions FICHIER), --unit, ou l&apos;éditeur de scénarios.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="97"/>
        <source>Ligny&apos;s printed map is not in Umpire: sample-ligny places only the seven hexes the exclusive rules name (Ligny and St. Amand); every other hex is clear terrain drawn for Umpire.</source>
        <translation>La carte imprimée de Ligny n&apos;est pas dans Umpire&#xa0;: sample-ligny ne place que les sept hexagones que nomment les règles exclusives (Ligny et St. Amand)&#xa0;; tous les autres hexagones sont du terrain dégagé dessiné pour Umpire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="100"/>
        <source>Ligny&apos;s turn record is not in the rule texts Umpire has: this scenario has none, so the referee ends the game (victory FILE --end); then the Prussians win if the French have not. Enter your copy&apos;s turns in the scenario editor.</source>
        <translation>Le calendrier des tours de Ligny n&apos;est pas dans les textes des règles dont Umpire dispose&#xa0;: ce scénario n&apos;en a pas, c&apos;est donc l&apos;arbitre qui termine la partie (victory FICHIER --end)&#xa0;; les Prussiens gagnent alors si les Français n&apos;ont pas gagné. Entrez les tours de votre exemplaire dans l&apos;éditeur de scénarios.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="104"/>
        <source>Ligny, afternoon (demonstration)</source>
        <translation>Ligny, l&apos;après-midi (démonstration)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="105"/>
        <source>Marsh</source>
        <translation>Marais</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="106"/>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="107"/>
        <source>Napoleon at Waterloo</source>
        <translation>Napoleon at Waterloo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="108"/>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="109"/>
        <source>No Effect</source>
        <translation>Sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="110"/>
        <source>Prussian</source>
        <translation>Prussiens</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="111"/>
        <source>Reorganization &amp; Rally</source>
        <translation>Réorganisation et ralliement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="112"/>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="113"/>
        <source>River hexside</source>
        <translation>Côté d&apos;hexagone de rivière</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="114"/>
        <source>Road (use the other terrain in the hex)</source>
        <translation>Route (utilisez l&apos;autre terrain de l&apos;hexagone)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="115"/>
        <source>Second side</source>
        <translation>Second camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="116"/>
        <source>Stream hexside</source>
        <translation>Côté d&apos;hexagone de ruisseau</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="117"/>
        <source>Swamp</source>
        <translation>Marécage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="118"/>
        <source>The counters of Napoleon at Waterloo are not in the rule texts Umpire has: this scenario has no units. Enter your copy&apos;s: journal new --scenario naw-waterloo --unit ID:SIDE:STRENGTH[:TYPE[:CORPS]] (side French or Allied; a Prussian unit is Allied, with corps Prussian, and arrives on the Prussian arrival turn), or a copy of this file in the scenarios/ folder of your rule data with its orderOfBattle filled in.</source>
        <translation>Les pions de Napoleon at Waterloo ne sont pas dans les textes des règles dont Umpire dispose&#xa0;: ce scénario n&apos;a pas d&apos;unités. Entrez celles de votre exemplaire&#xa0;: journal new --scenario naw-waterloo --unit ID:CAMP:FORCE[:TYPE[:CORPS]] (camp French ou Allied&#xa0;; une unité prussienne est Allied, avec le corps Prussian, et arrive au tour d&apos;arrivée des Prussiens), ou une copie de ce fichier dans le dossier scenarios/ de vos données de règles avec son orderOfBattle rempli.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="125"/>
        <source>The rule texts give Napoleon at Waterloo no night or rain rules, so its turns have no weather here: every turn is clear. If your copy&apos;s Turn Record Track marks night or rain turns, their rules are not in Umpire&apos;s data: the referee applies them.</source>
        <translation>Les textes des règles ne donnent à Napoleon at Waterloo aucune règle de nuit ni de pluie, ses tours n&apos;ont donc pas de météo ici&#xa0;: chaque tour est par beau temps. Si la piste des tours de votre exemplaire marque des tours de nuit ou de pluie, leurs règles ne sont pas dans les données d&apos;Umpire&#xa0;: l&apos;arbitre les applique.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="130"/>
        <source>The standard rules, which say who moves first, are not among the rule texts: here the French player plays first in each game turn, then the Allied player. Check your copy&apos;s sequence of play.</source>
        <translation>Les règles standard, qui disent qui joue en premier, ne sont pas parmi les textes des règles&#xa0;: ici le joueur français joue en premier à chaque tour, puis le joueur allié. Vérifiez la séquence de jeu de votre exemplaire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="134"/>
        <source>Town</source>
        <translation>Ville</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="135"/>
        <source>Wavre</source>
        <translation>Wavre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="136"/>
        <source>Wavre&apos;s counters are not in the rule texts Umpire has: this scenario has no units. Enter your copy&apos;s: journal new --scenario nlb-wavre --unit ID:SIDE:STRENGTH[:TYPE[:CORPS]] (side French or Prussian), or a copy of this file with its orderOfBattle filled in.</source>
        <translation>Les pions de Wavre ne sont pas dans les textes des règles dont Umpire dispose&#xa0;: ce scénario n&apos;a pas d&apos;unités. Entrez celles de votre exemplaire&#xa0;: journal new --scenario nlb-wavre --unit ID:CAMP:FORCE[:TYPE[:CORPS]] (camp French ou Prussian), ou une copie de ce fichier avec son orderOfBattle rempli.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="141"/>
        <source>Wavre&apos;s demoralization and disintegration levels are in its exclusive rules, which Umpire does not have: none is set here. Enter your copy&apos;s in a copy of this file in the scenarios/ folder of your rule data (each side&apos;s demoralization and disintegration).</source>
        <translation>Les niveaux de démoralisation et de désintégration de Wavre sont dans ses règles exclusives, qu&apos;Umpire n&apos;a pas&#xa0;: aucun n&apos;est fixé ici. Entrez ceux de votre exemplaire dans une copie de ce fichier dans le dossier scenarios/ de vos données de règles (la démoralisation et la désintégration de chaque camp).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="146"/>
        <source>Which of Wavre&apos;s turns are night or rain is not in the rule texts Umpire has: every turn here is clear. Check your copy&apos;s turn record.</source>
        <translation>Quels tours de Wavre sont de nuit ou de pluie n&apos;est pas dans les textes des règles dont Umpire dispose&#xa0;: chaque tour est ici par beau temps. Vérifiez le calendrier des tours de votre exemplaire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="149"/>
        <source>Who moves first at Ligny is in its exclusive rules, which Umpire does not have: here the French player plays first in each game turn, then the Allied (Prussian) player. Check your copy.</source>
        <translation>Qui joue en premier à Ligny est dans ses règles exclusives, qu&apos;Umpire n&apos;a pas&#xa0;: ici le joueur français joue en premier à chaque tour, puis le joueur allié (prussien). Vérifiez votre exemplaire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="153"/>
        <source>Who moves first at Wavre is in its exclusive rules, which Umpire does not have: here the French player plays first in each game turn, then the Allied (Prussian) player. Check your copy.</source>
        <translation>Qui joue en premier à Wavre est dans ses règles exclusives, qu&apos;Umpire n&apos;a pas&#xa0;: ici le joueur français joue en premier à chaque tour, puis le joueur allié (prussien). Vérifiez votre exemplaire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="157"/>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="158"/>
        <source>Woods crossed by a road</source>
        <translation>Bois traversé par une route</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="159"/>
        <source>Woods without a road</source>
        <translation>Bois sans route</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="160"/>
        <source>a leader: his value is his strength</source>
        <translation>un chef&#xa0;: sa valeur est sa force</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="161"/>
        <source>a side may rally one eliminated unit a turn on a die within the range its battle&apos;s exclusive rules give</source>
        <translation>un camp peut rallier une unité éliminée par tour sur un dé compris dans la plage que donnent les règles exclusives de sa bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="163"/>
        <source>artillery bombards up to two hexes away: give another range only where your game&apos;s counter or rules say so</source>
        <translation>l&apos;artillerie bombarde jusqu&apos;à deux hexagones de distance&#xa0;: ne donnez une autre portée que si le pion ou les règles de votre jeu l&apos;indiquent</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="165"/>
        <source>no unit enters or leaves an enemy controlled hex, and there is no combat, on a night or rain game turn</source>
        <translation>lors d&apos;un tour de jeu de nuit ou de pluie, aucune unité n&apos;entre dans un hexagone contrôlé par l&apos;ennemi ni n&apos;en sort, et il n&apos;y a pas de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="167"/>
        <source>second edition (SPI 1971): the Allied player&apos;s second turn</source>
        <translation>deuxième édition (SPI 1971)&#xa0;: le deuxième tour du joueur allié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="168"/>
        <source>the Prussian arrival turn</source>
        <translation>le tour d&apos;arrivée des Prussiens</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="169"/>
        <source>the archery fire factor: a die at or under it hits</source>
        <translation>le facteur de tir à l&apos;arc&#xa0;: un dé égal ou inférieur touche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="170"/>
        <source>the archery range in hexes, counting the target&apos;s hex</source>
        <translation>la portée de tir en hexagones, en comptant l&apos;hexagone de la cible</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="171"/>
        <source>the dot on the Disordered side: some light troops have none there; empty: the front&apos;s</source>
        <translation>le point sur la face désorganisée&#xa0;: certaines troupes légères n&apos;en ont pas sur cette face&#xa0;; vide&#xa0;: celui du recto</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="174"/>
        <source>the light troops&apos; dot: solid, open, or none</source>
        <translation>le point des troupes légères&#xa0;: plein (solid), blanc (open) ou aucun (none)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="175"/>
        <source>the strength on the counter&apos;s weaker Disordered (back) side</source>
        <translation>la force sur la face désorganisée (verso) du pion, la plus faible</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="176"/>
        <source>the unit starts the battle on its Disordered side</source>
        <translation>l&apos;unité commence la bataille sur sa face désorganisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="177"/>
        <source>third edition (SPI 1979) as printed: game turn three</source>
        <translation>troisième édition (SPI 1979) telle qu&apos;imprimée&#xa0;: le troisième tour de jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="178"/>
        <source>turn 1</source>
        <translation>tour 1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="179"/>
        <source>turn 2</source>
        <translation>tour 2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="180"/>
        <source>turn 3</source>
        <translation>tour 3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="181"/>
        <source>turn 4</source>
        <translation>tour 4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="182"/>
        <source>turn 5</source>
        <translation>tour 5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="183"/>
        <source>turn 6</source>
        <translation>tour 6</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="184"/>
        <source>turn 7</source>
        <translation>tour 7</translation>
    </message>
    <message>
        <location filename="../../app/desktop/common/rulesdatatexts.cpp" line="185"/>
        <source>turn 8</source>
        <translation>tour 8</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="41"/>
        <source>Entered by the user from their own copy (tracking sheet or deck) and confirmed against it.</source>
        <translation>Saisie par l&apos;utilisateur d&apos;après son propre exemplaire (fiche de suivi ou paquet) et confirmée sur celui-ci.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="45"/>
        <source>Changed by the user, not yet confirmed against their copy.</source>
        <translation>Modifiée par l&apos;utilisateur, pas encore confirmée sur son exemplaire.</translation>
    </message>
</context>
</TS>
