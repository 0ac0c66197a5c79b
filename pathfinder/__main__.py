"""`python -m pathfinder` is the same as the `pathfinder` command."""
import sys

from pathfinder.cli import main

sys.exit(main())
