"""Lark grammars of tracksrc, shipped as package data (`tracksrc.grammars`)."""
