"Package metadata comes from settings.ini (nbdev 2). No pkg_resources: it is absent in isolated builds."
import shlex, shutil
from configparser import ConfigParser
from pathlib import Path
import setuptools
from setuptools.command.build_py import build_py

# Data a campaign reads, copied into the wheel as role_transfer/data/<same layout> (core.package_data_dir).
# The gate corpus and the committed runs under validation/ are repository evidence and stay out.
DATA = ['skills', 'tasks', 'validation/protocol.json']

class build_py_with_data(build_py):
    "build_py that also copies DATA from the checkout into the built package (not in editable mode)."
    def run(self):
        super().run()
        if getattr(self, 'editable_mode', False): return  # an editable install reads the checkout itself
        here, dest = Path(__file__).resolve().parent, Path(self.build_lib)/lib/'data'
        shutil.rmtree(dest, ignore_errors=True)  # a reused build/ folder must not keep files since deleted
        for rel in DATA:
            src = here/rel
            if not src.exists(): raise FileNotFoundError(f'package data {rel} is missing from {here}')
            files = [src] if src.is_file() else sorted(f for f in src.rglob('*') if f.is_file()
                                                         and '__pycache__' not in f.parts)
            for f in files:
                out = dest/f.relative_to(here)
                out.parent.mkdir(parents=True, exist_ok=True)
                self.copy_file(str(f), str(out))

config = ConfigParser(delimiters=['='])
config.read(Path(__file__).parent/'settings.ini', encoding='utf-8')
cfg = config['DEFAULT']
required = 'version description keywords author author_email license lib_name min_python status audience language git_url requirements dev_requirements'.split()
missing = [k for k in required if k not in cfg]
assert not missing, f'settings.ini is missing {missing}'

licenses = {'apache2': ('Apache Software License 2.0', 'OSI Approved :: Apache Software License')}
statuses = ['1 - Planning', '2 - Pre-Alpha', '3 - Alpha', '4 - Beta', '5 - Production/Stable', '6 - Mature', '7 - Inactive']
lic = licenses[cfg['license']]
lib = cfg['lib_name']
readme = Path(__file__).parent/'README.md'
scripts = [s.strip() for s in cfg.get('console_scripts', '').split() if s.strip()]

setuptools.setup(
    name=cfg['repo'].replace('-', '_') if 'repo' in cfg else lib,
    version=cfg['version'],
    description=cfg['description'],
    long_description=readme.read_text(encoding='utf-8') if readme.exists() else '',
    long_description_content_type='text/markdown',
    author=cfg['author'], author_email=cfg['author_email'],
    license=lic[0], url=cfg['git_url'],
    keywords=cfg['keywords'],
    classifiers=['Development Status :: ' + statuses[int(cfg['status']) - 1],
                 'Intended Audience :: ' + cfg['audience'].title(),
                 'License :: ' + lic[1],
                 'Natural Language :: ' + cfg['language'].title(),
                 'Programming Language :: Python :: 3 :: Only',
                 'Programming Language :: Python :: ' + cfg['min_python']],
    packages=setuptools.find_packages(include=[lib, lib + '.*']),
    include_package_data=False,
    package_data={f'{lib}.present': ['templates/*']},   # the run viewer's page, style sheet and script
    install_requires=shlex.split(cfg['requirements']),
    extras_require={'dev': shlex.split(cfg['dev_requirements']), 'inspect': shlex.split(cfg.get('inspect_requirements', ''))},
    python_requires='>=' + cfg['min_python'],
    zip_safe=False,
    cmdclass={'build_py': build_py_with_data},
    entry_points={'console_scripts': scripts, 'nbdev': [f'{lib}={lib}._modidx:d']},
)
