// zlib, for the PNG and APNG encoders' deflate streams and CRCs.
#include <zlib.h>
