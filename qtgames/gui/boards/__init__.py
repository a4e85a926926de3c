"""One QGraphicsScene-based board per game: draws the model, turns clicks into actions."""
