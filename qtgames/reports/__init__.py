"""Reports written as plain text files (SVG, HTML) from the analysis's results: readable offline, no Qt."""
