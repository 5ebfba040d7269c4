#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
#include <sqlite3.h>
/* SQLITE_TRANSIENT is a cast of -1 to a function pointer, a macro Swift cannot import. */
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
/* sqlite3_db_config is variadic, which Swift cannot call: one option switched on or off. */
static inline int csqlite_db_config_flag(sqlite3 *db, int option, int on) { return sqlite3_db_config(db, option, on, (int *)0); }
#endif
