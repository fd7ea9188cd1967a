from __future__ import annotations

from decimal import Decimal

from app.kit.csv import csv_cell, csv_document


def test_formula_cells_are_escaped() -> None:
    assert csv_cell("=HYPERLINK(1)") == "'=HYPERLINK(1)"
    for text in ("+1", "-2", "@SUM(A1)", "\tx", "\rx"):
        assert csv_cell(text).startswith("'")
    assert csv_cell("anna@example.com") == "anna@example.com"
    assert csv_cell(None) == ""


def test_a_negative_number_the_app_computed_stays_a_number() -> None:
    assert (csv_cell(Decimal("-187.50")), csv_cell(-3)) == ("-187.50", "-3")
    assert csv_cell("-187.50") == "'-187.50"  # the same as text (a guest's name, a note) stays text


def test_document_starts_with_a_bom_and_escapes_every_cell() -> None:
    text = csv_document(["name", "amount"], [["=cmd()", 12], ["Anna, B.", None]])
    assert text == '\ufeffname,amount\r\n\'=cmd(),12\r\n"Anna, B.",\r\n'
