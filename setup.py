"Package metadata comes from settings.ini (nbdev 2). No pkg_resources: it is absent in isolated builds."
import shlex
from configparser import ConfigParser
from pathlib import Path
import setuptools

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
    install_requires=shlex.split(cfg['requirements']),
    extras_require={'dev': shlex.split(cfg['dev_requirements']), 'inspect': shlex.split(cfg.get('inspect_requirements', ''))},
    python_requires='>=' + cfg['min_python'],
    zip_safe=False,
    entry_points={'console_scripts': scripts, 'nbdev': [f'{lib}={lib}._modidx:d']},
)
