"""``python -m tilelang_llvm`` is ``tilelang-llvm``."""
import sys

from .cli import main

sys.exit(main())
