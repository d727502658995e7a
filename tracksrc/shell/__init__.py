"""The shell: the interactive session and how things are shown to a person.

The session's command table and namespace (`session`), the prompt_toolkit
REPL (`repl`), completion (`completion`), Pygments lexers (`highlight`)
and showing ops and sources (`display`). Imports every layer below it,
never `cli`.
"""
