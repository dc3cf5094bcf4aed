<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ArmyPanel</name>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="80"/>
        <source>No game is open.</source>
        <translation>Aucune partie ouverte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="88"/>
        <source>Not the printed scenario: %1. %2</source>
        <translation>Ce n&apos;est pas le scénario imprimé&#xa0;: %1. %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="103"/>
        <source>in good order</source>
        <translation>en bon ordre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="106"/>
        <source>DISINTEGRATED</source>
        <translation>DÉSINTÉGRÉ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="109"/>
        <source>DEMORALIZED</source>
        <translation>DÉMORALISÉ</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="120"/>
        <source>Casualties %1</source>
        <translation>Pertes %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="122"/>
        <source> · demoralized at %1</source>
        <translation> · démoralisé à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="123"/>
        <source> · no demoralization level</source>
        <translation> · pas de seuil de démoralisation</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="125"/>
        <source> · disintegrates at %1</source>
        <translation> · désintégration à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="126"/>
        <source> · victory points %1</source>
        <translation> · points de victoire %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="128"/>
        <source> · exited %1</source>
        <translation> · sortis de la carte %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="142"/>
        <source>Corps %1: %2</source>
        <translation>Corps %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>CameraApplyDialog</name>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="16"/>
        <source>Apply what the camera saw</source>
        <translation>Appliquer ce que la caméra a vu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="18"/>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="18"/>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="18"/>
        <source>Change</source>
        <translation>Changement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="18"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="18"/>
        <source>To</source>
        <translation>Vers</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="33"/>
        <source>moved</source>
        <translation>déplacé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="33"/>
        <source>removed</source>
        <translation>retiré</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="35"/>
        <source>(off the map)</source>
        <translation>(hors de la carte)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="37"/>
        <source>Type the hex it really went to</source>
        <translation>Tapez l&apos;hexagone où il est vraiment allé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="50"/>
        <source>Untick what did not happen; double-click a destination to correct it. Unticked changes are dismissed.</source>
        <translation>Décochez ce qui n&apos;a pas eu lieu ; double-cliquez sur une destination pour la corriger. Les changements décochés sont écartés.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="82"/>
        <source>Marker %1: type the hex it went to, or untick the move.</source>
        <translation>Marqueur %1 : tapez l&apos;hexagone où il est allé, ou décochez le déplacement.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="84"/>
        <source>Marker %1: %2 is where it was; untick the move if it did not move.</source>
        <translation>Marqueur %1 : %2 est l&apos;hexagone d&apos;où il vient ; décochez le déplacement s&apos;il n&apos;a pas bougé.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraapplydialog.cpp" line="90"/>
        <source>Marker %1: the hex %2 is not on the map.</source>
        <translation>Marqueur %1 : l&apos;hexagone %2 n&apos;est pas sur la carte.</translation>
    </message>
</context>
<context>
    <name>CameraFeed</name>
    <message>
        <location filename="../../app/desktop/camerafeed.cpp" line="41"/>
        <source>No camera found: the camera view is off, the rest of Umpire works as usual.</source>
        <translation>Aucune caméra trouvée : la vue caméra est éteinte, le reste d&apos;Umpire fonctionne comme d&apos;habitude.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/camerafeed.cpp" line="46"/>
        <source>No camera found as camera %1 (this computer has %n camera(s)): the camera view is off, the rest of Umpire works as usual.</source>
        <translation>
            <numerusform>Pas de caméra %1 (cet ordinateur a %n caméra) : la vue caméra est éteinte, le reste d&apos;Umpire fonctionne comme d&apos;habitude.</numerusform>
            <numerusform>Pas de caméra %1 (cet ordinateur a %n caméras) : la vue caméra est éteinte, le reste d&apos;Umpire fonctionne comme d&apos;habitude.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerafeed.cpp" line="63"/>
        <source>The camera %1 cannot go on: %2. The camera view is off; reconnect it and choose Camera… again.</source>
        <translation>La caméra %1 ne peut pas continuer : %2. La vue caméra est éteinte ; rebranchez-la et choisissez de nouveau Caméra….</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerafeed.cpp" line="69"/>
        <source>The camera %1 stopped sending pictures (unplugged?). The camera view is off; reconnect it and choose Camera… again.</source>
        <translation>La caméra %1 n&apos;envoie plus d&apos;images (débranchée ?). La vue caméra est éteinte ; rebranchez-la et choisissez de nouveau Caméra….</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerafeed.cpp" line="115"/>
        <source>The camera %1 was unplugged: the camera view is off, the rest of Umpire works as usual. Reconnect it and choose Camera… again.</source>
        <translation>La caméra %1 a été débranchée : la vue caméra est éteinte, le reste d&apos;Umpire fonctionne comme d&apos;habitude. Rebranchez-la et choisissez de nouveau Caméra….</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerafeed.cpp" line="130"/>
        <source>The camera %1 has sent no picture for %2 seconds: is it covered, or in use by another program?</source>
        <translation>La caméra %1 n&apos;a envoyé aucune image depuis %2 secondes : est-elle couverte, ou utilisée par un autre programme ?</translation>
    </message>
</context>
<context>
    <name>CameraPanel</name>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="32"/>
        <source>&amp;Apply the changes…</source>
        <translation>&amp;Appliquer les changements…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="35"/>
        <location filename="../../app/desktop/camerapanel.cpp" line="285"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="59"/>
        <source>&amp;Map…</source>
        <translation>&amp;Carte…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="60"/>
        <source>&amp;Video or pictures…</source>
        <translation>&amp;Vidéo ou images…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="31"/>
        <source>&amp;Camera…</source>
        <translation>&amp;Caméra…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="33"/>
        <source>Mea&amp;sure</source>
        <translation>Me&amp;surer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="46"/>
        <source>Not measured: %1</source>
        <translation>Pas de mesure : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="51"/>
        <source>Starting the camera %1…</source>
        <translation>Démarrage de la caméra %1…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="61"/>
        <source>Ca&amp;librate…</source>
        <translation>Ca&amp;librer…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="67"/>
        <source>Click two points of the picture (or two counters) to measure the distance between them on the map</source>
        <translation>Cliquez deux points de l&apos;image (ou deux pions) pour mesurer leur distance sur la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="73"/>
        <source>Measure: click the first point on the picture.</source>
        <translation>Mesure : cliquez le premier point sur l&apos;image.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="87"/>
        <source>No picture: choose the map, then a camera, a video or a folder.</source>
        <translation>Pas d&apos;image : choisissez la carte, puis une caméra, une vidéo ou un dossier.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="91"/>
        <location filename="../../app/desktop/camerapanel.cpp" line="307"/>
        <source>marker %1 moved from %2 to %3</source>
        <translation>marqueur %1 déplacé de %2 vers %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="96"/>
        <source>Counters read</source>
        <translation>Pions lus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="98"/>
        <source>Changes seen (moved, removed)</source>
        <translation>Changements vus (déplacés, retirés)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="194"/>
        <source>Map description</source>
        <translation>Description de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="195"/>
        <source>Map descriptions (*.json)</source>
        <translation>Descriptions de carte (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="203"/>
        <source>Video or a picture of the folder</source>
        <translation>Une vidéo ou une image du dossier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="204"/>
        <source>Videos and pictures (*.avi *.mp4 *.mkv *.mov *.jpg *.jpeg *.png)</source>
        <translation>Vidéos et images (*.avi *.mp4 *.mkv *.mov *.jpg *.jpeg *.png)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="286"/>
        <source>Not journaled: %1</source>
        <translation>Non journalisé : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="308"/>
        <source>marker %1 removed from %2</source>
        <translation>marqueur %1 retiré de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/camerapanel.cpp" line="318"/>
        <source>%1 · %n of %2 camera frames skipped while reading the last one</source>
        <translation>
            <numerusform>%1 · %n image sur %2 de la caméra sautée pendant la lecture de la précédente</numerusform>
            <numerusform>%1 · %n images sur %2 de la caméra sautées pendant la lecture de la précédente</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="379"/>
        <source>Measure: click the second point.</source>
        <translation>Mesure : cliquez le second point.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="393"/>
        <source>Measuring…</source>
        <translation>Mesure en cours…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="421"/>
        <source>%1 paces at %2</source>
        <translation>%1 pas en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerapanel.cpp" line="425"/>
        <source>From %1 to %2: %3 mm</source>
        <translation>De %1 à %2 : %3 mm</translation>
    </message>
</context>
<context>
    <name>CameraWizard</name>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="71"/>
        <source>Ca&amp;librate the lens</source>
        <translation>Éta&amp;lonner l&apos;objectif</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="73"/>
        <source>Calibrate the camera</source>
        <translation>Calibrer la caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="77"/>
        <source>Lens (optional)</source>
        <translation>Objectif (facultatif)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="78"/>
        <source>A wide or cheap lens bends straight lines, and hexes near the edges of the picture drift. Measure the lens once per camera; skip this page if the overlay already fits the hexes.</source>
        <translation>Un objectif grand-angle ou bon marché courbe les lignes droites, et les hexagones près des bords de l&apos;image se décalent. Mesurez l&apos;objectif une fois par caméra ; passez cette page si le tracé tombe déjà sur les hexagones.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="82"/>
        <source>Print the ChArUco board true to size (Save the board…, or umpire-cli vision lens board) and keep it flat. Hold it before the camera, press Capture view, then tilt it, move it to another part of the picture and capture again: four views at least, ten are better. Calibrate measures the lens and saves it for this camera; it is used from then on whenever this camera is opened.</source>
        <translation>Imprimez la mire ChArUco en taille réelle (Enregistrer la mire…, ou umpire-cli vision lens board) et gardez-la bien plane. Tenez-la devant la caméra, appuyez sur Capturer une vue, puis inclinez-la, déplacez-la vers une autre partie de l&apos;image et capturez de nouveau : quatre vues au moins, dix c&apos;est mieux. Étalonner mesure l&apos;objectif et l&apos;enregistre pour cette caméra ; il sert ensuite chaque fois que cette caméra est ouverte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="88"/>
        <source>&amp;Save the board…</source>
        <translation>&amp;Enregistrer la mire…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="89"/>
        <source>Ca&amp;pture view</source>
        <translation>Ca&amp;pturer une vue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="90"/>
        <source>Forg&amp;et this camera&apos;s lens</source>
        <translation>Ou&amp;blier l&apos;objectif de cette caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="112"/>
        <source>Anchors in view</source>
        <translation>Ancres visibles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="113"/>
        <source>Point the camera so that the anchors are in view: one is enough to start, four place every hex best. Nothing is moved or removed while an anchor is hidden.</source>
        <translation>Orientez la caméra pour que les ancres soient visibles : une suffit pour commencer, quatre placent au mieux chaque hexagone. Rien n&apos;est déplacé ni retiré tant qu&apos;une ancre est cachée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="117"/>
        <source>Waiting for a picture…</source>
        <translation>En attente d&apos;une image…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="145"/>
        <source>The camera sees: %1</source>
        <translation>La caméra voit : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/camerawizard.cpp" line="151"/>
        <source>%n view(s) of the board kept; at least 4 to calibrate.</source>
        <translation>
            <numerusform>%n vue de la mire gardée ; au moins 4 pour étalonner.</numerusform>
            <numerusform>%n vues de la mire gardées ; au moins 4 pour étalonner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/camerawizard.cpp" line="152"/>
        <source>%n view(s) of the board kept.</source>
        <translation>
            <numerusform>%n vue de la mire gardée.</numerusform>
            <numerusform>%n vues de la mire gardées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="177"/>
        <source>The board could not be drawn.</source>
        <translation>La mire n&apos;a pas pu être dessinée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="188"/>
        <location filename="../../app/desktop/camerawizard.cpp" line="219"/>
        <source>The board could not be written to %1: %2</source>
        <translation>La mire n&apos;a pas pu être écrite dans %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="214"/>
        <source>The board could not be drawn into %1.</source>
        <translation>La mire n&apos;a pas pu être dessinée dans %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="227"/>
        <location filename="../../app/desktop/camerawizard.cpp" line="237"/>
        <source>Save the ChArUco board</source>
        <translation>Enregistrer la mire ChArUco</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="229"/>
        <source>PDF (*.pdf);;PNG picture (*.png)</source>
        <translation>PDF (*.pdf);;Image PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="238"/>
        <source>%1 is an Umpire journal, which would be lost. Replace it with the board all the same?</source>
        <translation>%1 est un journal d&apos;Umpire, qui serait perdu. Le remplacer tout de même par la mire ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="245"/>
        <source>Board saved to %1: print it at 100%.</source>
        <translation>Mire enregistrée dans %1 : imprimez-la à 100 %.</translation>
    </message>
</context>
<context>
    <name>CameraWorker</name>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="91"/>
        <source>Map description refused: %1</source>
        <translation>Description de carte refusée : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="97"/>
        <source>Map loaded: %1 anchors. Open a video, an image folder or a camera.</source>
        <translation>Carte chargée : %1 ancres. Ouvrez une vidéo, un dossier d&apos;images ou une caméra.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="126"/>
        <source>The folder %1 holds no .jpg or .png frame.</source>
        <translation>Le dossier %1 ne contient aucune image .jpg ou .png.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="137"/>
        <source>Cannot read %1: not a video this computer can decode.</source>
        <translation>Impossible de lire %1 : ce n&apos;est pas une vidéo que cet ordinateur sait décoder.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="198"/>
        <source>End of the image folder (%1 frames).</source>
        <translation>Fin du dossier d&apos;images (%1 images).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="218"/>
        <source>End of the video.</source>
        <translation>Fin de la vidéo.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="239"/>
        <source>The picture size changed from %1 to %2: calibrating again from the anchors, the counters are kept. </source>
        <translation>La taille de l&apos;image est passée de %1 à %2 : nouvel étalonnage à partir des ancres, les pions sont conservés. </translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="248"/>
        <source>Choose the map description first (Map…).</source>
        <translation>Choisissez d&apos;abord la description de la carte (Carte…).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="264"/>
        <source>marker %1 in hex %2 (%3)</source>
        <translation>marqueur %1 dans l&apos;hexagone %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="231"/>
        <source>A frame could not be read: skipped.</source>
        <translation>Une image n&apos;a pas pu être lue : ignorée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="183"/>
        <source>A camera frame could not be converted (%1, %2×%3): skipped.</source>
        <translation>Une image de la caméra n&apos;a pas pu être convertie (%1, %2×%3) : ignorée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="206"/>
        <source>The picture %1 could not be read: skipped.</source>
        <translation>L&apos;image %1 n&apos;a pas pu être lue : ignorée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="256"/>
        <source>A frame could not be read (%1): skipped.</source>
        <translation>Une image n&apos;a pas pu être lue (%1) : ignorée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="272"/>
        <source>No anchor in view: the last calibration is used, nothing is removed.</source>
        <translation>Aucune ancre visible : la dernière calibration est utilisée, rien n&apos;est retiré.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="274"/>
        <source>%1 counters, %2 anchors, %3 ms</source>
        <translation>%1 pions, %2 ancres, %3 ms</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="282"/>
        <source>anchors %1, error %2 mm</source>
        <translation>ancres %1, erreur %2 mm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="297"/>
        <source>lens of %1, rms %2 px</source>
        <translation>objectif de %1, erreur quadratique %2 px</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="314"/>
        <source>The lens saved for %1 could not be read (%2): measure it again.</source>
        <translation>L&apos;objectif enregistré pour %1 n&apos;a pas pu être lu (%2) : mesurez-le de nouveau.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="318"/>
        <source>Lens of %1: rms %2 px, measured on %3 views.</source>
        <translation>Objectif de %1 : erreur quadratique %2 px, mesuré sur %3 vues.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="323"/>
        <location filename="../../app/desktop/cameraworker.cpp" line="441"/>
        <source>No lens saved for %1.</source>
        <translation>Aucun objectif enregistré pour %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="341"/>
        <source>the lens of %1 was measured at %2, the picture is %3: lens not used</source>
        <translation>l&apos;objectif de %1 a été mesuré en %2, l&apos;image est en %3 : objectif non utilisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="355"/>
        <source>No picture yet: open the camera, a video or a folder.</source>
        <translation>Pas encore d&apos;image : ouvrez la caméra, une vidéo ou un dossier.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="363"/>
        <source>View refused: %1</source>
        <translation>Vue refusée : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="368"/>
        <source>View refused: this picture is %1, the views kept are %2.</source>
        <translation>Vue refusée : cette image est en %1, les vues gardées sont en %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="383"/>
        <source>View refused: the board has not moved since an earlier view. Tilt it, or show it in another part of the picture.</source>
        <translation>Vue refusée : la mire n&apos;a pas bougé depuis une vue précédente. Inclinez-la, ou montrez-la dans une autre partie de l&apos;image.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="390"/>
        <source>View %1 kept: %2 corners found.</source>
        <translation>Vue %1 gardée : %2 coins trouvés.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="399"/>
        <source>At least 4 views of the board are needed (%1 so far).</source>
        <translation>Il faut au moins 4 vues de la mire (%1 pour l&apos;instant).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="405"/>
        <source>The lens could not be measured: %1</source>
        <translation>L&apos;objectif n&apos;a pas pu être mesuré : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="416"/>
        <source>Lens of %1 measured (rms %2 px) but not saved: %3</source>
        <translation>Objectif de %1 mesuré (erreur quadratique %2 px) mais non enregistré : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="422"/>
        <source>Lens of %1 measured on %2 views: rms %3 px, saved.</source>
        <translation>Objectif de %1 mesuré sur %2 vues : erreur quadratique %3 px, enregistré.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="433"/>
        <source>The lens of %1 could not be removed (%2: %3).</source>
        <translation>L&apos;objectif de %1 n&apos;a pas pu être supprimé (%2 : %3).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="440"/>
        <source>The lens of %1 is forgotten.</source>
        <translation>L&apos;objectif de %1 est oublié.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="575"/>
        <source>Nothing to measure on yet: no picture has shown the map.</source>
        <translation>Rien à mesurer encore : aucune image n&apos;a montré la carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="582"/>
        <source>the point %1,%2</source>
        <translation>le point %1,%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/cameraworker.cpp" line="586"/>
        <source>marker %1</source>
        <translation>marqueur %1</translation>
    </message>
</context>
<context>
    <name>CasualtyBar</name>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="28"/>
        <source>%1 casualties</source>
        <translation>%1 pertes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="29"/>
        <source>; demoralized at %1</source>
        <translation>&#xa0;; démoralisé à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/armypanel.cpp" line="30"/>
        <source>; disintegrates at %1</source>
        <translation>&#xa0;; désintégration à %1</translation>
    </message>
</context>
<context>
    <name>CasualtyChart</name>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="59"/>
        <source>turn (0 is the set-up)</source>
        <translation>tour (0 = mise en place)</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="127"/>
        <source>&lt;b&gt;Casualties by turn&lt;/b&gt; (eliminated strength at the end of each turn)</source>
        <translation>&lt;b&gt;Pertes par tour&lt;/b&gt; (force éliminée à la fin de chaque tour)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="131"/>
        <source>&lt;b&gt;Dice&lt;/b&gt; (every roll that counts; the dashed line is what a fair die gives)</source>
        <translation>&lt;b&gt;Dés&lt;/b&gt; (chaque jet qui compte&#xa0;; la ligne pointillée indique ce que donne un dé équilibré)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="194"/>
        <source>No die rolled yet.</source>
        <translation>Aucun dé lancé pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="195"/>
        <source>Rolls that count: %1 (%2 by Umpire; %3 more voided by an undo). Average %4; a fair die averages %5.</source>
        <translation>Jets qui comptent : %1 (%2 par Umpire ; %3 de plus invalidés par une annulation). Moyenne %4 ; un dé équilibré donne en moyenne %5.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/chartsview.cpp" line="207"/>
        <source>Latest rolls, oldest first: %1</source>
        <translation>Derniers jets, du plus ancien au plus récent&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="57"/>
        <source>strengths or units: 5 4 3</source>
        <translation>forces ou unités&#xa0;: 5 4 3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="60"/>
        <source>strengths or units: 4</source>
        <translation>forces ou unités&#xa0;: 4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="65"/>
        <source>1-6</source>
        <translation>1-6</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="68"/>
        <source>&amp;Attacker</source>
        <translation>&amp;Attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="70"/>
        <source>&amp;Defender</source>
        <translation>&amp;Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="72"/>
        <source>&amp;Terrain</source>
        <translation>&amp;Terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="74"/>
        <source>D&amp;ie</source>
        <translation>&amp;Jet de dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="98"/>
        <source>&amp;Hexside</source>
        <translation>&amp;Côté d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="100"/>
        <source>Attacker de&amp;moralized</source>
        <translation>Attaquant démo&amp;ralisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="101"/>
        <source>Defender demorali&amp;zed</source>
        <translation>Défenseur démorali&amp;sé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="105"/>
        <source>Column &amp;shift</source>
        <translation>Déca&amp;lage de colonne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="107"/>
        <source>Resolve (Enter)</source>
        <translation>Résoudre (Entrée)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="109"/>
        <source>Roll for me (Ctrl+R)</source>
        <translation>Lancer pour moi (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="151"/>
        <source>No combat yet</source>
        <translation>Aucun combat pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="167"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="167"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="167"/>
        <source>Numbers</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="176"/>
        <source>Double-click a step to read its rule</source>
        <translation>Double-cliquez sur une étape pour lire sa règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="182"/>
        <source>Apply the result</source>
        <translation>Appliquer le résultat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="229"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="238"/>
        <source> (unverified)</source>
        <translation> (non vérifié)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="246"/>
        <source>1-%1</source>
        <translation>1-%1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="267"/>
        <source>no game is open</source>
        <translation>aucune partie ouverte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="312"/>
        <source>%1: &quot;%2&quot; is neither a strength nor a unit of the order of battle</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est ni une force ni une unité de l&apos;ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="319"/>
        <source>%1: type the strengths or the units</source>
        <translation>%1&#xa0;: saisissez les forces ou les unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="322"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="325"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="344"/>
        <source>the players&apos; shift</source>
        <translation>décalage décidé par les joueurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="356"/>
        <source>Type the attacker&apos;s strengths (or units), Tab, the defender&apos;s, Tab, the terrain&apos;s first letter, Tab, the die, Enter.</source>
        <translation>Saisissez les forces de l&apos;attaquant (ou ses unités), Tab, celles du défenseur, Tab, la première lettre du terrain, Tab, le dé, Entrée.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="372"/>
        <source>%1 against %2: %3, an automatic %4 (no die)</source>
        <translation>%1 contre %2&#xa0;: %3, %4 automatique (sans dé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="377"/>
        <source>%1 against %2: odds %3, read on the %4 column</source>
        <translation>%1 contre %2&#xa0;: rapport de forces %3, lu dans la colonne %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="402"/>
        <source>Type the die you rolled (1-%1), or press Ctrl+R to let Umpire roll.</source>
        <translation>Saisissez le dé que vous avez lancé (1-%1), ou appuyez sur Ctrl+R pour laisser Umpire le lancer.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="433"/>
        <source>%1 against %2, %3.</source>
        <translation>%1 contre %2, %3.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="438"/>
        <source>Die %1.</source>
        <translation>Dé %1.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="454"/>
        <source>%1 against %2, column %3</source>
        <translation>%1 contre %2, colonne %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="460"/>
        <source>die %1 (yours)</source>
        <translation>dé %1 (le vôtre)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="461"/>
        <source>die %1 (rolled by Umpire, draw %2)</source>
        <translation>dé %1 (lancé par Umpire, tirage %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="465"/>
        <source>automatic, no die</source>
        <translation>automatique, sans dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="467"/>
        <source>the chart gives %1</source>
        <translation>la table donne %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="484"/>
        <source>On this column: %1</source>
        <translation>Sur cette colonne&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/combatpanel.cpp" line="493"/>
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
        <location filename="../../app/desktop/logview.cpp" line="149"/>
        <source>%1 (undone)</source>
        <translation>%1 (annulé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="172"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="174"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="176"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="178"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="180"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="182"/>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="223"/>
        <source>T&amp;urn</source>
        <translation>To&amp;ur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="225"/>
        <source>Si&amp;de</source>
        <translation>Ca&amp;mp</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="227"/>
        <source>&amp;Kind</source>
        <translation>T&amp;ype</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="236"/>
        <source>Note…</source>
        <translation>Note…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="238"/>
        <source>Override…</source>
        <translation>Forcer une valeur…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="304"/>
        <source>set-up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="304"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="310"/>
        <source>every turn</source>
        <translation>tous les tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="312"/>
        <source>every side</source>
        <translation>tous les camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="313"/>
        <source>every kind</source>
        <translation>tous les types</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="322"/>
        <location filename="../../app/desktop/logview.cpp" line="328"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="322"/>
        <source>A note for the log:</source>
        <translation>Une note pour le journal&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="336"/>
        <source>Referee&apos;s override</source>
        <translation>Décision de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="342"/>
        <source>The referee imposes a value other than the one Umpire computed. Both stay in the log.</source>
        <translation>L&apos;arbitre impose une valeur différente de celle calculée par Umpire. Les deux restent dans le journal.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="344"/>
        <source>&amp;What</source>
        <translation>&amp;Objet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="345"/>
        <source>&amp;Computed</source>
        <translation>&amp;Calculé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="346"/>
        <source>&amp;Imposed</source>
        <translation>&amp;Imposé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="347"/>
        <source>W&amp;hy</source>
        <translation>&amp;Pourquoi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="355"/>
        <location filename="../../app/desktop/logview.cpp" line="363"/>
        <source>Override</source>
        <translation>Décision de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/logview.cpp" line="355"/>
        <source>Say what is overridden and why.</source>
        <translation>Précisez ce qui est forcé et pourquoi.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="75"/>
        <location filename="../../app/desktop/mainwindow.cpp" line="216"/>
        <source>&amp;Log</source>
        <translation>Jour&amp;nal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="76"/>
        <source>C&amp;harts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="78"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="91"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="92"/>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="114"/>
        <source>The journal needed care</source>
        <translation>Le journal présentait des problèmes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="132"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="133"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="135"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="137"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir une partie &amp;récente</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="138"/>
        <source>&amp;Demonstration game</source>
        <translation>Partie de &amp;démonstration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="141"/>
        <source>Save &amp;as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="144"/>
        <source>&amp;Export after-action report…</source>
        <translation>E&amp;xporter le compte rendu de bataille…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="147"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="150"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="151"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="154"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="161"/>
        <source>Add a &amp;note…</source>
        <translation>Ajouter une &amp;note…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="163"/>
        <source>Referee&apos;s &amp;override…</source>
        <translation>&amp;Décision de l&apos;arbitre…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="165"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="166"/>
        <source>New &amp;combat</source>
        <translation>Nouveau &amp;combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="171"/>
        <source>&amp;Next step of the sequence of play</source>
        <translation>Étape &amp;suivante de la séquence de jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="177"/>
        <source>&amp;Roll a die for the log</source>
        <translation>&amp;Lancer un dé pour le journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="182"/>
        <source>Umpire rolled %1</source>
        <translation>Umpire a obtenu %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="186"/>
        <source>&amp;Vae Victis: distances and combat…</source>
        <translation>&amp;Vae Victis : distances et combat…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="194"/>
        <source>&amp;Hex map: movement, line of sight, retreats…</source>
        <translation>&amp;Carte hexagonale : mouvement, ligne de vue, retraites…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="201"/>
        <source>Napoleon &amp;1815 Returns: new game…</source>
        <translation>Napoleon &amp;1815 Returns : nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="207"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="208"/>
        <source>&amp;Camera over the table…</source>
        <translation>&amp;Caméra au-dessus de la table…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="219"/>
        <source>&amp;Charts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="222"/>
        <source>L&amp;anguage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="236"/>
        <source>&amp;Speak results</source>
        <translation>Lire les résultats à &amp;voix haute</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="243"/>
        <source>No speech engine on this computer (install speech-dispatcher to hear results)</source>
        <translation>Aucun moteur de synthèse vocale sur cet ordinateur (installez speech-dispatcher pour entendre les résultats)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="246"/>
        <source>&amp;Dice sound</source>
        <translation>&amp;Son des dés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="254"/>
        <source>Rules &amp;folder…</source>
        <translation>&amp;Dossier des règles…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="255"/>
        <source>Journal &amp;lock timeout…</source>
        <translation>Délai du &amp;verrou du journal…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="257"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="258"/>
        <source>&amp;Rule of the selected step</source>
        <translation>&amp;Règle de l&apos;étape sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="267"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="268"/>
        <source>&amp;About Umpire</source>
        <translation>À &amp;propos d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="270"/>
        <source>About Umpire</source>
        <translation>À propos d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="271"/>
        <source>&lt;b&gt;Umpire&lt;/b&gt; %1&lt;br&gt;A referee for wargames played face to face on a real table: it resolves combat, keeps casualties, morale, the turn record and a journal that is never lost.</source>
        <translation>&lt;b&gt;Umpire&lt;/b&gt; %1&lt;br&gt;Un arbitre pour les wargames joués face à face sur une vraie table&#xa0;: il résout les combats, tient le compte des pertes, le moral, la piste des tours et un journal qui n&apos;est jamais perdu.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="282"/>
        <source>Umpire</source>
        <translation>Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="284"/>
        <source>No game open: File &gt; New game, Open, or the demonstration game (Ctrl+D).</source>
        <translation>Aucune partie ouverte&#xa0;: Fichier &gt; Nouvelle partie, Ouvrir, ou la partie de démonstration (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="290"/>
        <source> [read-only]</source>
        <translation> [lecture seule]</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="292"/>
        <source>%1 · %2 events · every action is saved as it happens</source>
        <translation>%1 · %2 événements · chaque action est enregistrée au moment où elle a lieu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="325"/>
        <source>Vae Victis</source>
        <translation>Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="333"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="347"/>
        <source>Demonstration game</source>
        <translation>Partie de démonstration</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="350"/>
        <source>A new demonstration game: Ligny, afternoon (a made-up set-up, not the printed scenario)</source>
        <translation>Nouvelle partie de démonstration&#xa0;: Ligny, l&apos;après-midi (une mise en place inventée, pas le scénario imprimé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="372"/>
        <location filename="../../app/desktop/mainwindow.cpp" line="382"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="391"/>
        <source>Napoleon 1815 Returns</source>
        <translation>Napoleon 1815 Returns</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="402"/>
        <source>Open a game journal</source>
        <translation>Ouvrir un journal de partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="403"/>
        <source>Umpire journals (*.jsonl);;All files (*)</source>
        <translation>Journaux Umpire (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="413"/>
        <source>Save a copy of the journal as</source>
        <translation>Enregistrer une copie du journal sous</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="414"/>
        <source>Umpire journals (*.jsonl)</source>
        <translation>Journaux Umpire (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="418"/>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="429"/>
        <source>Export the after-action report</source>
        <translation>Exporter le compte rendu de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="430"/>
        <source>Web pages (*.html);;CSV (*.csv);;JSON (*.json)</source>
        <translation>Pages web (*.html);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="440"/>
        <location filename="../../app/desktop/mainwindow.cpp" line="447"/>
        <location filename="../../app/desktop/mainwindow.cpp" line="454"/>
        <location filename="../../app/desktop/mainwindow.cpp" line="465"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="448"/>
        <source>%1 is this game&apos;s journal: the report cannot replace it. Choose another name.</source>
        <translation>%1 est le journal de cette partie : le rapport ne peut pas le remplacer. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="455"/>
        <source>%1 is the journal of another game, which would be lost. Replace it with the report all the same?</source>
        <translation>%1 est le journal d&apos;une autre partie, qui serait perdu. Le remplacer tout de même par le rapport ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="466"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1 : écriture impossible : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="518"/>
        <source>Journal lock timeout</source>
        <translation>Délai du verrou du journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="519"/>
        <source>When another program (umpire-cli, another window) is writing the journal, wait this many seconds for it before giving up:</source>
        <translation>Quand un autre programme (umpire-cli, une autre fenêtre) écrit dans le journal, l&apos;attendre ce nombre de secondes avant d&apos;abandonner :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="469"/>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="497"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Attacker, defender, terrain, die&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Resolve the combat&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Let Umpire roll and resolve&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+letter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;The field or modifier with that letter underlined&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Attaquant, défenseur, terrain, dé&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Entrée&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Résoudre le combat&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Laisser Umpire lancer le dé et résoudre&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+lettre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Le champ ou le modificateur dont cette lettre est soulignée&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="502"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mainwindow.cpp" line="509"/>
        <source>The folder of your rule texts</source>
        <translation>Le dossier de vos textes de règles</translation>
    </message>
</context>
<context>
    <name>MapDialog</name>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="25"/>
        <source>Hex map</source>
        <translation>Carte hexagonale</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="28"/>
        <source>Open &amp;map…</source>
        <translation>Ouvrir une &amp;carte…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="29"/>
        <source>Open &amp;positions…</source>
        <translation>Ouvrir des &amp;positions…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="34"/>
        <source>Reachable hexes</source>
        <translation>Hexagones accessibles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="34"/>
        <source>Line of sight (click a hex)</source>
        <translation>Ligne de vue (cliquez un hexagone)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="34"/>
        <source>Retreat options</source>
        <translation>Retraites possibles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="37"/>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="61"/>
        <source>Open a map file</source>
        <translation>Ouvrir un fichier de carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="61"/>
        <source>Maps (*.json)</source>
        <translation>Cartes (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="66"/>
        <source>Open a positions file</source>
        <translation>Ouvrir un fichier de positions</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="67"/>
        <source>Positions (*.json)</source>
        <translation>Positions (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="112"/>
        <source> — a SAMPLE map, not a printed one</source>
        <translation> — une carte d&apos;EXEMPLE, pas une carte imprimée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="121"/>
        <source>Open a map file first.</source>
        <translation>Ouvrez d&apos;abord un fichier de carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="189"/>
        <source>Select a unit, then click the target hex.</source>
        <translation>Choisissez une unité, puis cliquez l&apos;hexagone cible.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="194"/>
        <source>Line of sight %1 → %2 (range %3): clear</source>
        <translation>Ligne de vue %1 → %2 (portée %3) : dégagée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="195"/>
        <source>Line of sight %1 → %2 (range %3): blocked</source>
        <translation>Ligne de vue %1 → %2 (portée %3) : bloquée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="201"/>
        <source>Open a positions file and choose a unit.</source>
        <translation>Ouvrez un fichier de positions et choisissez une unité.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapdialog.cpp" line="215"/>
        <source>%1 can reach %n hex(es)</source>
        <translation>
            <numerusform>%1 peut atteindre %n hexagone</numerusform>
            <numerusform>%1 peut atteindre %n hexagones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="228"/>
        <source>%1 cannot retreat: eliminated</source>
        <translation>%1 ne peut pas retraiter : éliminé</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapdialog.cpp" line="229"/>
        <source>%1 may retreat to %n hex(es)</source>
        <translation>
            <numerusform>%1 peut retraiter vers %n hexagone</numerusform>
            <numerusform>%1 peut retraiter vers %n hexagones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/mapdialog.cpp" line="237"/>
        <source>
UNVERIFIED: %1 is a stand-in (%2)</source>
        <translation>
NON VÉRIFIÉ : %1 est une valeur provisoire (%2)</translation>
    </message>
</context>
<context>
    <name>MapPage</name>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="34"/>
        <source>The map and the camera</source>
        <translation>La carte et la caméra</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="35"/>
        <source>Choose the map description (its hex grid and the anchor markers printed at its corners), then where the pictures come from.</source>
        <translation>Choisissez la description de la carte (sa grille d&apos;hexagones et les marqueurs d&apos;ancrage imprimés à ses coins), puis la provenance des images.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="40"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="43"/>
        <source>Map description</source>
        <translation>Description de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="44"/>
        <source>Map descriptions (*.json)</source>
        <translation>Descriptions de carte (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="48"/>
        <source>Map description:</source>
        <translation>Description de la carte :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="49"/>
        <source>camera:0, a video file or a folder of pictures</source>
        <translation>camera:0, un fichier vidéo ou un dossier d&apos;images</translation>
    </message>
    <message>
        <location filename="../../app/desktop/camerawizard.cpp" line="50"/>
        <source>Pictures from:</source>
        <translation>Images venant de :</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <location filename="../../app/desktop/mapview.cpp" line="157"/>
        <source>Open a map file</source>
        <translation>Ouvrez un fichier de carte</translation>
    </message>
</context>
<context>
    <name>MiniaturesDialog</name>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="47"/>
        <source>Vae Victis: distances and combat</source>
        <translation>Vae Victis : distances et combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="65"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="67"/>
        <source>&amp;Scale</source>
        <translation>É&amp;chelle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="100"/>
        <source>&amp;Measure and combat</source>
        <translation>&amp;Mesure et combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="101"/>
        <source>&amp;Army list</source>
        <translation>&amp;Liste d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="102"/>
        <source>C&amp;orps morale</source>
        <translation>M&amp;oral des corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="106"/>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="115"/>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="116"/>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="117"/>
        <source>inches</source>
        <translation>pouces</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="118"/>
        <source>paces</source>
        <translation>pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="119"/>
        <source>&amp;Distance</source>
        <translation>&amp;Distance</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="134"/>
        <source>Fire and melee</source>
        <translation>Tir et mêlée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="138"/>
        <source>Fire (at the distance above)</source>
        <translation>Tir (à la distance ci-dessus)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="139"/>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="146"/>
        <source>Attacker &amp;charging</source>
        <translation>L&apos;attaquant c&amp;harge</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="160"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="163"/>
        <source>Attacker (the firer)</source>
        <translation>Attaquant (le tireur)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="164"/>
        <source>Defender (the target)</source>
        <translation>Défenseur (la cible)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="165"/>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="168"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="171"/>
        <source>Factors chosen</source>
        <translation>Facteurs choisis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="174"/>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="188"/>
        <source>&amp;Resolve with these dice</source>
        <translation>&amp;Résoudre avec ces dés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="190"/>
        <source>Ro&amp;ll for me</source>
        <translation>Lancer &amp;pour moi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="301"/>
        <source>Its general is los&amp;t</source>
        <translation>Son &amp;général est perdu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="212"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="80"/>
        <source>&amp;New battle…</source>
        <translation>&amp;Nouvelle bataille…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="82"/>
        <source>Open &amp;battle…</source>
        <translation>Ouvrir une &amp;bataille…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="83"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="85"/>
        <source>Re&amp;do</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="182"/>
        <source>Corps</source>
        <translation>Corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="212"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="212"/>
        <source>Numbers</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="263"/>
        <source>How many elements of each type in each corps:</source>
        <translation>Combien d&apos;éléments de chaque type dans chaque corps :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="266"/>
        <source>Corps 1</source>
        <translation>Corps 1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="266"/>
        <source>Corps 2</source>
        <translation>Corps 2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="266"/>
        <source>Corps 3</source>
        <translation>Corps 3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="266"/>
        <source>Corps 4</source>
        <translation>Corps 4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="269"/>
        <source>A &amp;Commander-in-Chief commands the army</source>
        <translation>Un commandant en c&amp;hef commande l&apos;armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="300"/>
        <source>Umpire rolls</source>
        <translation>Umpire lance</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="304"/>
        <source>Co&amp;rps of the battle</source>
        <translation>Co&amp;rps de la bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="307"/>
        <source>Corps &amp;points</source>
        <translation>&amp;Points du corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="308"/>
        <source>Points &amp;lost</source>
        <translation>Points p&amp;erdus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="309"/>
        <source>&amp;Elements left</source>
        <translation>Éléments res&amp;tants</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="310"/>
        <source>Elements &amp;in command range</source>
        <translation>Éléments dans le ra&amp;yon de commandement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="312"/>
        <source>Rally &amp;die</source>
        <translation>&amp;Dé de ralliement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="313"/>
        <source>&amp;Check the corps</source>
        <translation>&amp;Vérifier le corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="340"/>
        <source>Corps %1</source>
        <translation>Corps %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="343"/>
        <source>Type how many elements of each type each corps has.</source>
        <translation>Saisissez combien d&apos;éléments de chaque type compte chaque corps.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="357"/>
        <source>&lt;b&gt;%1 points&lt;/b&gt; in all; by corps: %2.</source>
        <translation>&lt;b&gt;%1 points&lt;/b&gt; en tout ; par corps : %2.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="363"/>
        <source>The list is legal.</source>
        <translation>La liste est réglementaire.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="397"/>
        <source>&lt;b&gt;Demoralised&lt;/b&gt; (a third of its points is %1): %2 elements rally, %3 flee; -1 in attack except the Guard.</source>
        <translation>&lt;b&gt;Démoralisé&lt;/b&gt; (le tiers de ses points est %1) : %2 éléments se rallient, %3 fuient ; -1 en attaque sauf la Garde.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="403"/>
        <source>&lt;b&gt;In good order&lt;/b&gt;: demoralised at %1 points lost.</source>
        <translation>&lt;b&gt;En bon ordre&lt;/b&gt; : démoralisé à %1 points perdus.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="486"/>
        <source>New Vae Victis battle</source>
        <translation>Nouvelle bataille Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="490"/>
        <source>One corps per line: army: corps: points
French: I Corps: 36
Austrian: Kolowrat: 30</source>
        <translation>Un corps par ligne : armée : corps : points
Français : Ier corps : 36
Autrichiens : Kolowrat : 30</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="492"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="493"/>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="494"/>
        <source>&amp;Corps</source>
        <translation>&amp;Corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="502"/>
        <source>Keep the battle in</source>
        <translation>Garder la bataille dans</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="504"/>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="515"/>
        <source>Journals (*.jsonl)</source>
        <translation>Journaux (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="515"/>
        <source>Open a Vae Victis battle</source>
        <translation>Ouvrir une bataille Vae Victis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="552"/>
        <source>Results are not kept: start or open a battle to journal them.</source>
        <translation>Les résultats ne sont pas gardés : commencez ou ouvrez une bataille pour les journaliser.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="559"/>
        <source>%1 (%2): %3 of %4 lost%5</source>
        <translation>%1 (%2) : %3 sur %4 perdus%5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="563"/>
        <source>, &lt;b&gt;demoralised&lt;/b&gt;</source>
        <translation>, &lt;b&gt;démoralisé&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="565"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 results journaled in %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 résultats journalisés dans %3&lt;br&gt;%4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="574"/>
        <source>(typed below)</source>
        <translation>(saisi ci-dessous)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="574"/>
        <source>(no corps)</source>
        <translation>(aucun corps)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="576"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="629"/>
        <source>%1 (%2 pts)</source>
        <translation>%1 (%2 pts)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="698"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="698"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="699"/>
        <source>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;%1 paces&lt;/b&gt;&lt;/span&gt; (%2 cm, %3 in)&lt;br&gt;In range of: %4&lt;br&gt;Within one move of: %5&lt;br&gt;Zone of control (200 paces): %6 · command range: %7 (in sight: %8) · strategic distance: %9</source>
        <translation>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;%1 pas&lt;/b&gt;&lt;/span&gt; (%2 cm, %3 pouces)&lt;br&gt;À portée de : %4&lt;br&gt;À moins d&apos;un mouvement de : %5&lt;br&gt;Zone de contrôle (200 pas) : %6 · rayon de commandement : %7 (à vue : %8) · distance stratégique : %9</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="707"/>
        <source>no weapon</source>
        <translation>aucune arme</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="709"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="777"/>
        <source>A tie: roll both dice again and enter them</source>
        <translation>Égalité : relancez les deux dés et saisissez-les</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="781"/>
        <source>No effect</source>
        <translation>Sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="782"/>
        <source>The %1 loses: %2</source>
        <translation>Le %1 perd : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="783"/>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="783"/>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/miniaturesdialog.cpp" line="802"/>
        <source>Unverified data decided this result: %1</source>
        <translation>Des données non vérifiées ont décidé ce résultat : %1</translation>
    </message>
</context>
<context>
    <name>N1815Window</name>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="108"/>
        <source>Secret objectives</source>
        <translation>Objectifs secrets</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="127"/>
        <source>Location</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="127"/>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="127"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="127"/>
        <source>Roads to</source>
        <translation>Routes vers</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="132"/>
        <location filename="../../app/desktop/n1815window.cpp" line="275"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="133"/>
        <location filename="../../app/desktop/n1815window.cpp" line="276"/>
        <source>&amp;Locations</source>
        <translation>&amp;Lieux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="137"/>
        <location filename="../../app/desktop/n1815window.cpp" line="265"/>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="138"/>
        <location filename="../../app/desktop/n1815window.cpp" line="266"/>
        <location filename="../../app/desktop/n1815window.cpp" line="1011"/>
        <source>&amp;Battle</source>
        <translation>&amp;Bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="139"/>
        <location filename="../../app/desktop/n1815window.cpp" line="267"/>
        <source>Tracking &amp;sheets</source>
        <translation>&amp;Fiches de suivi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="140"/>
        <location filename="../../app/desktop/n1815window.cpp" line="268"/>
        <source>&amp;Objectives</source>
        <translation>&amp;Objectifs</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="143"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="143"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="145"/>
        <location filename="../../app/desktop/n1815window.cpp" line="269"/>
        <source>&amp;Journal</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="149"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="149"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="149"/>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="149"/>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="157"/>
        <source>What the rules did</source>
        <translation>Ce qu&apos;ont fait les règles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="182"/>
        <location filename="../../app/desktop/n1815window.cpp" line="1110"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="186"/>
        <source>no units</source>
        <translation>aucune unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="242"/>
        <source>The journal needed care: %1</source>
        <translation>Le journal a demandé de l&apos;attention : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="253"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="254"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="256"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="257"/>
        <source>&amp;Undo the last action</source>
        <translation>&amp;Annuler la dernière action</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="260"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="264"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="288"/>
        <source>Weather (N1815 9): a 6 is rain</source>
        <translation>Météo (N1815 9) : un 6 donne la pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="290"/>
        <source>&amp;Weather roll</source>
        <translation>Jet de &amp;météo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="291"/>
        <location filename="../../app/desktop/n1815window.cpp" line="310"/>
        <location filename="../../app/desktop/n1815window.cpp" line="516"/>
        <location filename="../../app/desktop/n1815window.cpp" line="539"/>
        <source>Roll it for me</source>
        <translation>Lancez-le pour moi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="292"/>
        <location filename="../../app/desktop/n1815window.cpp" line="311"/>
        <location filename="../../app/desktop/n1815window.cpp" line="518"/>
        <location filename="../../app/desktop/n1815window.cpp" line="543"/>
        <source>Die:</source>
        <translation>Dé :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="303"/>
        <source>Movement points (N1815 10): base plus the variable roll</source>
        <translation>Points de mouvement (N1815 10) : base plus le jet variable</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="309"/>
        <source>&amp;Movement points</source>
        <translation>&amp;Points de mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="311"/>
        <source>Army:</source>
        <translation>Armée :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="325"/>
        <source>Moves (N1815 3, 9, 10), checked by the rules</source>
        <translation>Mouvements (N1815 3, 9, 10), vérifiés par les règles</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="333"/>
        <source>locations entered, in order: Thuin, Charleroi</source>
        <translation>lieux traversés, dans l&apos;ordre : Thuin, Charleroi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="334"/>
        <source>M&amp;ove</source>
        <translation>Dé&amp;placer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="335"/>
        <source>&amp;End movement</source>
        <translation>&amp;Fin du mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="336"/>
        <source>&amp;Unit</source>
        <translation>&amp;Unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="337"/>
        <source>Moves allowed</source>
        <translation>Mouvements permis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="342"/>
        <source>&amp;Path</source>
        <translation>&amp;Chemin</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815window.cpp" line="354"/>
        <source>(%n MP</source>
        <translation>
            <numerusform>(%n PM</numerusform>
            <numerusform>(%n PM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815window.cpp" line="356"/>
        <source>, %n cohesion</source>
        <translation>
            <numerusform>, %n de cohésion</numerusform>
            <numerusform>, %n de cohésion</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="358"/>
        <source>, enters the enemy: combat</source>
        <translation>, entre chez l&apos;ennemi : combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="371"/>
        <source>Combat (N1815 11) and the end of the turn</source>
        <translation>Combat (N1815 11) et fin du tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="374"/>
        <source>Deal from Umpire&apos;s &amp;virtual deck</source>
        <translation>Distribuer depuis le paquet &amp;virtuel d&apos;Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="377"/>
        <source>Unchecked: the players deal and play their own cards and Umpire records them</source>
        <translation>Décoché : les joueurs distribuent et jouent leurs propres cartes et Umpire les enregistre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="378"/>
        <source>&amp;Start combat</source>
        <translation>&amp;Commencer le combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="379"/>
        <source>End the &amp;combat phase</source>
        <translation>Finir la phase de &amp;combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="380"/>
        <source>End the tu&amp;rn</source>
        <translation>Finir le to&amp;ur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="383"/>
        <source>Where:</source>
        <translation>Où :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="406"/>
        <source>Choose the unit that moves</source>
        <translation>Choisissez l&apos;unité qui se déplace</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="408"/>
        <source>Type the locations the unit enters, in order, or choose an allowed move</source>
        <translation>Tapez les lieux où l&apos;unité entre, dans l&apos;ordre, ou choisissez un mouvement permis</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="417"/>
        <source>No combat to fight: no town holds corps of both sides</source>
        <translation>Aucun combat à livrer : aucune ville ne contient des corps des deux camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="438"/>
        <source>Type the die as rolled (1 to %1), or let Umpire roll it</source>
        <translation>Tapez le dé tel qu&apos;il est tombé (1 à %1), ou laissez Umpire le lancer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="469"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="469"/>
        <source>Attacker plays</source>
        <translation>L&apos;attaquant joue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="469"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="470"/>
        <source>Counterattack</source>
        <translation>Contre-attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="470"/>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="487"/>
        <source>&amp;Play the card</source>
        <translation>&amp;Jouer la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="488"/>
        <location filename="../../app/desktop/n1815window.cpp" line="501"/>
        <source>Card:</source>
        <translation>Carte :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="499"/>
        <source>&amp;Match with it</source>
        <translation>&amp;Répondre avec</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="500"/>
        <source>&amp;Decline (lose the battle)</source>
        <translation>&amp;Refuser (perdre la bataille)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="515"/>
        <source>Counter&amp;attack</source>
        <translation>Contre-&amp;attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="517"/>
        <source>&amp;No counterattack</source>
        <translation>&amp;Pas de contre-attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="538"/>
        <source>&amp;Try to reinforce</source>
        <translation>&amp;Tenter de renforcer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="540"/>
        <source>Done &amp;reinforcing</source>
        <translation>Renforts &amp;terminés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="543"/>
        <source>Unit:</source>
        <translation>Unité :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="549"/>
        <source>No unit next to the battle may try: press Done reinforcing</source>
        <translation>Aucune unité proche de la bataille ne peut tenter : appuyez sur Renforts terminés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="571"/>
        <location filename="../../app/desktop/n1815window.cpp" line="669"/>
        <source>Corps</source>
        <translation>Corps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="571"/>
        <source>Cohesion lost</source>
        <translation>Cohésion perdue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="575"/>
        <source>Di&amp;stribute these losses</source>
        <translation>Ré&amp;partir ces pertes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="576"/>
        <source>Side:</source>
        <translation>Camp :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="609"/>
        <source>Re&amp;treat there</source>
        <translation>Re&amp;traiter là</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="610"/>
        <source>To:</source>
        <translation>Vers :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="620"/>
        <source>&amp;Finish: apply the battle to the board and the sheets</source>
        <translation>&amp;Terminer : appliquer la bataille au plateau et aux fiches</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="641"/>
        <source>Every side&apos;s losses are distributed</source>
        <translation>Les pertes de chaque camp sont réparties</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="661"/>
        <source>Each corps&apos; cohesion track, the cube (yellow) where it stands and the half-way mark (red frame): at or below it the corps draws its reduced cards (N1815 4). Values marked UNVERIFIED are stand-ins: check them against your own tracking sheets.</source>
        <translation>La piste de cohésion de chaque corps, le cube (jaune) où il se trouve et la marque de mi-parcours (cadre rouge) : à ce niveau ou en dessous, le corps tire ses cartes réduites (N1815 4). Les valeurs marquées NON VÉRIFIÉ sont provisoires : comparez-les à vos propres fiches de suivi.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="669"/>
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="669"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="669"/>
        <source>Cohesion track</source>
        <translation>Piste de cohésion</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="669"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="669"/>
        <source>Tactical</source>
        <translation>Tactique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="677"/>
        <source>The referee&apos;s override (journaled with why)</source>
        <translation>La correction de l&apos;arbitre (journalisée avec sa raison)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="683"/>
        <source>why: the cube on our sheet says otherwise</source>
        <translation>pourquoi : le cube de notre fiche dit autre chose</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="684"/>
        <source>Set the selected corps&apos; cohesion</source>
        <translation>Fixer la cohésion du corps choisi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="686"/>
        <source>Cohesion:</source>
        <translation>Cohésion :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="689"/>
        <source>A stand-in track (its top or its half-way mark) is corrected in your own copy of n1815.json in your rule-data folder; Umpire reads it before the shipped one.</source>
        <translation>Une piste provisoire (son sommet ou sa marque de mi-parcours) se corrige dans votre propre copie de n1815.json, dans votre dossier de données de règles ; Umpire la lit avant celle fournie.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="707"/>
        <source>Select the corps on the sheet first</source>
        <translation>Choisissez d&apos;abord le corps sur la fiche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="710"/>
        <source>Say why: an override is journaled with its reason</source>
        <translation>Dites pourquoi : une correction est journalisée avec sa raison</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="726"/>
        <source>N1815 5: the French player has two secret objectives. Umpire draws them, or records the two he drew from his own cards; they stay hidden until the end of the game.</source>
        <translation>N1815 5 : le joueur français a deux objectifs secrets. Umpire les tire, ou enregistre les deux qu&apos;il a tirés de ses propres cartes ; ils restent cachés jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="730"/>
        <source>&amp;Draw two at random</source>
        <translation>&amp;Tirer deux au hasard</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="740"/>
        <source>&amp;Record the cards he drew</source>
        <translation>&amp;Enregistrer les cartes qu&apos;il a tirées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="742"/>
        <source>S&amp;how the objectives…</source>
        <translation>&amp;Montrer les objectifs…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="743"/>
        <source>H&amp;ide them</source>
        <translation>&amp;Les cacher</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="756"/>
        <source>Two objectives drawn; only the French player may look</source>
        <translation>Deux objectifs tirés ; seul le joueur français peut regarder</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="772"/>
        <source>No objectives yet: draw them or record the French player&apos;s cards</source>
        <translation>Pas encore d&apos;objectifs : tirez-les ou enregistrez les cartes du joueur français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="774"/>
        <source>Only the French player should look. Show the secret objectives?</source>
        <translation>Seul le joueur français doit regarder. Montrer les objectifs secrets ?</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="790"/>
        <source>No objectives yet.</source>
        <translation>Pas encore d&apos;objectifs.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815window.cpp" line="794"/>
        <source>Hidden: %n objective card(s) held by the French player.</source>
        <translation>
            <numerusform>Caché : %n carte objectif tenue par le joueur français.</numerusform>
            <numerusform>Cachées : %n cartes objectifs tenues par le joueur français.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="798"/>
        <source>&lt;b&gt;Revealed:&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;Révélés :&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="822"/>
        <source>#%1 journaled: %2</source>
        <translation>n° %1 journalisé : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="850"/>
        <source>Undone (#%1): %2</source>
        <translation>Annulé (n° %1) : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="850"/>
        <source>Redone (#%1): %2</source>
        <translation>Rétabli (n° %1) : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="860"/>
        <source>Refused:</source>
        <translation>Refusé :</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="876"/>
        <source>UNVERIFIED stand-ins used (%1): %2</source>
        <translation>Valeurs provisoires NON VÉRIFIÉES utilisées (%1) : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="903"/>
        <source>weather roll</source>
        <translation>jet de météo</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="903"/>
        <source>French movement</source>
        <translation>mouvement français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="904"/>
        <source>French combat</source>
        <translation>combat français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="904"/>
        <source>Allied movement</source>
        <translation>mouvement allié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="905"/>
        <source>Allied combat</source>
        <translation>combat allié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="905"/>
        <source>end of turn</source>
        <translation>fin du tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="906"/>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="907"/>
        <source>Turn %1 of %2 · %3</source>
        <translation>Tour %1 sur %2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="911"/>
        <source> · rain</source>
        <translation> · pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="913"/>
        <source> · active: %1</source>
        <translation> · actif : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="916"/>
        <source> · %1 MP left: %2</source>
        <translation> · PM restants des %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="919"/>
        <source>Game over after turn %1: %2 wins (%3)</source>
        <translation>Partie terminée après le tour %1 : %2 gagne (%3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815window.cpp" line="925"/>
        <source>UNVERIFIED: %n value(s) of this game&apos;s data are stand-ins (tracks, cards, roads, deck) the rules given to us do not state; they are marked on the sheets. Check them against your own components.</source>
        <translation>
            <numerusform>NON VÉRIFIÉ : %n valeur des données de ce jeu est provisoire (pistes, cartes, routes, paquet) : les règles dont nous disposons ne la donnent pas ; elle est marquée sur les fiches. Vérifiez-la sur votre propre matériel.</numerusform>
            <numerusform>NON VÉRIFIÉ : %n valeurs des données de ce jeu sont provisoires (pistes, cartes, routes, paquet) : les règles dont nous disposons ne les donnent pas ; elles sont marquées sur les fiches. Vérifiez-les sur votre propre matériel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="930"/>
        <source>%1 — Napoleon 1815 Returns — Umpire</source>
        <translation>%1 — Napoleon 1815 Returns — Umpire</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="962"/>
        <source> (rolled)</source>
        <translation> (lancé)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="982"/>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1011"/>
        <source>&amp;Battle at %1</source>
        <translation>&amp;Bataille à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1014"/>
        <source>No battle is being fought.</source>
        <translation>Aucune bataille n&apos;est en cours.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1018"/>
        <source>Start one from the Turn tab in a combat phase.</source>
        <translation>Commencez-en une depuis l&apos;onglet Tour pendant une phase de combat.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1021"/>
        <source>the attacker plays a card</source>
        <translation>l&apos;attaquant joue une carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1022"/>
        <source>the defender matches or declines</source>
        <translation>le défenseur répond ou refuse</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1023"/>
        <source>the defender may counterattack</source>
        <translation>le défenseur peut contre-attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1024"/>
        <source>reinforcement attempts</source>
        <translation>tentatives de renfort</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1025"/>
        <source>losses are distributed</source>
        <translation>répartition des pertes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1026"/>
        <source>the loser retreats</source>
        <translation>le perdant retraite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1027"/>
        <source>done: apply it to the board</source>
        <translation>terminé : appliquez-la au plateau</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1029"/>
        <source>Battle at %1 · round %2 · %3</source>
        <translation>Bataille à %1 · round %2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1039"/>
        <source>%1 (joined from %2)</source>
        <translation>%1 (venu de %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815window.cpp" line="1051"/>
        <source>&lt;b&gt;%1&lt;/b&gt;%2 — %n card(s) in hand%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;%2 — %n carte en main%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;%2 — %n cartes en main%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1053"/>
        <source> (attacks)</source>
        <translation> (attaque)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1056"/>
        <source>&amp;nbsp;&amp;nbsp;battle-round losses: %1%2&lt;br&gt;</source>
        <translation>&amp;nbsp;&amp;nbsp;pertes de round : %1%2&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1058"/>
        <source> (distributed)</source>
        <translation> (réparties)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1061"/>
        <source>Every attacking corps crossed a river: the defender has %1 more cards.&lt;br&gt;</source>
        <translation>Chaque corps attaquant a traversé une rivière : le défenseur a %1 cartes de plus.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1064"/>
        <source>&lt;b&gt;%1 wins the battle.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 gagne la bataille.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1071"/>
        <source>Odds from the hands dealt (%1, %2 battles): %3 wins %4%, %5 wins %6% (± %7 points); expected cohesion losses %3 %8, %5 %9. Policy: %10</source>
        <translation>Chances d&apos;après les mains distribuées (%1, %2 batailles) : %3 gagne %4 %, %5 gagne %6 % (± %7 points) ; pertes de cohésion attendues %3 %8, %5 %9. Politique : %10</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1084"/>
        <source>No odds: %1</source>
        <translation>Pas de chances : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1092"/>
        <source>matches with %1</source>
        <translation>répond avec %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1093"/>
        <source>declines</source>
        <translation>refuse</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1093"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1096"/>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1099"/>
        <source>rolled %1 against %2</source>
        <translation>a fait %1 contre %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1101"/>
        <source>: roles swapped</source>
        <translation> : rôles inversés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1104"/>
        <source>%1 rolled %2 against %3: %4</source>
        <translation>%1 a fait %2 contre %3 : %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815window.cpp" line="1108"/>
        <source>joins, +%n card(s)</source>
        <translation>
            <numerusform>se joint, +%n carte</numerusform>
            <numerusform>se joint, +%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1108"/>
        <source>fails</source>
        <translation>échoue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1121"/>
        <source>%1 plays a card.</source>
        <translation>%1 joue une carte.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1126"/>
        <source>%1 matches %2 with the same card or Combined Arms, or declines.</source>
        <translation>%1 répond à %2 avec la même carte ou Armes combinées, ou refuse.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1131"/>
        <source>%1 may counterattack: a roll of %2 or less (%3&apos;s tactical rating) makes it the attacker.</source>
        <translation>%1 peut contre-attaquer : un jet de %2 ou moins (valeur tactique de %3) en fait l&apos;attaquant.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1143"/>
        <source>%1 at %2 (tactical %3)</source>
        <translation>%1 à %2 (tactique %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1152"/>
        <source>%1 may try to bring in units from next to the battle.</source>
        <translation>%1 peut tenter de faire venir des unités proches de la bataille.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1154"/>
        <source>%1 has no unit that may reinforce: press Done reinforcing.</source>
        <translation>%1 n&apos;a aucune unité qui puisse renforcer : appuyez sur Renforts terminés.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1165"/>
        <source>%1 (%2 to distribute)</source>
        <translation>%1 (%2 à répartir)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1170"/>
        <source>Each side&apos;s owner splits its losses among its corps (Umpire suggests an even split).</source>
        <translation>Le propriétaire de chaque camp répartit ses pertes entre ses corps (Umpire propose une répartition égale).</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1178"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1181"/>
        <source>nowhere: the retreating units are eliminated</source>
        <translation>nulle part : les unités en retraite sont éliminées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1183"/>
        <source>%1 retreats: the owner chooses among the best retreats.</source>
        <translation>%1 retraite : le propriétaire choisit parmi les meilleures retraites.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1187"/>
        <source>The battle is decided: apply it to the board and the sheets.</source>
        <translation>La bataille est décidée : appliquez-la au plateau et aux fiches.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1212"/>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1231"/>
        <source>&lt;small&gt;UNVERIFIED track: a stand-in, check your sheet&lt;/small&gt;</source>
        <translation>&lt;small&gt;Piste NON VÉRIFIÉE : valeur provisoire, vérifiez votre fiche&lt;/small&gt;</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1234"/>
        <source>cohesion %1 of %2%3; half-way mark %4%5</source>
        <translation>cohésion %1 sur %2%3 ; marque de mi-parcours %4%5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1251"/>
        <source>commander</source>
        <translation>commandant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1279"/>
        <source> (river)</source>
        <translation> (rivière)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1304"/>
        <source>{&quot;action&quot;: &quot;recordObjectives&quot;} (hidden)</source>
        <translation>{&quot;action&quot;: &quot;recordObjectives&quot;} (caché)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/n1815window.cpp" line="1306"/>
        <source>(undone) %1</source>
        <translation>(annulé) %1</translation>
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
        <location filename="../../app/desktop/newgamedialog.cpp" line="34"/>
        <source>Napoleon 1815 Returns</source>
        <translation>Napoleon 1815 Returns</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="46"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="52"/>
        <source>&amp;Ruleset</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="53"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Scénario</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="54"/>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="55"/>
        <source>&amp;Journal file</source>
        <translation>&amp;Fichier journal</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="64"/>
        <source>New game journal</source>
        <translation>Nouveau journal de partie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="64"/>
        <source>Umpire journals (*.jsonl)</source>
        <translation>Journaux Umpire (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="76"/>
        <source>the campaign of June 1815 (N1815 7)</source>
        <translation>la campagne de juin 1815 (N1815 7)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="81"/>
        <source>none: the ruleset&apos;s sides, no levels</source>
        <translation>aucun&#xa0;: les camps des règles du jeu, sans seuils</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="77"/>
        <location filename="../../app/desktop/newgamedialog.cpp" line="91"/>
        <source>Every action is written to the journal file as it happens: there is nothing to save.</source>
        <translation>Chaque action est écrite dans le fichier journal au moment où elle a lieu&#xa0;: il n&apos;y a rien à enregistrer.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="114"/>
        <source>Choose where the journal goes.</source>
        <translation>Choisissez l&apos;emplacement du journal.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/newgamedialog.cpp" line="119"/>
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
        <location filename="../../app/desktop/turntrack.cpp" line="69"/>
        <source>Turn %1 · %2</source>
        <translation>Tour %1 · %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="70"/>
        <source>No phase yet</source>
        <translation>Pas encore de phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="78"/>
        <source>☾ Night</source>
        <translation>☾ Nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="80"/>
        <source>NLB 7.9: no combat at night</source>
        <translation>NLB 7.9&#xa0;: pas de combat de nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="82"/>
        <source>☂ Rain</source>
        <translation>☂ Pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="84"/>
        <source>No combat in rain where the rules say so (NLB 7.9)</source>
        <translation>Pas de combat sous la pluie là où les règles le prévoient (NLB 7.9)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="86"/>
        <source>☀ Clear</source>
        <translation>☀ Beau temps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="92"/>
        <source>Next: %1</source>
        <translation>Ensuite&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="98"/>
        <source>Next: the first turn</source>
        <translation>Ensuite&#xa0;: le premier tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="104"/>
        <source>No reinforcements due</source>
        <translation>Aucun renfort attendu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/turntrack.cpp" line="105"/>
        <source>Reinforcements due: %1</source>
        <translation>Renforts attendus&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="7"/>
        <source> (cavalry: two locations for one point)</source>
        <translation> (cavalerie : deux lieux pour un point)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="8"/>
        <source> (continuing its move)</source>
        <translation> (poursuit son mouvement)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="9"/>
        <source> to %1</source>
        <translation> vers %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="10"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="11"/>
        <source>%1 %2 (automatic)</source>
        <translation>%1 %2 (automatique)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="12"/>
        <source>%1 %2 (into %3)</source>
        <translation>%1 %2 (vers %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="13"/>
        <source>%1 %2 (out of %3)</source>
        <translation>%1 %2 (depuis %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="14"/>
        <source>%1 %2 against %3: %4, in %5, beaten by %6: %7</source>
        <translation>%1 %2 contre %3 : %4, en %5, battu par %6 : %7</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="15"/>
        <source>%1 %2 against %3: %4, in %5, in contact, beaten by %6: %7</source>
        <translation>%1 %2 contre %3 : %4, en %5, au contact, battu par %6 : %7</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="16"/>
        <source>%1 %2 in %3 is halved, rounding up</source>
        <translation>%1 %2 en %3 est divisé par deux, arrondi au supérieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="17"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="18"/>
        <source>%1 %2: %3 %4 would apply, but the referee ruled it out</source>
        <translation>%1 %2 : %3 %4 s&apos;appliquerait, mais l&apos;arbitre l&apos;a écarté</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="19"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="20"/>
        <source>%1 (%2) %3 MP%4 = %5 MP</source>
        <translation>%1 (%2) %3 PM%4 = %5 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="21"/>
        <source>%1 (%2) is destroyed: remove it</source>
        <translation>%1 (%2) est détruit : retirez-le</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="22"/>
        <source>%1 (%2) lies between and blocks the line of sight</source>
        <translation>%1 (%2) est entre les deux et bloque la ligne de vue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="23"/>
        <source>%1 (%2) may not be entered</source>
        <translation>on ne peut pas entrer en %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="24"/>
        <source>%1 (%2) must occupy the place %3 vacated, and pursues no further (%4)</source>
        <translation>%1 (%2) doit occuper la place laissée par %3, et ne poursuit pas plus loin (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="26"/>
        <source>%1 (%2) recoils a base width, about-turns and flees %3 towards its own baseline, for one turn (VV 8 Fleeing)</source>
        <translation>%1 (%2) recule d&apos;une largeur de socle, fait demi-tour et fuit de %3 vers son bord de table, pour un tour (VV 8 Fuite)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="28"/>
        <source>%1 (%2) recoils a base width, still facing its adversary (VV 8 Recoil)</source>
        <translation>%1 (%2) recule d&apos;une largeur de socle, toujours face à son adversaire (VV 8 Recul)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="30"/>
        <source>%1 (%2): %3 MP</source>
        <translation>%1 (%2) : %3 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="31"/>
        <source>%1 (%2): %3 paces is %4</source>
        <translation>%1 (%2) : %3 pas, c&apos;est %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="32"/>
        <source>%1 (charge bonus of %2)</source>
        <translation>%1 (bonus de charge de %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="33"/>
        <source>%1 (generated: seed %2, draw %3)</source>
        <translation>%1 (tiré : graine %2, tirage %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="34"/>
        <source>%1 (physical die)</source>
        <translation>%1 (dé physique)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="35"/>
        <source>%1 adds his combat card rating</source>
        <translation>%1 ajoute sa valeur de cartes de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="36"/>
        <source>%1 adds its combat card rating</source>
        <translation>%1 ajoute sa valeur de cartes de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="37"/>
        <source>%1 and %2 are not adjacent: movement goes hex by hex</source>
        <translation>%1 et %2 ne sont pas adjacents : le mouvement se fait hexagone par hexagone</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="38"/>
        <source>%1 at %2 paces: %3 %4</source>
        <translation>%1 à %2 pas : %3 %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="39"/>
        <source>%1 at cohesion %2, at or below its half-way mark %3: reduced cards</source>
        <translation>%1 à la cohésion %2, à sa marque de mi-parcours %3 ou en dessous : cartes réduites</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="41"/>
        <source>%1 base movement points</source>
        <translation>%1 points de mouvement de base</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="42"/>
        <source>%1 belongs to a demoralized army: it may not advance</source>
        <translation>%1 appartient à une armée démoralisée : il ne peut pas avancer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="43"/>
        <source>%1 between %2 and %3 may be crossed only at a bridge</source>
        <translation>%1 entre %2 et %3 ne se franchit qu&apos;à un pont</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="44"/>
        <source>%1 cannot recoil (enemy on its flank or rear, an obstacle, or a friend behind facing another way): destroyed</source>
        <translation>%1 ne peut pas reculer (ennemi sur son flanc ou ses arrières, un obstacle, ou un ami derrière tourné dans un autre sens) : détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="46"/>
        <source>%1 cards against %2 (%3)</source>
        <translation>%1 cartes contre %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="47"/>
        <source>%1 cards against %2 (%3, %4 battles)</source>
        <translation>%1 cartes contre %2 (%3, %4 batailles)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="48"/>
        <source>%1 cohesion set by hand: %2</source>
        <translation>cohésion de %1 fixée à la main : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="49"/>
        <source>%1 column left</source>
        <translation>%1 colonne à gauche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="50"/>
        <source>%1 column right</source>
        <translation>%1 colonne à droite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="51"/>
        <source>%1 columns left</source>
        <translation>%1 colonnes à gauche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="52"/>
        <source>%1 columns right</source>
        <translation>%1 colonnes à droite</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="53"/>
        <source>%1 counterattack: %2 against %3&apos;s tactical rating %4: failure</source>
        <translation>contre-attaque des %1 : %2 contre la valeur tactique %4 de %3 : échec</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="54"/>
        <source>%1 counterattack: %2 against %3&apos;s tactical rating %4: success, they attack next round</source>
        <translation>contre-attaque des %1 : %2 contre la valeur tactique %4 de %3 : réussite, ils attaquent au round suivant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="57"/>
        <source>%1 disengages (open dot): it may not enter another enemy zone of control this phase</source>
        <translation>%1 se désengage (point blanc) : il ne peut pas entrer dans une autre zone de contrôle ennemie pendant cette phase</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="60"/>
        <source>%1 disengages: its first hex may not be in an enemy zone of control</source>
        <translation>%1 se désengage : son premier hexagone ne peut pas être dans une zone de contrôle ennemie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="62"/>
        <source>%1 do not match %2</source>
        <translation>les %1 ne répondent pas à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="63"/>
        <source>%1 do not try to counterattack</source>
        <translation>les %1 ne tentent pas de contre-attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="64"/>
        <source>%1 elements flee towards their own base line in the movement phase, for one turn; any leaving the table are destroyed</source>
        <translation>%1 éléments fuient vers leur bord de table pendant la phase de mouvement, pour un tour ; ceux qui quittent la table sont détruits</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="66"/>
        <source>%1 eliminated</source>
        <translation>%1 éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="67"/>
        <source>%1 entered</source>
        <translation>%1 entré</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="68"/>
        <source>%1 enters %2, held by enemy corps: combat will occur</source>
        <translation>%1 entre à %2, tenu par des corps ennemis : il y aura combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="69"/>
        <source>%1 exited</source>
        <translation>%1 sorti</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="70"/>
        <source>%1 fails to reinforce from %2: %3 against tactical rating %4; it stays and may try again next round</source>
        <translation>%1 ne parvient pas à renforcer depuis %2 : %3 contre la valeur tactique %4 ; il reste et pourra réessayer au round suivant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="72"/>
        <source>%1 hand</source>
        <translation>main des %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="73"/>
        <source>%1 has %2 MP</source>
        <translation>%1 a %2 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="74"/>
        <source>%1 has lost %2 of %3 points (a third loses a two-corps battle)</source>
        <translation>%1 a perdu %2 points sur %3 (un tiers perd une bataille à deux corps)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="75"/>
        <source>%1 has lost %2 of %3 points; demoralised at %4 (a third)</source>
        <translation>%1 a perdu %2 points sur %3 ; démoralisé à %4 (un tiers)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="76"/>
        <source>%1 has no corps of his army left and leaves the board (Umpire&apos;s reading)</source>
        <translation>%1 n&apos;a plus de corps de son armée et quitte le plateau (lecture d&apos;Umpire)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="78"/>
        <source>%1 has no fire factor</source>
        <translation>%1 n&apos;a pas de facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="79"/>
        <source>%1 has no range: it cannot fire</source>
        <translation>%1 n&apos;a pas de portée : il ne peut pas tirer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="80"/>
        <source>%1 hexes reachable with %2 MP</source>
        <translation>%1 hexagones accessibles avec %2 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="81"/>
        <source>%1 holds a chateau: the units adjacent to it must attack it</source>
        <translation>%1 tient un château : les unités qui lui sont adjacentes doivent l&apos;attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="82"/>
        <source>%1 holds enemy units</source>
        <translation>%1 contient des unités ennemies</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="83"/>
        <source>%1 in %2 (%3)</source>
        <translation>%1 en %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="84"/>
        <source>%1 in %2 (%3, %4)</source>
        <translation>%1 en %2 (%3, %4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="85"/>
        <source>%1 is Guard: no deduction for its demoralised corps</source>
        <translation>%1 est de la Garde : aucune pénalité pour son corps démoralisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="86"/>
        <source>%1 is a leader: he may always disengage</source>
        <translation>%1 est un chef : il peut toujours se désengager</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="87"/>
        <source>%1 is adjacent to a chateau held by the enemy and must attack it</source>
        <translation>%1 est adjacent à un château tenu par l&apos;ennemi et doit l&apos;attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="88"/>
        <source>%1 is alone and moves to the nearest corps of his army, at %2</source>
        <translation>%1 est seul et rejoint le corps le plus proche de son armée, à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="89"/>
        <source>%1 is an enemy controlled hex: movement ends there</source>
        <translation>%1 est un hexagone contrôlé par l&apos;ennemi : le mouvement s&apos;y arrête</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="90"/>
        <source>%1 is cavalry: it retreats three hexes (more if needed to reach an eligible hex), and retreating through friendly units disrupts no one</source>
        <translation>%1 est de la cavalerie : elle retraite de trois hexagones (plus s&apos;il le faut pour atteindre un hexagone admissible), et retraiter à travers des unités amies ne désorganise personne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="93"/>
        <source>%1 is eliminated (cohesion below 1) and removed from the board</source>
        <translation>%1 est éliminé (cohésion sous 1) et retiré du plateau</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="94"/>
        <source>%1 is in a chateau: it need not attack, but if it does it must attack every adjacent enemy unit</source>
        <translation>%1 est dans un château : il n&apos;est pas tenu d&apos;attaquer, mais s&apos;il attaque il doit attaquer toutes les unités ennemies adjacentes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="96"/>
        <source>%1 is in an enemy controlled hex and may not leave it</source>
        <translation>%1 est dans un hexagone contrôlé par l&apos;ennemi et ne peut pas le quitter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="97"/>
        <source>%1 is in an enemy controlled hex: it attacks adjacent units and may not bombard</source>
        <translation>%1 est dans un hexagone contrôlé par l&apos;ennemi : il attaque les unités adjacentes et ne peut pas bombarder</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="100"/>
        <source>%1 is in an enemy zone of control and may not leave it during movement</source>
        <translation>%1 est dans une zone de contrôle ennemie et ne peut pas la quitter pendant le mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="102"/>
        <source>%1 is in an enemy zone of control and must attack</source>
        <translation>%1 est dans une zone de contrôle ennemie et doit attaquer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="103"/>
        <source>%1 is in the zone of control of the phasing side and must be attacked</source>
        <translation>%1 est dans la zone de contrôle du camp en phase et doit être attaqué</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="105"/>
        <source>%1 is not adjacent to %2</source>
        <translation>%1 n&apos;est pas adjacent à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="106"/>
        <source>%1 is off the map</source>
        <translation>%1 est hors de la carte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="107"/>
        <source>%1 is present without a corps of his army: no cards, no tactical rating</source>
        <translation>%1 est présent sans corps de son armée : ni cartes, ni valeur tactique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="109"/>
        <source>%1 loses %2 cohesion: %3</source>
        <translation>%1 perd %2 de cohésion : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="110"/>
        <source>%1 lost %2 points</source>
        <translation>%1 a perdu %2 points</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="111"/>
        <source>%1 lost %2 points and its general</source>
        <translation>%1 a perdu %2 points et son général</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="112"/>
        <source>%1 match with %2</source>
        <translation>les %1 répondent avec %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="113"/>
        <source>%1 may never pursue</source>
        <translation>%1 ne peut jamais poursuivre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="114"/>
        <source>%1 may not disengage: %2 has %3 MP, more than its %4</source>
        <translation>%1 ne peut pas se désengager : %2 coûte %3 PM, plus que ses %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="115"/>
        <source>%1 may not disengage: the allowance of %2 is not known (give &quot;movement&quot; in the positions)</source>
        <translation>%1 ne peut pas se désengager : le potentiel de %2 est inconnu (donnez « movement » dans les positions)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="117"/>
        <source>%1 may not enter %2</source>
        <translation>%1 ne peut pas entrer en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="118"/>
        <source>%1 may not enter %2 (%3)</source>
        <translation>%1 ne peut pas entrer en %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="119"/>
        <source>%1 may not enter the enemy controlled hex %2</source>
        <translation>%1 ne peut pas entrer dans l&apos;hexagone %2 contrôlé par l&apos;ennemi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="120"/>
        <source>%1 may occupy the vacated place (pursuit is optional)</source>
        <translation>%1 peut occuper la place libérée (la poursuite est facultative)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="121"/>
        <source>%1 may pass through %2 but not end the phase there: it would hold %3 units, more than %4</source>
        <translation>%1 peut traverser %2 mais pas y finir la phase : il y aurait %3 unités, plus que %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="124"/>
        <source>%1 moves from %2%3 for %4 movement points%5</source>
        <translation>%1 se déplace depuis %2%3 pour %4 points de mouvement%5</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="125"/>
        <source>%1 moves from %2%3 for 1 movement point%4</source>
        <translation>%1 se déplace depuis %2%3 pour 1 point de mouvement%4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="126"/>
        <source>%1 moves from %2%3 for no movement points</source>
        <translation>%1 se déplace depuis %2%3 sans point de mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="127"/>
        <source>%1 multiplies %2 by %3</source>
        <translation>%1 multiplie %2 par %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="128"/>
        <source>%1 must advance into %2</source>
        <translation>%1 doit avancer en %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="129"/>
        <source>%1 must pursue: it occupies the place vacated by %2, no further</source>
        <translation>%1 doit poursuivre : il occupe la place laissée par %2, pas plus loin</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="130"/>
        <source>%1 must retreat %2 hex, not into an enemy zone of control</source>
        <translation>%1 doit retraiter de %2 hexagone, pas dans une zone de contrôle ennemie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="131"/>
        <source>%1 must retreat %2 hexes, not into an enemy zone of control</source>
        <translation>%1 doit retraiter de %2 hexagones, pas dans une zone de contrôle ennemie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="132"/>
        <source>%1 paces</source>
        <translation>%1 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="133"/>
        <source>%1 placed by hand at %2: %3</source>
        <translation>%1 placé à la main à %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="134"/>
        <source>%1 points %2</source>
        <translation>%1 points %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="135"/>
        <source>%1 rallied</source>
        <translation>%1 rallié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="136"/>
        <source>%1 range</source>
        <translation>portée %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="137"/>
        <source>%1 range reduced by %2</source>
        <translation>portée de %1 réduite de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="138"/>
        <source>%1 reduced to %2</source>
        <translation>%1 réduit à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="139"/>
        <source>%1 reinforces from %2: %3 against tactical rating %4, success; %5 cards added</source>
        <translation>%1 renforce depuis %2 : %3 contre la valeur tactique %4, réussite ; %5 cartes ajoutées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="141"/>
        <source>%1 retreat from %2 to %3</source>
        <translation>les %1 retraitent de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="142"/>
        <source>%1 retreat to %2: %3</source>
        <translation>les %1 retraitent à %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="143"/>
        <source>%1 retreat to %2: %3; each corps loses %4 more cohesion</source>
        <translation>les %1 retraitent à %2 : %3 ; chaque corps perd %4 de cohésion en plus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="144"/>
        <source>%1 retreats one hex, not into an enemy zone of control; through friendly units only when no vacant hex is open, disrupting each</source>
        <translation>%1 retraite d&apos;un hexagone, pas dans une zone de contrôle ennemie ; à travers des unités amies seulement si aucun hexagone libre n&apos;est ouvert, en les désorganisant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="146"/>
        <source>%1 retreats one hex, out of enemy zones of control: %2 hexes open</source>
        <translation>%1 retraite d&apos;un hexagone, hors des zones de contrôle ennemies : %2 hexagones ouverts</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="148"/>
        <source>%1 takes %2 battle-round loss</source>
        <translation>%1 subit %2 perte de round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="149"/>
        <source>%1 takes %2 battle-round losses</source>
        <translation>%1 subit %2 pertes de round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="150"/>
        <source>%1 takes all %2 battle-round losses</source>
        <translation>%1 subit les %2 pertes de round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="151"/>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="152"/>
        <source>%1 to %2 is %3 to 1</source>
        <translation>%1 contre %2 font %3 contre 1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="153"/>
        <source>%1 to %2 is 1 to %3</source>
        <translation>%1 contre %2 font 1 contre %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="154"/>
        <source>%1 up to %2</source>
        <translation>%1 jusqu&apos;à %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="155"/>
        <source>%1 variable movement chart: roll %2 adds %3</source>
        <translation>table de mouvement variable des %1 : le jet %2 ajoute %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="156"/>
        <source>%1 variable movement roll %2</source>
        <translation>jet de mouvement variable des %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="157"/>
        <source>%1 was attacked on more than one front and lost: destroyed</source>
        <translation>%1 a été attaqué sur plus d&apos;un front et a perdu : détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="158"/>
        <source>%1 was attacked on more than one front and won: all its opponents must retreat</source>
        <translation>%1 a été attaqué sur plus d&apos;un front et a gagné : tous ses adversaires doivent reculer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="160"/>
        <source>%1 win the combat: %2</source>
        <translation>les %1 gagnent le combat : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="161"/>
        <source>%1 win: %2</source>
        <translation>les %1 gagnent : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="162"/>
        <source>%1 wins an automatic victory: %2</source>
        <translation>%1 remporte une victoire automatique : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="163"/>
        <source>%1 x%2</source>
        <translation>%1 x%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="164"/>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="165"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="166"/>
        <source>%1, %2 hexes from the entry, for %3 MP</source>
        <translation>%1, à %2 hexagones de l&apos;entrée, pour %3 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="167"/>
        <source>%1, a demonstration: its sides&apos; levels, turn record and order of battle</source>
        <translation>%1, une démonstration : les niveaux des camps, le calendrier des tours et l&apos;ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="169"/>
        <source>%1, rounded down in favour of the defender</source>
        <translation>%1, arrondi à l&apos;inférieur en faveur du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="170"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="171"/>
        <source>%1: %2 %3</source>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="172"/>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="173"/>
        <source>%1: %2 against %3, a tie: roll again</source>
        <translation>%1 : %2 contre %3, égalité : relancez</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="174"/>
        <source>%1: %2 against %3, no effect</source>
        <translation>%1 : %2 contre %3, sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="175"/>
        <source>%1: %2 beat %3 (%4)</source>
        <translation>%1 : %2 bat %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="176"/>
        <source>%1: %2 of %3 corps demoralised (more than half loses)</source>
        <translation>%1 : %2 corps démoralisés sur %3 (plus de la moitié perd)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="177"/>
        <source>%1: its sides&apos; levels, turn record and order of battle</source>
        <translation>%1 : les niveaux des camps, le calendrier des tours et l&apos;ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="178"/>
        <source>%1: no die is rolled</source>
        <translation>%1 : aucun dé n&apos;est lancé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="179"/>
        <source>%1: shift %2</source>
        <translation>%1 : décalage de %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="180"/>
        <source>%1: shift %2 (odds shifted before the chart&apos;s ends apply)</source>
        <translation>%1 : décalage de %2 (rapport décalé avant que les bornes de la table s&apos;appliquent)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="181"/>
        <source>%1: shift %2; the chart ends at %3</source>
        <translation>%1 : décalage de %2 ; la table s&apos;arrête à %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="182"/>
        <source>%1; not into a %2 (%3)</source>
        <translation>%1 ; pas dans un %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="183"/>
        <source>Allied / Prussian combat over; determine victory and end the turn</source>
        <translation>combat allié / prussien terminé ; déterminez la victoire et finissez le tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="185"/>
        <source>Combat Results Table</source>
        <translation>Table des résultats des combats</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="186"/>
        <source>Counter Attack matched by Counter Attack: %1 counterattack automatically and attack next round</source>
        <translation>Contre-attaque répondue par Contre-attaque : les %1 contre-attaquent automatiquement et attaquent au round suivant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="188"/>
        <source>French combat over; the Allied / Prussian player turn begins</source>
        <translation>combat français terminé ; le tour du joueur allié / prussien commence</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="189"/>
        <source>Rain: %1 on the variable movement roll</source>
        <translation>Pluie : %1 au jet de mouvement variable</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="190"/>
        <source>Vae Victis %1</source>
        <translation>Vae Victis %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="191"/>
        <source>Weather roll %1: Rain</source>
        <translation>Jet de météo %1 : pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="192"/>
        <source>Weather roll %1: good weather</source>
        <translation>Jet de météo %1 : beau temps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="193"/>
        <source>a %1 turn: no unit may enter an enemy controlled hex</source>
        <translation>un tour de %1 : aucune unité ne peut entrer dans un hexagone contrôlé par l&apos;ennemi</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="194"/>
        <source>a French corps occupies %1 at the end of the turn: a one-time loss of %2 cohesion for each corps of the listed armies</source>
        <translation>un corps français occupe %1 à la fin du tour : une perte unique de %2 de cohésion pour chaque corps des armées indiquées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="196"/>
        <source>a modified roll below the chart reads its lowest row (the rules do not say; Umpire&apos;s reading)</source>
        <translation>un jet modifié sous la table se lit sur sa ligne la plus basse (les règles ne le disent pas ; lecture d&apos;Umpire)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="198"/>
        <source>all attacking units are eliminated: %1</source>
        <translation>toutes les unités attaquantes sont éliminées : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="199"/>
        <source>all defending units are eliminated: %1</source>
        <translation>toutes les unités en défense sont éliminées : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="200"/>
        <source>along the %1 from %2 to %3: %4 MP</source>
        <translation>le long de %1 de %2 à %3 : %4 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="201"/>
        <source>already demoralised at an earlier check: no new rally roll</source>
        <translation>déjà démoralisé lors d&apos;un test précédent : pas de nouveau jet de ralliement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="202"/>
        <source>an adjacent non-disrupted enemy unit: %1 must fire at it</source>
        <translation>une unité ennemie adjacente non désorganisée : %1 doit lui tirer dessus</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="203"/>
        <source>artillery may never bombard into the chateau at %1</source>
        <translation>l&apos;artillerie ne peut jamais bombarder le château en %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="204"/>
        <source>artillery may not bombard on a %1 turn</source>
        <translation>l&apos;artillerie ne peut pas bombarder lors d&apos;un tour de %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="205"/>
        <source>attack strength</source>
        <translation>force d&apos;attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="206"/>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="207"/>
        <source>attacker %1 %2 = %3; defender %4 %5 = %6</source>
        <translation>attaquant %1 %2 = %3 ; défenseur %4 %5 = %6</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="208"/>
        <source>attacker halved: %1, rounding up</source>
        <translation>attaquant divisé par deux : %1, arrondi au supérieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="209"/>
        <source>attacker halved: %1; halve all, then round the total up</source>
        <translation>attaquant divisé par deux : %1 ; tout diviser, puis arrondir le total au supérieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="210"/>
        <source>attacker&apos;s corps is demoralised: %1 in attack</source>
        <translation>le corps de l&apos;attaquant est démoralisé : %1 en attaque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="211"/>
        <source>attacks on infantry in a chateau at %1 or more are resolved on %1</source>
        <translation>les attaques contre de l&apos;infanterie dans un château à %1 ou plus se résolvent à %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="213"/>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="214"/>
        <source>battle: %1 win (VV 10)</source>
        <translation>bataille : les %1 gagnent (VV 10)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="215"/>
        <source>battle: no side beaten yet</source>
        <translation>bataille : aucun camp n&apos;est encore battu</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="216"/>
        <source>bombarding %1 at range %2 (counting the target hex); bombarding artillery takes no combat result</source>
        <translation>%1 bombarde à portée %2 (hexagone cible compris) ; l&apos;artillerie qui bombarde ne subit aucun résultat de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="218"/>
        <source>bombarding %1 cannot be taken in the exchange</source>
        <translation>%1, qui bombarde, ne peut pas être pris dans l&apos;échange</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="219"/>
        <source>bombarding artillery may choose to retreat too</source>
        <translation>l&apos;artillerie qui bombarde peut aussi choisir de retraiter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="220"/>
        <source>charging cavalry may enter only clear terrain, not %1 (%2)</source>
        <translation>la cavalerie qui charge ne peut entrer qu&apos;en terrain dégagé, pas en %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="221"/>
        <source>clear</source>
        <translation>beau temps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="222"/>
        <source>cohesion of %1 %2</source>
        <translation>cohésion de %1 %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="223"/>
        <source>combat %1, %2: %3</source>
        <translation>combat %1, %2 : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="224"/>
        <source>combat %1, %2: %3 (in effect: %4)</source>
        <translation>combat %1, %2 : %3 (en fait : %4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="225"/>
        <source>combat at %1: %2 (active) attack first</source>
        <translation>combat à %1 : les %2 (actifs) attaquent en premier</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="226"/>
        <source>corps %1 demoralised</source>
        <translation>corps %1 démoralisé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="227"/>
        <source>corps %1 in good order</source>
        <translation>corps %1 en bon ordre</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="228"/>
        <source>defence strength</source>
        <translation>force de défense</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="229"/>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="230"/>
        <source>defender&apos;s corps is demoralised: no deduction in defence</source>
        <translation>le corps du défenseur est démoralisé : aucune pénalité en défense</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="231"/>
        <source>die %1</source>
        <translation>dé %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="232"/>
        <source>die %1 (generated, draw %2)</source>
        <translation>dé %1 (tiré, tirage %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="233"/>
        <source>die %1 on the %2 column</source>
        <translation>dé %1 dans la colonne %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="234"/>
        <source>displacing %1 from %2 would eliminate it, so it may not be displaced</source>
        <translation>déplacer %1 de %2 l&apos;éliminerait : il ne peut donc pas être déplacé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="236"/>
        <source>each side adds its melee factor: %1 %2, %3 %4</source>
        <translation>chaque camp ajoute son facteur de mêlée : %1 %2, %3 %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="237"/>
        <source>eliminate attacking units whose printed strengths total at least %1 (the defenders&apos; printed strength); least excess: %2 (%3)</source>
        <translation>éliminez des unités attaquantes dont les forces imprimées totalisent au moins %1 (la force imprimée des défenseurs) ; le moindre excédent : %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="239"/>
        <source>end of the turn: advance the turn cube</source>
        <translation>fin du tour : avancez le cube de tour</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="240"/>
        <source>entry hex %1 is blocked by enemy units or zones of control: enter by the closest open edge hex</source>
        <translation>l&apos;hexagone d&apos;entrée %1 est bloqué par des unités ou des zones de contrôle ennemies : entrez par l&apos;hexagone de bord ouvert le plus proche</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="242"/>
        <source>equal scores in melee: roll again</source>
        <translation>égalité en mêlée : relancez</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="243"/>
        <source>equal scores: both players roll again (VV 8 Results)</source>
        <translation>égalité : les deux joueurs relancent (VV 8 Résultats)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="244"/>
        <source>equal scores: the target is not beaten and the firer suffers nothing</source>
        <translation>égalité : la cible n&apos;est pas battue et le tireur ne subit rien</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="246"/>
        <source>every active corps crossed a river to enter: %1 more cards for the %2</source>
        <translation>chaque corps actif a traversé une rivière pour entrer : %1 cartes de plus pour les %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="248"/>
        <source>every other element attacking %1 recoils (VV 8.4)</source>
        <translation>tous les autres éléments qui attaquent %1 reculent (VV 8.4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="249"/>
        <source>every side has reached its defeat: the rules name no winner (a draw)</source>
        <translation>chaque camp a atteint sa défaite : les règles ne désignent pas de vainqueur (match nul)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="251"/>
        <source>game created: %1</source>
        <translation>partie créée : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="252"/>
        <source>game created: %1; %2 units</source>
        <translation>partie créée : %1 ; %2 unités</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="253"/>
        <source>game created: %1; %2 units; seed %3</source>
        <translation>partie créée : %1 ; %2 unités ; graine %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="254"/>
        <source>half or less</source>
        <translation>moitié ou moins</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="255"/>
        <source>halved</source>
        <translation>divisé par deux</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="256"/>
        <source>if the defender&apos;s hex is vacated, %1</source>
        <translation>si l&apos;hexagone du défenseur est libéré, %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="257"/>
        <source>in range</source>
        <translation>à portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="258"/>
        <source>infantry in a chateau treats %1 as no effect</source>
        <translation>l&apos;infanterie dans un château traite %1 comme sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="259"/>
        <source>its full move + 100 paces</source>
        <translation>son mouvement complet + 100 pas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="260"/>
        <source>its rear-supporting element is not destroyed with it (VV 8.4 Rear Support)</source>
        <translation>son élément de soutien arrière n&apos;est pas détruit avec lui (VV 8.4 Soutien arrière)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="262"/>
        <source>its units have %1 in attack, not in defence; Guard units suffer no deduction</source>
        <translation>ses unités ont %1 en attaque, pas en défense ; les unités de la Garde ne subissent aucune pénalité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="264"/>
        <source>less but more than half</source>
        <translation>moins, mais plus de la moitié</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="265"/>
        <source>long</source>
        <translation>longue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="266"/>
        <source>marker %1 moved from hex %2 to hex %3</source>
        <translation>marqueur %1 déplacé de l&apos;hexagone %2 à l&apos;hexagone %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="267"/>
        <source>marker %1 removed from hex %2</source>
        <translation>marqueur %1 retiré de l&apos;hexagone %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="268"/>
        <source>may exit the map from %1 for %2 MP in all</source>
        <translation>peut sortir de la carte depuis %1 pour %2 PM en tout</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="269"/>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="270"/>
        <source>movement ends; combat at: %1</source>
        <translation>le mouvement se termine ; combat à : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="271"/>
        <source>movement ends; combat at: none</source>
        <translation>le mouvement se termine ; combat : aucun</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="272"/>
        <source>night</source>
        <translation>nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="273"/>
        <source>no combat on a %1 turn: adjacent units simply remain in place</source>
        <translation>pas de combat lors d&apos;un tour de %1 : les unités adjacentes restent simplement en place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="274"/>
        <source>no corps of the %1 is left to retreat</source>
        <translation>il ne reste aucun corps des %1 pour retraiter</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="275"/>
        <source>no die</source>
        <translation>pas de dé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="276"/>
        <source>no die given: the chances on the %1 column follow</source>
        <translation>aucun dé donné : voici les chances de la colonne %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="277"/>
        <source>no eligible hex for %1 to retreat to: it is eliminated</source>
        <translation>aucun hexagone admissible où %1 puisse retraiter : il est éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="278"/>
        <source>no hex is open to %1 and it may not retreat off the map: it is eliminated</source>
        <translation>aucun hexagone n&apos;est ouvert à %1 et il ne peut pas retraiter hors de la carte : il est éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="280"/>
        <source>no hex is open to %1: it is eliminated</source>
        <translation>aucun hexagone n&apos;est ouvert à %1 : il est éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="281"/>
        <source>no open edge hex: the reinforcements cannot enter</source>
        <translation>aucun hexagone de bord ouvert : les renforts ne peuvent pas entrer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="282"/>
        <source>no retreat is possible: the retreating corps are eliminated (the rules do not say; Umpire&apos;s reading)</source>
        <translation>aucune retraite n&apos;est possible : les corps en retraite sont éliminés (les règles ne le disent pas ; lecture d&apos;Umpire)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="284"/>
        <source>no unit may advance after combat into a %1</source>
        <translation>aucune unité ne peut avancer après combat dans un %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="285"/>
        <source>no unit may advance into the chateau at %1</source>
        <translation>aucune unité ne peut avancer dans le château en %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="286"/>
        <source>not every adjacent attacker attacks across the %1, so it does not affect the defence (setting hexsideApplies: all)</source>
        <translation>les attaquants adjacents n&apos;attaquent pas tous à travers %1 : il n&apos;affecte donc pas la défense (réglage hexsideApplies : all)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="288"/>
        <source>note: %1</source>
        <translation>note : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="289"/>
        <source>nothing happens to either side</source>
        <translation>il n&apos;arrive rien à aucun des deux camps</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="290"/>
        <source>one defending unit may advance into a hex the attackers vacated</source>
        <translation>une unité en défense peut avancer dans un hexagone libéré par les attaquants</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="291"/>
        <source>one victorious unit may advance into %1, ignoring enemy zones of control</source>
        <translation>une unité victorieuse peut avancer en %1, sans tenir compte des zones de contrôle ennemies</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="293"/>
        <source>one victorious unit may advance one hex into %1, regardless of zones of control</source>
        <translation>une unité victorieuse peut avancer d&apos;un hexagone en %1, quelles que soient les zones de contrôle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="296"/>
        <source>only bombarding artillery attacked: the attacker loses nothing</source>
        <translation>seule de l&apos;artillerie qui bombarde a attaqué : l&apos;attaquant ne perd rien</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="297"/>
        <source>out of range</source>
        <translation>hors de portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="298"/>
        <source>override of %1: computed %2, imposed %3 (%4)</source>
        <translation>correction de %1 : calculé %2, imposé %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="299"/>
        <source>phase: %1</source>
        <translation>phase : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="300"/>
        <source>phase: %1 %2</source>
        <translation>phase : %1 %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="301"/>
        <source>push the column behind %1 back the depth of its base (VV 8 Recoil)</source>
        <translation>repoussez la colonne derrière %1 de la profondeur de son socle (VV 8 Recul)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="303"/>
        <source>rain</source>
        <translation>pluie</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="304"/>
        <source>rally die %1: up to %2 elements rally under orders, of the %3 within command radius</source>
        <translation>dé de ralliement %1 : jusqu&apos;à %2 éléments se rallient aux ordres, sur les %3 dans le rayon de commandement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="307"/>
        <source>range</source>
        <translation>portée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="308"/>
        <source>range %1, counting the target hex but not the firing hex</source>
        <translation>portée %1, en comptant l&apos;hexagone cible mais pas celui du tireur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="309"/>
        <source>recoils a base width, about-turns and flees its full movement + %1 paces towards its own baseline</source>
        <translation>recule d&apos;une largeur de socle, fait demi-tour et fuit de son mouvement complet + %1 pas vers son bord de table</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="311"/>
        <source>redo of undo %1</source>
        <translation>rétablissement de l&apos;annulation %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="312"/>
        <source>roll %1</source>
        <translation>jet %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="313"/>
        <source>roll %1 (generated: seed %2, draw %3)</source>
        <translation>jet %1 (tiré : graine %2, tirage %3)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="314"/>
        <source>roll %1 (physical die)</source>
        <translation>jet %1 (dé physique)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="315"/>
        <source>round %1: %2 attack with %3</source>
        <translation>round %1 : les %2 attaquent avec %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="316"/>
        <source>short</source>
        <translation>courte</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="317"/>
        <source>stack %1 of the column enters %2 for %1 x %3 = %4 MP</source>
        <translation>la pile %1 de la colonne entre en %2 pour %1 x %3 = %4 PM</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="318"/>
        <source>terrain effects do not combine for combat: %1 takes %2 (%3), the best for the defender, not %4</source>
        <translation>les effets de terrain ne se cumulent pas au combat : %1 prend %2 (%3), le meilleur pour le défenseur, pas %4</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="320"/>
        <source>the %1 between %2 and %3 blocks the line of sight</source>
        <translation>%1 entre %2 et %3 bloque la ligne de vue</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="321"/>
        <source>the %1 friendly element(s) behind, facing the same way, are pushed back the depth of their base</source>
        <translation>les %1 élément(s) ami(s) derrière, tournés dans le même sens, sont repoussés de la profondeur de leur socle</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="323"/>
        <source>the %1 have no corps in the combat to take their %2 battle-round losses</source>
        <translation>les %1 n&apos;ont aucun corps au combat pour subir leurs %2 pertes de round</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="325"/>
        <source>the French objectives are not both achieved (they stay hidden)</source>
        <translation>les objectifs français ne sont pas tous deux atteints (ils restent cachés)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="326"/>
        <source>the French player reveals his objectives, %1, and wins</source>
        <translation>le joueur français révèle ses objectifs, %1, et gagne</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="327"/>
        <source>the French player&apos;s %1 objectives are recorded (hidden until revealed)</source>
        <translation>les %1 objectifs du joueur français sont enregistrés (cachés jusqu&apos;à leur révélation)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="329"/>
        <source>the app shuffles its deck of %1 cards (seed %2)</source>
        <translation>l&apos;application mélange son paquet de %1 cartes (graine %2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="330"/>
        <source>the attacker eliminates one attacking unit of his choice</source>
        <translation>l&apos;attaquant élimine une unité attaquante de son choix</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="331"/>
        <source>the attacker wins %1 +/- %2 under the stated policy: %3</source>
        <translation>l&apos;attaquant gagne %1 +/- %2 selon la politique indiquée : %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="332"/>
        <source>the attacker wins %1 under the stated policy: %2</source>
        <translation>l&apos;attaquant gagne %1 selon la politique indiquée : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="333"/>
        <source>the attackers&apos; printed strengths (%1) fall short of the defenders&apos; %2: every attacking unit that took part is eliminated</source>
        <translation>les forces imprimées des attaquants (%1) n&apos;atteignent pas les %2 des défenseurs : toutes les unités attaquantes engagées sont éliminées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="335"/>
        <source>the attacking army is demoralized</source>
        <translation>l&apos;armée attaquante est démoralisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="336"/>
        <source>the attacking army is demoralized: no unit may advance after combat</source>
        <translation>l&apos;armée attaquante est démoralisée : aucune unité ne peut avancer après combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="338"/>
        <source>the chart has no %1 column: read the next one down</source>
        <translation>la table n&apos;a pas de colonne %1 : lisez la suivante vers le bas</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="339"/>
        <source>the corps general is lost: all its elements flee unless the Commander-in-Chief rallies those within his command radius (%1)</source>
        <translation>le général du corps est perdu : tous ses éléments fuient, sauf ceux que le commandant en chef rallie dans son rayon de commandement (%1)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="341"/>
        <source>the deck is empty: no more cards to deal</source>
        <translation>le paquet est vide : plus de cartes à distribuer</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="342"/>
        <source>the deck is empty: no more cards to deal for %1</source>
        <translation>le paquet est vide : plus de cartes à distribuer pour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="343"/>
        <source>the defender eliminates one defending unit of his choice</source>
        <translation>le défenseur élimine une unité en défense de son choix</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="344"/>
        <source>the defender is on a %1</source>
        <translation>le défenseur est sur un %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="345"/>
        <source>the defender is on a %1 and not every attacker is</source>
        <translation>le défenseur est sur un %1 et les attaquants n&apos;y sont pas tous</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="346"/>
        <source>the defender is on a %1 but so is every attacker: no shift</source>
        <translation>le défenseur est sur un %1 mais tous les attaquants aussi : pas de décalage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="347"/>
        <source>the defending army is demoralized</source>
        <translation>l&apos;armée en défense est démoralisée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="348"/>
        <source>the firer %1 adds its fire factor</source>
        <translation>le tireur %1 ajoute son facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="349"/>
        <source>the firer is out of its range (%1 paces)</source>
        <translation>le tireur est hors de sa portée (%1 pas)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="350"/>
        <source>the firer is outside its field of fire</source>
        <translation>le tireur est hors de son champ de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="351"/>
        <source>the general beside %1 is lost (%2)</source>
        <translation>le général à côté de %1 est perdu (%2)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="352"/>
        <source>the general beside the destroyed element is killed or captured; his corps is out of command range from now on (2 AP a move)</source>
        <translation>le général à côté de l&apos;élément détruit est tué ou capturé ; son corps est désormais hors du rayon de commandement (2 PA par mouvement)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="354"/>
        <source>the infantry in the chateau is demoralized: no chateau benefits</source>
        <translation>l&apos;infanterie du château est démoralisée : aucun avantage du château</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="355"/>
        <source>the last element of the column behind cannot recoil: %1 is destroyed</source>
        <translation>le dernier élément de la colonne derrière ne peut pas reculer : %1 est détruit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="357"/>
        <source>the leader with %1 adds his combat value %2</source>
        <translation>le chef avec %1 ajoute sa valeur de combat %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="358"/>
        <source>the line of sight from %1 to %2 is clear</source>
        <translation>la ligne de vue de %1 à %2 est dégagée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="359"/>
        <source>the line passes through the juncture of %1, %2 and %3: %4 blocking hexsides and %5 blocking hexes meet there</source>
        <translation>la ligne passe par la jonction de %1, %2 et %3 : %4 côtés bloquants et %5 hexagones bloquants s&apos;y rejoignent</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="361"/>
        <source>the line runs along the %1 between %2 and %3, which blocks it</source>
        <translation>la ligne longe %1 entre %2 et %3, qui la bloque</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="362"/>
        <source>the line runs along the hexside between %1 and %2, both blocking terrain</source>
        <translation>la ligne longe le côté entre %1 et %2, deux terrains bloquants</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="364"/>
        <source>the line runs along the hexside between %1 and %2; one side is open, so it is not blocked there</source>
        <translation>la ligne longe le côté entre %1 et %2 ; un des côtés est dégagé, elle n&apos;y est donc pas bloquée</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="366"/>
        <source>the loser takes 1 cohesion loss for each round of combat</source>
        <translation>le perdant subit 1 perte de cohésion par round de combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="367"/>
        <source>the only hexes open hold full friendly stacks: %1 displaces a unit there</source>
        <translation>les seuls hexagones ouverts contiennent des piles amies complètes : %1 y déplace une unité</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="369"/>
        <source>the path costs %1 MP, more than the %2 MP of %3</source>
        <translation>le chemin coûte %1 PM, plus que les %2 PM de %3</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="370"/>
        <source>the players set up their units themselves</source>
        <translation>les joueurs mettent eux-mêmes leurs unités en place</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="371"/>
        <source>the target %1 adds its melee factor: %2</source>
        <translation>la cible %1 ajoute son facteur de mêlée : %2</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="372"/>
        <source>the target %1 returns fire: it adds its fire factor</source>
        <translation>la cible %1 riposte : elle ajoute son facteur de tir</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="373"/>
        <source>the target&apos;s total is higher: no effect; the firer suffers no adverse result</source>
        <translation>le total de la cible est plus élevé : sans effet ; le tireur ne subit aucun résultat défavorable</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="375"/>
        <source>the winner takes half the loser&apos;s battle-round losses, rounded down</source>
        <translation>le vainqueur subit la moitié des pertes de round du perdant, arrondie à l&apos;inférieur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="377"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="378"/>
        <source>undo of event %1</source>
        <translation>annulation de l&apos;événement %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="379"/>
        <source>units in the chateau at %1 may not be displaced</source>
        <translation>les unités du château en %1 ne peuvent pas être déplacées</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="380"/>
        <source>weather: %1</source>
        <translation>météo : %1</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="381"/>
        <source>won unmatched with Cavalry Charge: 1 more battle-round loss to the loser</source>
        <translation>gagné sans réponse avec Charge de cavalerie : 1 perte de round de plus pour le perdant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="383"/>
        <source>won unmatched with Skirmish: 1 less battle-round loss to the loser</source>
        <translation>gagné sans réponse avec Escarmouche : 1 perte de round de moins pour le perdant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/enginetexts.cpp" line="385"/>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
</context>
<context>
    <name>rulesdata</name>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="7"/>
        <source>2 PM</source>
        <translation>14 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="8"/>
        <source>3 PM</source>
        <translation>15 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="9"/>
        <source>4 PM</source>
        <translation>16 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="10"/>
        <source>5 PM</source>
        <translation>17 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="11"/>
        <source>6 PM</source>
        <translation>18 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="12"/>
        <source>7 PM</source>
        <translation>19 h</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="13"/>
        <source>A demonstration made for Umpire, not the printed Ligny scenario: the units, strengths, levels and turn record are stand-ins chosen to exercise combat, casualties, demoralization, reinforcements and a night turn. Use your game&apos;s own set-up for a real battle.</source>
        <translation>Une démonstration faite pour Umpire, pas le scénario imprimé de Ligny : les unités, forces, niveaux et le calendrier des tours sont des valeurs provisoires choisies pour montrer le combat, les pertes, la démoralisation, les renforts et un tour de nuit. Utilisez la mise en place de votre jeu pour une vraie bataille.</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="18"/>
        <source>Allied</source>
        <translation>Alliés</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="19"/>
        <source>Archery Fire</source>
        <translation>Tir à l&apos;arc</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="20"/>
        <source>Attacker Eliminated</source>
        <translation>Attaquant éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="21"/>
        <source>Attacker Loss</source>
        <translation>Perte de l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="22"/>
        <source>Attacker Retreat</source>
        <translation>Retraite de l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="23"/>
        <source>Bridge hexside</source>
        <translation>Côté d&apos;hexagone avec pont</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="24"/>
        <source>Chateau</source>
        <translation>Château</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="25"/>
        <source>Clear</source>
        <translation>Terrain dégagé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="26"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="27"/>
        <source>Crest hexside</source>
        <translation>Côté d&apos;hexagone de crête</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="28"/>
        <source>Defender Eliminated</source>
        <translation>Défenseur éliminé</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="29"/>
        <source>Defender Loss</source>
        <translation>Perte du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="30"/>
        <source>Defender Retreat</source>
        <translation>Retraite du défenseur</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="31"/>
        <source>Dunes</source>
        <translation>Dunes</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="32"/>
        <source>Exchange</source>
        <translation>Échange</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="33"/>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="34"/>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="35"/>
        <source>Game Turn Record Interphase</source>
        <translation>Interphase de la piste des tours</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="36"/>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="37"/>
        <source>Ligny, afternoon (demonstration)</source>
        <translation>Ligny, l&apos;après-midi (démonstration)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="38"/>
        <source>Marsh</source>
        <translation>Marais</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="39"/>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="40"/>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="41"/>
        <source>No Effect</source>
        <translation>Sans effet</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="42"/>
        <source>Prussian</source>
        <translation>Prussiens</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="43"/>
        <source>Reorganization &amp; Rally</source>
        <translation>Réorganisation et ralliement</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="44"/>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="45"/>
        <source>River hexside</source>
        <translation>Côté d&apos;hexagone de rivière</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="46"/>
        <source>Road (use the other terrain in the hex)</source>
        <translation>Route (utilisez l&apos;autre terrain de l&apos;hexagone)</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="47"/>
        <source>Stream hexside</source>
        <translation>Côté d&apos;hexagone de ruisseau</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="48"/>
        <source>Swamp</source>
        <translation>Marécage</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="49"/>
        <source>Town</source>
        <translation>Ville</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="50"/>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="51"/>
        <source>Woods crossed by a road</source>
        <translation>Bois traversé par une route</translation>
    </message>
    <message>
        <location filename="../../app/desktop/rulesdatatexts.cpp" line="52"/>
        <source>Woods without a road</source>
        <translation>Bois sans route</translation>
    </message>
</context>
</TS>
