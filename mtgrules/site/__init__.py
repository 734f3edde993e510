"""The rules book: static HTML pages of the rule files, cards and golden scenarios (build.py)."""
from .build import SiteReport, build_site

__all__ = ["SiteReport", "build_site"]
