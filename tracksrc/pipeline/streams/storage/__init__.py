"""Where a pipeline keeps what it worked out: its SQLite store (`database`),
the checks every row read back passes (`row_checks`), the stages found
(`stage_table`) and the texts kept of compressed files (`kept_texts`)."""
