// Nothing to import: the target only provides a symbol libswiftObservation.so needs on Debian (see shim.c).
