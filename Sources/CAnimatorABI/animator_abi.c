/* The contract is header-only; this file gives the C target something to compile. */
#include "animator_abi.h"
