"""``python -m tilelang_llvm.gpucheck {run,kernel,bench,build}``: see :mod:`.cli`."""

import sys

from .cli import main

sys.exit(main())
