"""Runs a notebook top to bottom (nbclient, the kernel of this Python); exits non-zero at
the first cell that raises. .ci/run runs docs/python.ipynb with it, so it never goes stale.

    python python/run_notebook.py docs/python.ipynb
"""

import pathlib
import sys

import nbformat
from nbclient import NotebookClient


def main(path: str) -> None:
    notebook = nbformat.read(path, as_version=4)
    folder = str(pathlib.Path(path).resolve().parent)
    NotebookClient(notebook, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": folder}}).execute()
    cells = sum(1 for c in notebook.cells if c.cell_type == "code")
    print(f"{path}: {cells} code cells ran without an error")


if __name__ == "__main__":
    main(sys.argv[1])
