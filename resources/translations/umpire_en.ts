<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CameraFeed</name>
    <message numerus="yes">
        <location filename="../../app/desktop/camera/camerafeed.cpp" line="46"/>
        <source>No camera found as camera %1 (this computer has %n camera(s)): the camera view is off, the rest of Umpire works as usual.</source>
        <translation>
            <numerusform>No camera found as camera %1 (this computer has %n camera): the camera view is off, the rest of Umpire works as usual.</numerusform>
            <numerusform>No camera found as camera %1 (this computer has %n cameras): the camera view is off, the rest of Umpire works as usual.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CameraPanel</name>
    <message numerus="yes">
        <location filename="../../app/desktop/camera/camerapanel.cpp" line="358"/>
        <source>%1 · %n of %2 camera frames skipped while reading the last one</source>
        <translation>
            <numerusform>%1 · %n of %2 camera frames skipped while reading the last one</numerusform>
            <numerusform>%1 · %n of %2 camera frames skipped while reading the last one</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CameraWizard</name>
    <message numerus="yes">
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="151"/>
        <source>%n view(s) of the board kept; at least 4 to calibrate.</source>
        <translation>
            <numerusform>%n view of the board kept; at least 4 to calibrate.</numerusform>
            <numerusform>%n views of the board kept; at least 4 to calibrate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/camera/camerawizard.cpp" line="152"/>
        <source>%n view(s) of the board kept.</source>
        <translation>
            <numerusform>%n view of the board kept.</numerusform>
            <numerusform>%n views of the board kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrtEditor</name>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/crteditor.cpp" line="289"/>
        <source>%n cell(s) pasted, %1 of them changed.</source>
        <translation>
            <numerusform>%n cell pasted, %1 of them changed.</numerusform>
            <numerusform>%n cells pasted, %1 of them changed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../app/desktop/window/mainwindow.cpp" line="507"/>
        <source>%1 · %n event(s) · every action is saved as it happens</source>
        <translation>
            <numerusform>%1 · %n event · every action is saved as it happens</numerusform>
            <numerusform>%1 · %n events · every action is saved as it happens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapBoard</name>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1138"/>
        <source>%1 can reach %n hex(es)</source>
        <translation>
            <numerusform>%1 can reach %n hex</numerusform>
            <numerusform>%1 can reach %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1148"/>
        <source>%1 must retreat: click one of the %n highlighted hex(es)</source>
        <translation>
            <numerusform>%1 must retreat: click the %n highlighted hex</numerusform>
            <numerusform>%1 must retreat: click one of the %n highlighted hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/mapboard.cpp" line="1166"/>
        <source>%1 may retreat to %n hex(es)</source>
        <translation>
            <numerusform>%1 may retreat to %n hex</numerusform>
            <numerusform>%1 may retreat to %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapMaker</name>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/mapmakercommands.cpp" line="74"/>
        <source>Draw a %1 through %n hexes</source>
        <translation>
            <numerusform>Draw a %1 through %n hex</numerusform>
            <numerusform>Draw a %1 through %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapMakerWindow</name>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="424"/>
        <source>Fill %n hexes with %1</source>
        <translation>
            <numerusform>Fill %n hex with %1</numerusform>
            <numerusform>Fill %n hexes with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="574"/>
        <source>%n hexes proposed (dashed): accept them, or repaint those that are wrong first.</source>
        <translation>
            <numerusform>%n hex proposed (dashed): accept it, or repaint it first if it is wrong.</numerusform>
            <numerusform>%n hexes proposed (dashed): accept them, or repaint those that are wrong first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/mapmakerwindow.cpp" line="585"/>
        <source>Accept %n suggestions</source>
        <translation>
            <numerusform>Accept %n suggestion</numerusform>
            <numerusform>Accept %n suggestions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MiniaturesDialog</name>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="777"/>
        <source>%n element(s) rally</source>
        <translation>
            <numerusform>%n element rallies</numerusform>
            <numerusform>%n elements rally</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="778"/>
        <source>%n flee</source>
        <translation>
            <numerusform>%n flees</numerusform>
            <numerusform>%n flee</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="836"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %n activation point(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n activation point</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n activation points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/miniaturesdialog.cpp" line="1123"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %Ln result(s) journaled in %2&lt;br&gt;%3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · %Ln result journaled in %2&lt;br&gt;%3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · %Ln results journaled in %2&lt;br&gt;%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>N1815SheetEditor</name>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815sheeteditor.cpp" line="399"/>
        <source>%n value(s) not verified (in italics on yellow): stand-ins, or values changed and not yet ticked. Each one is reported whenever a game uses it.</source>
        <translation>
            <numerusform>%n value not verified (in italics on yellow): a stand-in, or a value changed and not yet ticked. It is reported whenever a game uses it.</numerusform>
            <numerusform>%n values not verified (in italics on yellow): stand-ins, or values changed and not yet ticked. Each one is reported whenever a game uses it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>N1815Window</name>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="381"/>
        <source>&lt;b&gt;%1&lt;/b&gt;%2 — %n card(s) in hand%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;%2 — %n card in hand%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;%2 — %n cards in hand%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815battlepanel.cpp" line="475"/>
        <source>joins, +%n card(s)</source>
        <translation>
            <numerusform>joins, +%n card</numerusform>
            <numerusform>joins, +%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815objectivespanel.cpp" line="106"/>
        <source>Hidden: %n objective card(s) held by the French player.</source>
        <translation>
            <numerusform>Hidden: %n objective card held by the French player.</numerusform>
            <numerusform>Hidden: %n objective cards held by the French player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815window.cpp" line="446"/>
        <source>UNVERIFIED: %n value(s) of this game&apos;s data are stand-ins (tracks, cards, roads, deck) the rules given to us do not state; they are marked on the sheets. Check them against your own components.</source>
        <translation>
            <numerusform>UNVERIFIED: %n value of this game&apos;s data is a stand-in (tracks, cards, roads, deck) the rules given to us do not state; they are marked on the sheets. Check them against your own components.</numerusform>
            <numerusform>UNVERIFIED: %n values of this game&apos;s data are stand-ins (tracks, cards, roads, deck) the rules given to us do not state; they are marked on the sheets. Check them against your own components.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="172"/>
        <source>%n MP</source>
        <translation>
            <numerusform>%n MP</numerusform>
            <numerusform>%n MP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/n1815/n1815turnpanel.cpp" line="174"/>
        <source>%n cohesion</source>
        <translation>
            <numerusform>%n cohesion</numerusform>
            <numerusform>%n cohesion</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="685"/>
        <source>%n starting hex(es) of the order of battle are not on the map %1: see the cells marked in red.</source>
        <translation>
            <numerusform>%n starting hex of the order of battle is not on the map %1: see the cells marked in red.</numerusform>
            <numerusform>%n starting hexes of the order of battle are not on the map %1: see the cells marked in red.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/scenarioeditor.cpp" line="1309"/>
        <source>%n row(s) pasted into %1.</source>
        <translation>
            <numerusform>%n row pasted into %1.</numerusform>
            <numerusform>%n rows pasted into %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TerrainKeyEditor</name>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="421"/>
        <source>Stand-ins (on yellow): %n entry(ies) of this key.</source>
        <translation>
            <numerusform>Stand-ins (on yellow): %n entry of this key.</numerusform>
            <numerusform>Stand-ins (on yellow): %n entries of this key.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/crt/map/terrainkeyeditor.cpp" line="902"/>
        <source>%n cell(s) pasted, %1 of them changed: each is checked when the key is saved.</source>
        <translation>
            <numerusform>%n cell pasted, %1 of them changed: each is checked when the key is saved.</numerusform>
            <numerusform>%n cells pasted, %1 of them changed: each is checked when the key is saved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VassalImportDialog</name>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="261"/>
        <source>%n pieces need a side, a strength or a type: give them in the table, then Import again.</source>
        <translation>
            <numerusform>%n piece needs a side, a strength or a type: give them in the table, then Import again.</numerusform>
            <numerusform>%n pieces need a side, a strength or a type: give them in the table, then Import again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/mapmaker/vassalimportdialog.cpp" line="275"/>
        <source>Imported %1: %n maps, their counters and the scenarios %2, in %3. File &gt; New game plays them; paint the maps&apos; terrain with File &gt; New map from a picture, or in their files.</source>
        <translation>
            <numerusform>Imported %1: %n map, its counters and the scenarios %2, in %3. File &gt; New game plays them; paint the map&apos;s terrain with File &gt; New map from a picture, or in its file.</numerusform>
            <numerusform>Imported %1: %n maps, their counters and the scenarios %2, in %3. File &gt; New game plays them; paint the maps&apos; terrain with File &gt; New map from a picture, or in their files.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VvMovementTab</name>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/vvmovementtab.cpp" line="238"/>
        <source>%n activation point(s)</source>
        <translation>
            <numerusform>%n activation point</numerusform>
            <numerusform>%n activation points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VvReachTab</name>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="221"/>
        <source>In command: %n activation point(s)</source>
        <translation>
            <numerusform>In command: %n activation point</numerusform>
            <numerusform>In command: %n activation points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/vvreachtab.cpp" line="222"/>
        <source>Out of command: %n activation point(s)</source>
        <translation>
            <numerusform>Out of command: %n activation point</numerusform>
            <numerusform>Out of command: %n activation points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VvTableTab</name>
    <message numerus="yes">
        <location filename="../../app/desktop/vaevictis/vvtabletab.cpp" line="87"/>
        <source>%1 mm frontage by %2 mm depth, %n figure(s)</source>
        <translation>
            <numerusform>%1 mm frontage by %2 mm depth, %n figure</numerusform>
            <numerusform>%1 mm frontage by %2 mm depth, %n figures</numerusform>
        </translation>
    </message>
</context>
</TS>
