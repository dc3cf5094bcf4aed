#pragma once

// `umpire --serve FILE [--listen ADDRESS|NAME[:PORT]] [--lang en|fr] [--rulesdata DIR]` (issue
// 20): the players' view of a journal without a window, for a machine without a display or a
// referee who plays from the command line. It prints each view's name and link on standard output,
// one per line ("Table: http://192.168.1.20:41733/v/TOKEN/"), then serves until it is stopped,
// following the journal as other programs (umpire-cli journal append, the desktop app) write to it.
// A host name for the address (--listen umpire.lan:8080) is the links' and the one a request may
// name besides the address (PlayersViewServer::setHostName); it listens where the name leads.
// Exit codes as umpire-cli's: 2 bad input (the options, a file that cannot be opened, an address
// or name it cannot listen on), 3 bad data (not a journal, or a damaged one).

// Whether the command line asks for it (--serve among the arguments): then no window, no display.
bool isServeCommand(int argc, char **argv);
int runServe(int argc, char **argv);
