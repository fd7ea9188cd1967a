from __future__ import annotations

from app.kit.csv import csv_cell, csv_document


def test_formula_cells_are_escaped() -> None:
    assert csv_cell("=HYPERLINK(1)") == "'=HYPERLINK(1)"
    for text in ("+1", "-2", "@SUM(A1)", "\tx", "\rx"):
        assert csv_cell(text).startswith("'")
    assert csv_cell("anna@example.com") == "anna@example.com"
    assert csv_cell(None) == ""


def test_document_starts_with_a_bom_and_escapes_every_cell() -> None:
    text = csv_document(["name", "amount"], [["=cmd()", 12], ["Anna, B.", None]])
    assert text == '\ufeffname,amount\r\n\'=cmd(),12\r\n"Anna, B.",\r\n'
