#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, so encoding.h includes the system's <unicode/*.h>, whose enums clash
 * with the copy of ICU inside Foundation (_FoundationICU) in any file that imports both. The ICU part
 * only adds two pointer fields at the end of xmlCharEncodingHandler, a struct cdlgen never allocates or
 * reads (it only passes pointers to it), so hiding it is safe. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#endif
