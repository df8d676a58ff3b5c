"""Reads tilelang-sram-bank's remap remarks on stdin and, for each, enumerates
the permutation it names over the buffer's bytes: every offset must map into
the buffer and no two offsets to the same one. Prints one line per buffer.

    ... -Rpass-analysis=tilelang-sram-bank 2>&1 | python3 check_bijection.py
"""
import re
import sys

PAT = re.compile(r"buffer (\S+): remapped with (?:offset|address) \^ \(\(\((?:offset|address) >> (\d+)\)"
                 r" & (\d+)\) << (\d+)\).*a bijection of its (\d+) bytes(?: at LDS address (\d+))?")
found = 0
for line in sys.stdin:
    m = PAT.search(line)
    if not m:
        continue
    name = m.group(1)
    s, mask, c, size = map(int, m.groups()[1:5])
    base = int(m.group(6) or 0)  # AMDGPU: the permutation acts on the LDS address
    image = [(x ^ (((x >> s) & mask) << c)) - base for x in range(base, base + size)]
    ok = sorted(image) == list(range(size))
    moved = sum(1 for x, y in enumerate(image) if x != y)
    print(f"{name}: {'bijection' if ok else 'NOT a bijection'} of {size} bytes, {moved} moved")
    found += 1
    if not ok:
        sys.exit(1)
if not found:
    sys.exit("no remap remark")
