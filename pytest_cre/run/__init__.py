"""Running cells: the runner (assembly -> endpoint -> family scoring -> records) and the run folder."""
