"""The alien powers of this edition, one module each; importing this package registers them."""
