"""What the service does, independent of HTTP: the web pages, the API, the CLI and the worker call these."""
