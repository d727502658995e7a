"""IREE's dispatches: found across stages and followed through renaming and
linking (`finding`), the regions before outlining (`regions`), the
executable dump folders (`executable_dumps`), one unit cut out as a module
(`extract`)."""
