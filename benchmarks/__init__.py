"""Benchmarks and fuzzing: `python benchmarks/bench.py` (timings against hand-written references) and
`python benchmarks/fuzz.py` (property-based fuzzing). A package so that tests can import them."""
