"""`python -m mtgrules ...`: the same command line as `mtgrules ...` (mtgrules.cli)."""
from .cli import main

main(prog_name="mtgrules")
