"""Shared pytest suites for the plugins' tests (imported by their test files; never collected itself)."""
