"Test markers shared by the suite: `slow` (builds a wheel, a fresh venv, a whole campaign; `-m 'not slow'` skips)."

def pytest_configure(config):
    config.addinivalue_line('markers', 'slow: a test taking tens of seconds (wheel build, fresh install); '
                                       "deselect with -m 'not slow'")
