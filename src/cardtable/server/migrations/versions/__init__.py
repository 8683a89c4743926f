"""The revisions, oldest first (``r0001_tables`` creates the schema)."""
