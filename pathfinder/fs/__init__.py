"""What lives on the user's disk: settings, saved rules, drafts, path lists and samples."""
