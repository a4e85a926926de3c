"""Magellan (Tom Lehmann, 2002): auctions for explorers, ships on their fields, crowns at the end."""
