"""The audit log: every back-office write records who changed what, when, with the row before and after."""
