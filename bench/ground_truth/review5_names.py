"""Real names read from the trees of review5.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only HEAD` listed them at the commit named in each generator's docstring;
each constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours);
the folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""

DOCKER_PYTHON_KIND = {
    '': (
        '3.10/alpine3.23/Dockerfile 3.10/alpine3.24/Dockerfile 3.10/bookworm/Dockerfile '
        '3.10/slim-bookworm/Dockerfile 3.10/slim-trixie/Dockerfile 3.10/trixie/Dockerfile '
        '3.11/alpine3.23/Dockerfile 3.11/alpine3.24/Dockerfile 3.11/bookworm/Dockerfile '
        '3.11/slim-bookworm/Dockerfile 3.11/slim-trixie/Dockerfile 3.11/trixie/Dockerfile '
        '3.12/alpine3.23/Dockerfile 3.12/alpine3.24/Dockerfile 3.12/bookworm/Dockerfile '
        '3.12/slim-bookworm/Dockerfile 3.12/slim-trixie/Dockerfile 3.12/trixie/Dockerfile '
        '3.13/alpine3.23/Dockerfile 3.13/alpine3.24/Dockerfile 3.13/bookworm/Dockerfile '
        '3.13/slim-bookworm/Dockerfile 3.13/slim-trixie/Dockerfile 3.13/trixie/Dockerfile '
        '3.13/windows/windowsservercore-ltsc2022/Dockerfile '
        '3.13/windows/windowsservercore-ltsc2025/Dockerfile 3.14/alpine3.23/Dockerfile '
        '3.14/alpine3.24/Dockerfile 3.14/bookworm/Dockerfile 3.14/slim-bookworm/Dockerfile '
        '3.14/slim-trixie/Dockerfile 3.14/trixie/Dockerfile '
        '3.14/windows/windowsservercore-ltsc2022/Dockerfile '
        '3.14/windows/windowsservercore-ltsc2025/Dockerfile 3.15-rc/alpine3.23/Dockerfile '
        '3.15-rc/alpine3.24/Dockerfile 3.15-rc/bookworm/Dockerfile 3.15-rc/slim-bookworm/Dockerfile '
        '3.15-rc/slim-trixie/Dockerfile 3.15-rc/trixie/Dockerfile '
        '3.15-rc/windows/windowsservercore-ltsc2022/Dockerfile '
        '3.15-rc/windows/windowsservercore-ltsc2025/Dockerfile'
    ),
}


DOCKER_PYTHON_OTHER = {
    '': (
        '.gitattributes .github/workflows/ci.yml .github/workflows/verify-templating.yml .gitignore '
        'Dockerfile-linux.template Dockerfile-windows.template LICENSE README.md apply-templates.sh '
        'generate-stackbrew-library.sh update.sh versions.json versions.sh'
    ),
}


DOCKER_POSTGRES_KIND = {
    '': (
        '14/alpine3.22/Dockerfile 14/alpine3.23/Dockerfile 14/bookworm/Dockerfile 14/trixie/Dockerfile '
        '15/alpine3.22/Dockerfile 15/alpine3.23/Dockerfile 15/bookworm/Dockerfile 15/trixie/Dockerfile '
        '16/alpine3.22/Dockerfile 16/alpine3.23/Dockerfile 16/bookworm/Dockerfile 16/trixie/Dockerfile '
        '17/alpine3.22/Dockerfile 17/alpine3.23/Dockerfile 17/bookworm/Dockerfile 17/trixie/Dockerfile '
        '18/alpine3.22/Dockerfile 18/alpine3.23/Dockerfile 18/bookworm/Dockerfile 18/trixie/Dockerfile'
    ),
}


DOCKER_POSTGRES_OTHER = {
    '': (
        '.gitattributes .gitignore 14/alpine3.22/docker-ensure-initdb.sh 14/alpine3.22/docker-entrypoint.sh '
        '14/alpine3.23/docker-ensure-initdb.sh 14/alpine3.23/docker-entrypoint.sh '
        '14/bookworm/docker-ensure-initdb.sh 14/bookworm/docker-entrypoint.sh '
        '14/trixie/docker-ensure-initdb.sh 14/trixie/docker-entrypoint.sh '
        '15/alpine3.22/docker-ensure-initdb.sh 15/alpine3.22/docker-entrypoint.sh '
        '15/alpine3.23/docker-ensure-initdb.sh 15/alpine3.23/docker-entrypoint.sh '
        '15/bookworm/docker-ensure-initdb.sh 15/bookworm/docker-entrypoint.sh '
        '15/trixie/docker-ensure-initdb.sh 15/trixie/docker-entrypoint.sh '
        '16/alpine3.22/docker-ensure-initdb.sh 16/alpine3.22/docker-entrypoint.sh '
        '16/alpine3.23/docker-ensure-initdb.sh 16/alpine3.23/docker-entrypoint.sh '
        '16/bookworm/docker-ensure-initdb.sh 16/bookworm/docker-entrypoint.sh '
        '16/trixie/docker-ensure-initdb.sh 16/trixie/docker-entrypoint.sh '
        '17/alpine3.22/docker-ensure-initdb.sh 17/alpine3.22/docker-entrypoint.sh '
        '17/alpine3.23/docker-ensure-initdb.sh 17/alpine3.23/docker-entrypoint.sh '
        '17/bookworm/docker-ensure-initdb.sh 17/bookworm/docker-entrypoint.sh '
        '17/trixie/docker-ensure-initdb.sh 17/trixie/docker-entrypoint.sh '
        '18/alpine3.22/docker-ensure-initdb.sh 18/alpine3.22/docker-entrypoint.sh '
        '18/alpine3.23/docker-ensure-initdb.sh 18/alpine3.23/docker-entrypoint.sh '
        '18/bookworm/docker-ensure-initdb.sh 18/bookworm/docker-entrypoint.sh '
        '18/trixie/docker-ensure-initdb.sh 18/trixie/docker-entrypoint.sh AUTHORS Dockerfile-alpine.template '
        'Dockerfile-debian.template LICENSE README.md apply-templates.sh docker-ensure-initdb.sh '
        'docker-entrypoint.sh generate-stackbrew-library.sh update.sh versions.json versions.sh'
    ),
    '.github/workflows': (
        'ci.yml munge.sh verify-templating.yml'
    ),
}


DOCKER_PHP_KIND = {
    '': (
        '8.2/alpine3.23/cli/Dockerfile 8.2/alpine3.23/fpm/Dockerfile 8.2/alpine3.23/zts/Dockerfile '
        '8.2/alpine3.24/cli/Dockerfile 8.2/alpine3.24/fpm/Dockerfile 8.2/alpine3.24/zts/Dockerfile '
        '8.2/bookworm/apache/Dockerfile 8.2/bookworm/cli/Dockerfile 8.2/bookworm/fpm/Dockerfile '
        '8.2/bookworm/zts/Dockerfile 8.2/trixie/apache/Dockerfile 8.2/trixie/cli/Dockerfile '
        '8.2/trixie/fpm/Dockerfile 8.2/trixie/zts/Dockerfile 8.3/alpine3.23/cli/Dockerfile '
        '8.3/alpine3.23/fpm/Dockerfile 8.3/alpine3.23/zts/Dockerfile 8.3/alpine3.24/cli/Dockerfile '
        '8.3/alpine3.24/fpm/Dockerfile 8.3/alpine3.24/zts/Dockerfile 8.3/bookworm/apache/Dockerfile '
        '8.3/bookworm/cli/Dockerfile 8.3/bookworm/fpm/Dockerfile 8.3/bookworm/zts/Dockerfile '
        '8.3/trixie/apache/Dockerfile 8.3/trixie/cli/Dockerfile 8.3/trixie/fpm/Dockerfile '
        '8.3/trixie/zts/Dockerfile 8.4/alpine3.23/cli/Dockerfile 8.4/alpine3.23/fpm/Dockerfile '
        '8.4/alpine3.23/zts/Dockerfile 8.4/alpine3.24/cli/Dockerfile 8.4/alpine3.24/fpm/Dockerfile '
        '8.4/alpine3.24/zts/Dockerfile 8.4/bookworm/apache/Dockerfile 8.4/bookworm/cli/Dockerfile '
        '8.4/bookworm/fpm/Dockerfile 8.4/bookworm/zts/Dockerfile 8.4/trixie/apache/Dockerfile '
        '8.4/trixie/cli/Dockerfile 8.4/trixie/fpm/Dockerfile 8.4/trixie/zts/Dockerfile '
        '8.5/alpine3.23/cli/Dockerfile 8.5/alpine3.23/fpm/Dockerfile 8.5/alpine3.23/zts/Dockerfile '
        '8.5/alpine3.24/cli/Dockerfile 8.5/alpine3.24/fpm/Dockerfile 8.5/alpine3.24/zts/Dockerfile '
        '8.5/bookworm/apache/Dockerfile 8.5/bookworm/cli/Dockerfile 8.5/bookworm/fpm/Dockerfile '
        '8.5/bookworm/zts/Dockerfile 8.5/trixie/apache/Dockerfile 8.5/trixie/cli/Dockerfile '
        '8.5/trixie/fpm/Dockerfile 8.5/trixie/zts/Dockerfile 8.6-rc/alpine3.23/cli/Dockerfile '
        '8.6-rc/alpine3.23/fpm/Dockerfile 8.6-rc/alpine3.23/zts/Dockerfile 8.6-rc/alpine3.24/cli/Dockerfile '
        '8.6-rc/alpine3.24/fpm/Dockerfile 8.6-rc/alpine3.24/zts/Dockerfile 8.6-rc/bookworm/apache/Dockerfile '
        '8.6-rc/bookworm/cli/Dockerfile 8.6-rc/bookworm/fpm/Dockerfile 8.6-rc/bookworm/zts/Dockerfile '
        '8.6-rc/trixie/apache/Dockerfile 8.6-rc/trixie/cli/Dockerfile 8.6-rc/trixie/fpm/Dockerfile '
        '8.6-rc/trixie/zts/Dockerfile'
    ),
}


DOCKER_PHP_OTHER = {
    '': (
        '.gitattributes .github/workflows/ci.yml .github/workflows/verify-templating.yml .gitignore '
        '8.2/alpine3.23/fpm/docker-php-entrypoint 8.2/alpine3.23/fpm/docker-php-ext-enable '
        '8.2/alpine3.23/zts/docker-php-ext-install 8.2/alpine3.23/zts/docker-php-source '
        '8.2/bookworm/cli/docker-php-entrypoint 8.2/bookworm/cli/docker-php-ext-enable '
        '8.4/alpine3.24/fpm/docker-php-entrypoint 8.4/alpine3.24/fpm/docker-php-ext-configure '
        '8.4/alpine3.24/zts/docker-php-ext-enable 8.4/alpine3.24/zts/docker-php-source '
        '8.4/trixie/cli/docker-php-ext-configure 8.4/trixie/cli/docker-php-source '
        '8.5/bookworm/zts/docker-php-ext-configure 8.5/bookworm/zts/docker-php-source '
        '8.5/trixie/fpm/docker-php-entrypoint 8.5/trixie/zts/docker-php-entrypoint '
        '8.5/trixie/zts/docker-php-ext-enable 8.6-rc/alpine3.23/fpm/docker-php-ext-install '
        '8.6-rc/alpine3.23/fpm/docker-php-source CONTRIBUTING.md Dockerfile-linux.template LICENSE README.md '
        'apache2-foreground apply-templates.sh docker-php-entrypoint docker-php-ext-configure '
        'docker-php-ext-enable docker-php-ext-install docker-php-source generate-stackbrew-library.sh '
        'update.sh versions.json versions.sh'
    ),
    '8.2/alpine3.23/cli': (
        'docker-php-entrypoint docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.2/alpine3.24/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/alpine3.24/fpm': (
        'docker-php-entrypoint docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/alpine3.24/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-install docker-php-source'
    ),
    '8.2/bookworm/apache': (
        'docker-php-ext-configure docker-php-ext-install docker-php-source'
    ),
    '8.2/bookworm/fpm': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-source'
    ),
    '8.2/bookworm/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-install docker-php-source'
    ),
    '8.2/trixie/apache': (
        'apache2-foreground docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.2/trixie/cli': (
        'docker-php-entrypoint docker-php-ext-install docker-php-source'
    ),
    '8.2/trixie/fpm': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/trixie/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-source'
    ),
    '8.3/alpine3.23/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-source'
    ),
    '8.3/alpine3.23/fpm': (
        'docker-php-entrypoint docker-php-ext-enable docker-php-source'
    ),
    '8.3/alpine3.23/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable'
    ),
    '8.3/alpine3.24/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/alpine3.24/fpm': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.3/alpine3.24/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/bookworm/apache': (
        'apache2-foreground docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable '
        'docker-php-ext-install docker-php-source'
    ),
    '8.3/bookworm/cli': (
        'docker-php-entrypoint docker-php-ext-install docker-php-source'
    ),
    '8.3/bookworm/fpm': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/bookworm/zts': (
        'docker-php-entrypoint docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.3/trixie/apache': (
        'apache2-foreground docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable '
        'docker-php-ext-install docker-php-source'
    ),
    '8.3/trixie/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.3/trixie/fpm': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/trixie/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.4/alpine3.23/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-source'
    ),
    '8.4/alpine3.23/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-source'
    ),
    '8.4/alpine3.23/zts': (
        'docker-php-entrypoint docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/alpine3.24/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable'
    ),
    '8.4/bookworm/apache': (
        'apache2-foreground docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.4/bookworm/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-source'
    ),
    '8.4/bookworm/fpm': (
        'docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.4/bookworm/zts': (
        'docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.4/trixie/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.4/trixie/fpm': (
        'docker-php-entrypoint docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/trixie/zts': (
        'docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.5/alpine3.23/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.5/alpine3.23/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-source'
    ),
    '8.5/alpine3.23/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-install docker-php-source'
    ),
    '8.5/alpine3.24/cli': (
        'docker-php-entrypoint docker-php-ext-install docker-php-source'
    ),
    '8.5/alpine3.24/fpm': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable'
    ),
    '8.5/alpine3.24/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.5/bookworm/apache': (
        'apache2-foreground docker-php-entrypoint docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.5/bookworm/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.5/bookworm/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.5/trixie/apache': (
        'apache2-foreground docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.5/trixie/cli': (
        'docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.6-rc/alpine3.23/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.6-rc/alpine3.23/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-install'
    ),
    '8.6-rc/alpine3.24/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/alpine3.24/fpm': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-install docker-php-source'
    ),
    '8.6-rc/alpine3.24/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-install docker-php-source'
    ),
    '8.6-rc/bookworm/apache': (
        'apache2-foreground docker-php-entrypoint docker-php-ext-configure'
    ),
    '8.6-rc/bookworm/cli': (
        'docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.6-rc/bookworm/fpm': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable'
    ),
    '8.6-rc/bookworm/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/trixie/apache': (
        'apache2-foreground docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/trixie/cli': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
    '8.6-rc/trixie/fpm': (
        'docker-php-entrypoint docker-php-ext-enable docker-php-ext-install docker-php-source'
    ),
    '8.6-rc/trixie/zts': (
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source'
    ),
}


DOCKER_PHP_EXT_KIND = {
    '8.2/alpine3.23/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/alpine3.23/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/alpine3.23/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/alpine3.24/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/alpine3.24/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/alpine3.24/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/bookworm/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/bookworm/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/bookworm/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/bookworm/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/trixie/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/trixie/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/trixie/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.2/trixie/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/alpine3.23/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/alpine3.23/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/alpine3.23/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/alpine3.24/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/alpine3.24/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/alpine3.24/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/bookworm/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/bookworm/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/bookworm/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/bookworm/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/trixie/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/trixie/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/trixie/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.3/trixie/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/alpine3.23/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/alpine3.23/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/alpine3.23/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/alpine3.24/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/alpine3.24/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/alpine3.24/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/bookworm/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/bookworm/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/bookworm/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/bookworm/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/trixie/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/trixie/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/trixie/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.4/trixie/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/alpine3.23/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/alpine3.23/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/alpine3.23/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/alpine3.24/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/alpine3.24/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/alpine3.24/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/bookworm/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/bookworm/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/bookworm/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/bookworm/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/trixie/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/trixie/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/trixie/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.5/trixie/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/alpine3.23/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/alpine3.23/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/alpine3.23/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/alpine3.24/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/alpine3.24/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/alpine3.24/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/bookworm/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/bookworm/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/bookworm/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/bookworm/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/trixie/apache': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/trixie/cli': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/trixie/fpm': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
    '8.6-rc/trixie/zts': (
        'docker-php-ext-configure docker-php-ext-enable docker-php-ext-install'
    ),
}


DOCKER_PHP_EXT_OTHER = {
    '': (
        '.gitattributes .github/workflows/ci.yml .github/workflows/verify-templating.yml .gitignore '
        'CONTRIBUTING.md Dockerfile-linux.template LICENSE README.md apache2-foreground apply-templates.sh '
        'docker-php-entrypoint docker-php-ext-configure docker-php-ext-enable docker-php-ext-install '
        'docker-php-source generate-stackbrew-library.sh update.sh versions.json versions.sh'
    ),
    '8.2/alpine3.23/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/alpine3.23/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/alpine3.23/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/alpine3.24/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/alpine3.24/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/alpine3.24/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/bookworm/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.2/bookworm/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/bookworm/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/bookworm/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/trixie/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.2/trixie/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/trixie/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.2/trixie/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/alpine3.23/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/alpine3.23/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/alpine3.23/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/alpine3.24/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/alpine3.24/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/alpine3.24/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/bookworm/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.3/bookworm/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/bookworm/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/bookworm/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/trixie/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.3/trixie/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/trixie/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.3/trixie/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/alpine3.23/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/alpine3.23/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/alpine3.23/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/alpine3.24/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/alpine3.24/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/alpine3.24/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/bookworm/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.4/bookworm/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/bookworm/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/bookworm/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/trixie/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.4/trixie/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/trixie/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.4/trixie/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/alpine3.23/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/alpine3.23/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/alpine3.23/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/alpine3.24/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/alpine3.24/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/alpine3.24/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/bookworm/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.5/bookworm/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/bookworm/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/bookworm/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/trixie/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.5/trixie/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/trixie/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.5/trixie/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/alpine3.23/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/alpine3.23/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/alpine3.23/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/alpine3.24/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/alpine3.24/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/alpine3.24/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/bookworm/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/bookworm/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/bookworm/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/bookworm/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/trixie/apache': (
        'Dockerfile apache2-foreground docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/trixie/cli': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/trixie/fpm': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
    '8.6-rc/trixie/zts': (
        'Dockerfile docker-php-entrypoint docker-php-source'
    ),
}


PA_COUNTY_KIND = {
    '2018/counties': (
        '20181106__pa__general__beaver__precinct.csv 20181106__pa__general__berks__precinct.csv '
        '20181106__pa__general__bradford__precinct.csv 20181106__pa__general__bucks__precinct.csv '
        '20181106__pa__general__cambria__precinct.csv 20181106__pa__general__carbon__precinct.csv '
        '20181106__pa__general__centre__precinct.csv 20181106__pa__general__chester__precinct.csv '
        '20181106__pa__general__clarion__precinct.csv 20181106__pa__general__clearfield__precinct.csv '
        '20181106__pa__general__crawford__precinct.csv 20181106__pa__general__delaware__precinct.csv '
        '20181106__pa__general__fayette__precinct.csv 20181106__pa__general__franklin__precinct.csv '
        '20181106__pa__general__fulton__precinct.csv 20181106__pa__general__greene__precinct.csv '
        '20181106__pa__general__indiana__precinct.csv 20181106__pa__general__jefferson__precinct.csv '
        '20181106__pa__general__lancaster__precinct.csv 20181106__pa__general__lawrence__precinct.csv '
        '20181106__pa__general__luzerne__precinct.csv 20181106__pa__general__mercer__precinct.csv '
        '20181106__pa__general__monroe__precinct.csv 20181106__pa__general__montour__precinct.csv '
        '20181106__pa__general__northampton__precinct.csv 20181106__pa__general__northumberland__precinct.csv '
        '20181106__pa__general__perry__precinct.csv 20181106__pa__general__philadelphia__precinct.csv '
        '20181106__pa__general__potter__precinct.csv 20181106__pa__general__snyder__precinct.csv '
        '20181106__pa__general__somerset__precinct.csv 20181106__pa__general__sullivan__precinct.csv '
        '20181106__pa__general__venango__precinct.csv 20181106__pa__general__warren__precinct.csv '
        '20181106__pa__general__wyoming__precinct.csv 20181106__pa__general__york__precinct.csv'
    ),
    '2020/counties': (
        '20200602__pa__primary__adams__precinct.csv 20200602__pa__primary__beaver__precinct.csv '
        '20200602__pa__primary__blair__precinct.csv 20200602__pa__primary__bradford__precinct.csv '
        '20200602__pa__primary__bucks__precinct.csv 20200602__pa__primary__cambria__precinct.csv '
        '20200602__pa__primary__centre__precinct.csv 20200602__pa__primary__clearfield__precinct.csv '
        '20200602__pa__primary__dauphin__precinct.csv 20200602__pa__primary__delaware__precinct.csv '
        '20200602__pa__primary__elk__precinct.csv 20200602__pa__primary__fayette__precinct.csv '
        '20200602__pa__primary__franklin__precinct.csv 20200602__pa__primary__indiana__precinct.csv '
        '20200602__pa__primary__lancaster__precinct.csv 20200602__pa__primary__lawrence__precinct.csv '
        '20200602__pa__primary__lebanon__precinct.csv 20200602__pa__primary__mckean__precinct.csv '
        '20200602__pa__primary__perry__precinct.csv 20200602__pa__primary__philadelphia__precinct.csv '
        '20200602__pa__primary__pike__precinct.csv 20200602__pa__primary__tioga__precinct.csv '
        '20200602__pa__primary__washington__precinct.csv 20200602__pa__primary__westmoreland__precinct.csv '
        '20200602__pa__primary__york__precinct.csv 20201103__pa__general__allegheny__precinct.csv '
        '20201103__pa__general__beaver__precinct.csv 20201103__pa__general__bedford__precinct.csv '
        '20201103__pa__general__berks__precinct.csv 20201103__pa__general__blair__precinct.csv '
        '20201103__pa__general__bucks__precinct.csv 20201103__pa__general__butler__precinct.csv '
        '20201103__pa__general__cameron__precinct.csv 20201103__pa__general__carbon__precinct.csv '
        '20201103__pa__general__clarion__precinct.csv 20201103__pa__general__clearfield__precinct.csv '
        '20201103__pa__general__crawford__precinct.csv 20201103__pa__general__delaware__precinct.csv '
        '20201103__pa__general__elk__precinct.csv 20201103__pa__general__fayette__precinct.csv '
        '20201103__pa__general__forest__precinct.csv 20201103__pa__general__fulton__precinct.csv '
        '20201103__pa__general__greene__precinct.csv 20201103__pa__general__indiana__precinct.csv '
        '20201103__pa__general__juniata__precinct.csv 20201103__pa__general__lancaster__precinct.csv '
        '20201103__pa__general__lawrence__precinct.csv 20201103__pa__general__lebanon__precinct.csv '
        '20201103__pa__general__luzerne__precinct.csv 20201103__pa__general__lycoming__precinct.csv '
        '20201103__pa__general__mifflin__precinct.csv 20201103__pa__general__monroe__precinct.csv '
        '20201103__pa__general__montour__precinct.csv 20201103__pa__general__northampton__precinct.csv '
        '20201103__pa__general__perry__precinct.csv 20201103__pa__general__pike__precinct.csv '
        '20201103__pa__general__potter__precinct.csv 20201103__pa__general__susquehanna__precinct.csv '
        '20201103__pa__general__tioga__precinct.csv 20201103__pa__general__union__precinct.csv '
        '20201103__pa__general__venango__precinct.csv 20201103__pa__general__warren__precinct.csv '
        '20201103__pa__general__washington__precinct.csv 20201103__pa__general__york__precinct.csv'
    ),
    '2022/counties': (
        '20221108__pa__general__beaver__precinct.csv 20221108__pa__general__berks__precinct.csv '
        '20221108__pa__general__cambria__precinct.csv 20221108__pa__general__centre__precinct.csv '
        '20221108__pa__general__chester__precinct.csv 20221108__pa__general__clearfield__precinct.csv '
        '20221108__pa__general__clinton__precinct.csv 20221108__pa__general__cumberland__precinct.csv '
        '20221108__pa__general__franklin__precinct.csv 20221108__pa__general__huntingdon__precinct.csv '
        '20221108__pa__general__lackawanna__precinct.csv 20221108__pa__general__lawrence__precinct.csv '
        '20221108__pa__general__mckean__precinct.csv 20221108__pa__general__mifflin__precinct.csv '
        '20221108__pa__general__northampton__precinct.csv 20221108__pa__general__somerset__precinct.csv'
    ),
    '2024/counties': (
        '20240423__pa__primary__adams__precinct.csv 20240423__pa__primary__berks__precinct.csv '
        '20240423__pa__primary__blair__precinct.csv 20240423__pa__primary__bucks__precinct.csv '
        '20240423__pa__primary__chester__precinct.csv 20240423__pa__primary__clearfield__precinct.csv '
        '20240423__pa__primary__columbia__precinct.csv 20240423__pa__primary__cumberland__precinct.csv '
        '20240423__pa__primary__erie__precinct.csv 20240423__pa__primary__huntingdon__precinct.csv '
        '20240423__pa__primary__juniata__precinct.csv 20240423__pa__primary__lackawanna__precinct.csv '
        '20240423__pa__primary__lebanon__precinct.csv 20240423__pa__primary__lycoming__precinct.csv '
        '20240423__pa__primary__mercer__precinct.csv 20240423__pa__primary__mifflin__precinct.csv '
        '20240423__pa__primary__northampton__precinct.csv 20240423__pa__primary__northumberland__precinct.csv '
        '20240423__pa__primary__tioga__precinct.csv 20240423__pa__primary__venango__precinct.csv '
        '20240423__pa__primary__washington__precinct.csv 20241105__pa__general__adams__precinct.csv '
        '20241105__pa__general__allegheny__precinct.csv 20241105__pa__general__armstrong__precinct.csv '
        '20241105__pa__general__bedford__precinct.csv 20241105__pa__general__blair__precinct.csv '
        '20241105__pa__general__bradford__precinct.csv 20241105__pa__general__butler__precinct.csv '
        '20241105__pa__general__cambria__precinct.csv 20241105__pa__general__cameron__precinct.csv '
        '20241105__pa__general__carbon__precinct.csv 20241105__pa__general__centre__precinct.csv '
        '20241105__pa__general__chester__precinct.csv 20241105__pa__general__clearfield__precinct.csv '
        '20241105__pa__general__columbia__precinct.csv 20241105__pa__general__cumberland__precinct.csv '
        '20241105__pa__general__dauphin__precinct.csv 20241105__pa__general__delaware__precinct.csv '
        '20241105__pa__general__elk__precinct.csv 20241105__pa__general__erie__precinct.csv '
        '20241105__pa__general__forest__precinct.csv 20241105__pa__general__franklin__precinct.csv '
        '20241105__pa__general__greene__precinct.csv 20241105__pa__general__huntingdon__precinct.csv '
        '20241105__pa__general__indiana__precinct.csv 20241105__pa__general__lackawanna__precinct.csv '
        '20241105__pa__general__lancaster__precinct.csv 20241105__pa__general__lawrence__precinct.csv '
        '20241105__pa__general__lehigh__precinct.csv 20241105__pa__general__mercer__precinct.csv '
        '20241105__pa__general__monroe__precinct.csv 20241105__pa__general__montgomery__precinct.csv '
        '20241105__pa__general__montour__precinct.csv 20241105__pa__general__northampton__precinct.csv '
        '20241105__pa__general__perry__precinct.csv 20241105__pa__general__philadelphia__precinct.csv '
        '20241105__pa__general__tioga__precinct.csv 20241105__pa__general__warren__precinct.csv '
        '20241105__pa__general__washington__precinct.csv 20241105__pa__general__wayne__precinct.csv '
        '20241105__pa__general__wyoming__precinct.csv'
    ),
    '2025/counties': (
        '20251104__pa__general__allegheny__precinct.csv 20251104__pa__general__beaver__county.csv '
        '20251104__pa__general__beaver__precinct.csv 20251104__pa__general__berks__county.csv '
        '20251104__pa__general__berks__precinct.csv 20251104__pa__general__blair__precinct.csv '
        '20251104__pa__general__bucks__county.csv 20251104__pa__general__cameron__precinct.csv '
        '20251104__pa__general__centre__precinct.csv 20251104__pa__general__chester__county.csv '
        '20251104__pa__general__clarion__county.csv 20251104__pa__general__clearfield__county.csv '
        '20251104__pa__general__clinton__county.csv 20251104__pa__general__columbia__county.csv '
        '20251104__pa__general__crawford__county.csv 20251104__pa__general__crawford__precinct.csv '
        '20251104__pa__general__dauphin__county.csv 20251104__pa__general__delaware__precinct.csv '
        '20251104__pa__general__elk__county.csv 20251104__pa__general__erie__precinct.csv '
        '20251104__pa__general__forest__county.csv 20251104__pa__general__franklin__county.csv '
        '20251104__pa__general__franklin__precinct.csv 20251104__pa__general__fulton__county.csv '
        '20251104__pa__general__greene__precinct.csv 20251104__pa__general__huntingdon__county.csv '
        '20251104__pa__general__indiana__county.csv 20251104__pa__general__indiana__precinct.csv '
        '20251104__pa__general__jefferson__county.csv 20251104__pa__general__juniata__county.csv '
        '20251104__pa__general__juniata__precinct.csv 20251104__pa__general__lackawanna__county.csv '
        '20251104__pa__general__lancaster__county.csv 20251104__pa__general__lancaster__precinct.csv '
        '20251104__pa__general__lawrence__county.csv 20251104__pa__general__lawrence__precinct.csv '
        '20251104__pa__general__lebanon__county.csv 20251104__pa__general__lehigh__precinct.csv '
        '20251104__pa__general__luzerne__precinct.csv 20251104__pa__general__lycoming__county.csv '
        '20251104__pa__general__lycoming__precinct.csv 20251104__pa__general__mckean__county.csv '
        '20251104__pa__general__mifflin__county.csv 20251104__pa__general__mifflin__precinct.csv '
        '20251104__pa__general__northampton__precinct.csv 20251104__pa__general__northumberland__county.csv '
        '20251104__pa__general__perry__county.csv 20251104__pa__general__perry__precinct.csv '
        '20251104__pa__general__philadelphia__county.csv 20251104__pa__general__pike__precinct.csv '
        '20251104__pa__general__potter__county.csv 20251104__pa__general__snyder__precinct.csv '
        '20251104__pa__general__somerset__county.csv 20251104__pa__general__susquehanna__county.csv '
        '20251104__pa__general__tioga__precinct.csv 20251104__pa__general__venango__county.csv '
        '20251104__pa__general__warren__county.csv 20251104__pa__general__washington__county.csv '
        '20251104__pa__general__wayne__county.csv 20251104__pa__general__wayne__precinct.csv '
        '20251104__pa__general__westmoreland__county.csv 20251104__pa__general__wyoming__county.csv '
        '20251104__pa__general__york__precinct.csv'
    ),
    '2026/counties': (
        '20260519__pa__primary__allegheny__precinct.csv 20260519__pa__primary__armstrong__precinct.csv '
        '20260519__pa__primary__beaver__precinct.csv 20260519__pa__primary__berks__county.csv '
        '20260519__pa__primary__berks__precinct.csv 20260519__pa__primary__blair__county.csv '
        '20260519__pa__primary__bradford__county.csv 20260519__pa__primary__bucks__county.csv '
        '20260519__pa__primary__bucks__precinct.csv 20260519__pa__primary__butler__precinct.csv '
        '20260519__pa__primary__carbon__county.csv 20260519__pa__primary__carbon__precinct.csv '
        '20260519__pa__primary__centre__county.csv 20260519__pa__primary__centre__precinct.csv '
        '20260519__pa__primary__clearfield__county.csv 20260519__pa__primary__clearfield__precinct.csv '
        '20260519__pa__primary__clinton__precinct.csv 20260519__pa__primary__columbia__county.csv '
        '20260519__pa__primary__cumberland__county.csv 20260519__pa__primary__cumberland__precinct.csv '
        '20260519__pa__primary__dauphin__county.csv 20260519__pa__primary__delaware__county.csv '
        '20260519__pa__primary__elk__county.csv 20260519__pa__primary__elk__precinct.csv '
        '20260519__pa__primary__erie__county.csv 20260519__pa__primary__erie__precinct.csv '
        '20260519__pa__primary__fayette__county.csv 20260519__pa__primary__fayette__precinct.csv '
        '20260519__pa__primary__franklin__county.csv 20260519__pa__primary__franklin__precinct.csv '
        '20260519__pa__primary__indiana__county.csv 20260519__pa__primary__indiana__precinct.csv '
        '20260519__pa__primary__jefferson__precinct.csv 20260519__pa__primary__juniata__county.csv '
        '20260519__pa__primary__juniata__precinct.csv 20260519__pa__primary__lackawanna__county.csv '
        '20260519__pa__primary__lackawanna__precinct.csv 20260519__pa__primary__lancaster__precinct.csv '
        '20260519__pa__primary__lawrence__county.csv 20260519__pa__primary__lawrence__precinct.csv '
        '20260519__pa__primary__lehigh__county.csv 20260519__pa__primary__lehigh__precinct.csv '
        '20260519__pa__primary__mckean__county.csv 20260519__pa__primary__mercer__county.csv '
        '20260519__pa__primary__mifflin__precinct.csv 20260519__pa__primary__montgomery__precinct.csv '
        '20260519__pa__primary__montour__county.csv 20260519__pa__primary__montour__precinct.csv '
        '20260519__pa__primary__northampton__precinct.csv 20260519__pa__primary__northumberland__county.csv '
        '20260519__pa__primary__northumberland__precinct.csv 20260519__pa__primary__perry__county.csv '
        '20260519__pa__primary__potter__precinct.csv 20260519__pa__primary__schuylkill__county.csv '
        '20260519__pa__primary__snyder__county.csv 20260519__pa__primary__tioga__county.csv '
        '20260519__pa__primary__wayne__precinct.csv 20260519__pa__primary__westmoreland__precinct.csv '
        '20260519__pa__primary__york__county.csv 20260519__pa__primary__york__precinct.csv'
    ),
}


PA_COUNTY_OTHER = {
    '': (
        '.gitignore .python-version 2011/20110201__pa__special__general__state_house__185.csv '
        '2011/20110315__pa__special__general__state_senate__11.csv 2013/20130521__pa__special__general.csv '
        '2020/20201103__pa__general__county.csv 2020/20201103__pa__general__precinct.csv '
        '2024/20241105__pa__general__precinct.csv 2026/20260519__pa__primary__county.csv CLAUDE.md '
        'ELECTIONWARE_PARSER_GUIDE.md ERStat_readme.txt ERStat_readmep.txt NATURAL_PDF_EVALUATION.md '
        'OpenElections_v2.py README.md changes.txt column_types.csv '
        'docs/plans/2026-07-14-2024-primary-precinct-csvs-design.md parsers/constants/pa_candidates_2020.py '
        'pyproject.toml statewide_generator.py utils.py uv.lock'
    ),
    '.github/workflows': (
        'data_tests.yml data_tests_changed_files.yml pull_request_comment.yml'
    ),
    '2000': (
        '20000404__pa__primary__precinct.csv 20001107__pa__general__county.csv '
        '20001107__pa__general__precinct.csv'
    ),
    '2001': (
        '20010320__pa__special__general__state_senate.csv 20010626__pa__special__general__state_house__28.csv '
        '20010814__pa__special__general__state_house__2.csv 20011106__pa__special__general.csv'
    ),
    '2002': (
        '20020212__pa__special__general__state_house__149.csv '
        '20020423__pa__special__general__state_house__176.csv 20020521__pa__primary__precinct.csv '
        '20020716__pa__special__general__state_house__100.csv '
        '20021001__pa__special__general__state_senate__9.csv 20021105__pa__general__county.csv '
        '20021105__pa__general__precinct.csv'
    ),
    '2003': (
        '20030311__pa__special__general__state_senate__37.csv '
        '20030318__pa__special__general__state_house__99.csv 20030617__pa__special__general__state_house.csv '
        '20030722__pa__special__general__state_house__3.csv '
        '20031104__pa__special__general__state_senate__27.csv'
    ),
    '2004': (
        '20040127__pa__special__general__state_house__109.csv '
        '20040309__pa__special__general__state_house__152.csv 20040427__pa__primary__precinct.csv '
        '20041102__pa__general__county.csv 20041102__pa__general__precinct.csv'
    ),
    '2005': (
        '20050208__pa__special__general__state_house__189.csv '
        '20050405__pa__special__general__state_senate__16.csv '
        '20050517__pa__special__general__state_senate.csv '
        '20050520__pa__special__general__state_house__200.csv '
        '20050719__pa__special__general__state_house__131.csv'
    ),
    '2006': (
        '20060314__pa__special__general__state_house__174.csv '
        '20060411__pa__special__general__state_house__30.csv 20060516__pa__primary__precinct.csv '
        '20060516__pa__special__general__state_senate__19.csv 20061107__pa__general__county.csv '
        '20061107__pa__general__precinct.csv'
    ),
    '2008': (
        '20080422__pa__primary__precinct.csv 20081104__pa__general__county.csv '
        '20081104__pa__general__precinct.csv'
    ),
    '2009': (
        '20090303__pa__special__general__state_senate__29.csv '
        '20090519__pa__special__general__state_house__124.csv '
        '20090929__pa__special__general__state_senate__24.csv'
    ),
    '2010': (
        '20100518__pa__primary__precinct.csv 20100518__pa__special__general.csv '
        '20101102__pa__general__county.csv 20101102__pa__general__precinct.csv '
        '20101102__pa__special__general__state_senate__45.csv'
    ),
    '2012': (
        '20120424__pa__primary__precinct.csv 20120424__pa__special__general.csv '
        '20120807__pa__special__general__state_senate__40.csv 20121102__pa__general__county.csv '
        '20121106__pa__general__precinct.csv'
    ),
    '2014': (
        '20140128__pa__special__general__state_house__78.csv '
        '20140318__pa__special__general__state_senate__28.csv 20140520__pa__primary__precinct.csv '
        '20141104__pa__general__county.csv 20141104__pa__general__precinct.csv'
    ),
    '2016': (
        '20160426__pa__primary__precinct.csv 20161108__pa__general__precinct.csv '
        '20161108__pa__general_county.csv'
    ),
    '2018': (
        '20180517__pa__primary__precinct.csv 20181106__pa__general__county.csv '
        '20181106__pa__general__precinct.csv'
    ),
    'parsers/2024-primary_parsers': (
        'pa_berks_primary_2024_results_parser.ipynb pa_blair_primary_2024_results_parser.ipynb '
        'pa_bucks_primary_2024_results_parser.ipynb pa_carbon_primary_2024_results_parser.ipynb '
        'pa_centre_primary_2024_results_parser.ipynb pa_chester_primary_2024_results_parser.ipynb '
        'pa_clearfield_primary_2024_results_parser.ipynb pa_cumberland_primary_2024_results_parser.ipynb '
        'pa_elk_primary_2024_results_parser.ipynb'
    ),
    'parsers': (
        'BEDFORD_PARSER_README.md clarity_primary_np.py csv_converter.py detail.xml el30_parser.py '
        'el30a_parser.py el30b_parser.py electionware2csv.py electionware_county.py electionware_parser.py '
        'electionware_precinct.py electionware_precinct_np.py electionware_primary_np.py '
        'electionware_primary_summary_county.py electionware_text_county.py electionware_text_precinct.py '
        'er_parser.py greene_parser.py infer_county_party.py lehigh_parser.py llm_pdf_extract.py '
        'monroe_parser.py pa_armstrong_official_pdf_fetcher.py pa_armstrong_primary_2026_results_parser.py '
        'pa_bedford_general_2025_results_parser.py pa_bedford_primary_2024_results_parser.py '
        'pa_bedford_primary_2026_results_parser.py pa_berks_general_2025_results_parser.py '
        'pa_blair_general_2025_results_parser.py pa_bradford_columbia_primary_2026_county_parser.py '
        'pa_bradford_general_2025_results_parser.py pa_bradford_llm_parser.py '
        'pa_bucks_general_2025_results_parser.py pa_bucks_primary_2024_results_parser.py '
        'pa_bucks_primary_2026_county_parser.py pa_bucks_primary_2026_results_parser.py '
        'pa_butler_general_2025_results_parser.py pa_cameron_general_2024_results_parser.py '
        'pa_carbon_county_2025_results_parser.py pa_carbon_general_2025_results_parser.py '
        'pa_carbon_primary_2026_results_parser.py pa_chester_general_2025_results_parser.py '
        'pa_clearfield_general_2025_results_parser.py pa_clinton_general_2025_results_parser.py '
        'pa_columbia_primary_2024_results_parser.py pa_county_llm_attachment_parser.py '
        'pa_crawford_general_2025_results_parser.py pa_cumberland_general_2025_results_parser.py '
        'pa_dauphin_general_2025_precinct_scraper.py pa_dauphin_general_2025_scraper.py '
        'pa_electionware_primary_2024.py pa_electionware_primary_2026.py '
        'pa_elk_general_2025_results_parser.py pa_erie_general_2025_results_parser.py '
        'pa_erie_primary_2024_results_parser.py pa_erie_primary_2026_precinct_parser.py '
        'pa_erie_primary_2026_summary_parser.py pa_franklin_general_2025_results_parser.py '
        'pa_franklin_primary_2024_results_parser.py pa_fulton_general_2025_results_parser.py '
        'pa_huntingdon_general_2025_results_parser.py pa_indiana_general_2025_results_parser.py '
        'pa_indiana_primary_2026_results_parser.py pa_jefferson_general_2025_results_parser.py '
        'pa_juniata_primary_2024_results_parser.py pa_lackawanna_general_2025_results_parser.py '
        'pa_lancaster_general_2025_results_parser.py pa_lancaster_precinct_2025_results_parser.py '
        'pa_lawrence_general_2025_results_parser.py pa_lebanon_general_2025_results_parser.py '
        'pa_lehigh_primary_2026_results_parser.py pa_lycoming_general_2025_results_parser.py '
        'pa_lycoming_primary_2024_results_parser.py pa_lycoming_primary_2026_results_parser.py '
        'pa_mckean_primary_2026_results_parser.py pa_mercer_primary_2026_results_parser.py '
        'pa_mifflin_general_2025_results_parser.py pa_montgomery_primary_2026_results_parser.py '
        'pa_montour_general_2025_results_parser.py pa_northampton_general_2025_results_parser.py '
        'pa_northumberland_general_2025_results_parser.py pa_northumberland_primary_2026_results_parser.py '
        'pa_pdf_parser.py pa_perry_general_2025_precinct_parser.py '
        'pa_philadelphia_general_2025_boardworkers_scraper.py pa_philadelphia_general_2025_results_parser.py '
        'pa_pike_general_2025_results_parser.py pa_potter_general_2025_results_parser.py '
        'pa_precinct_llm_attachment_parser.py pa_schuylkill_general_2025_results_parser.py '
        'pa_snyder_general_2025_results_parser.py pa_sullivan_primary_2024_results_parser.py '
        'pa_susquehanna_primary_2026_precinct_parser.py pa_tioga_general_2025_results_parser.py '
        'pa_venango_primary_2024_results_parser.py pa_warren_general_2025_results_parser.py '
        'pa_washington_primary_2026_results_parser.py pa_wayne_general_2025_results_parser.py '
        'pa_wayne_primary_2024_results_parser.py pa_wayne_primary_2026_results_parser.py '
        'pa_wyoming_general_2025_county_parser.py pa_wyoming_general_2025_results_parser.py philly.qmd '
        'sovc_crosstab_pp.py sovc_geo_np.py sovc_geo_primary_np.py'
    ),
    'parsers/primary': (
        'pa_adams_primary_2020_results_parser.py pa_armstrong_primary_2020_results_scraper.py '
        'pa_beaver_general_2020_results_parser.py pa_beaver_primary_2020_results_parser.py '
        'pa_bedford_primary_2020_results_parser.py pa_berks_primary_2020_results_parser.py '
        'pa_blair_primary_2020_results_parser.py pa_bradford_primary_2020_results_parser.py '
        'pa_bradford_results_scrape.py pa_bucks_primary_2020_results_parser.py '
        'pa_butler_primary_2020_results_parser.py pa_cambria_primary_2020_results_parser.py '
        'pa_centre_primary_2020_results_parser.py pa_chester_primary_2020_results_parser.py '
        'pa_clearfield_primary_2020_results_parser.py pa_clinton_primary_2020_results_parser.py '
        'pa_columbia_primary_2020_results_parser.py pa_delaware_primary_2020_results_scraper.py '
        'pa_fayette_primary_2020_results_parser.py pa_indiana_primary_2020_results_parser.py '
        'pa_lackawanna_primary_2020_results_parser.py pa_lebanon_general_2020_results_parser.py '
        'pa_lebanon_primary_2020_results_parser.py pa_lehigh_primary_2020_results_scraper.py '
        'pa_luzerne_primary_2020_results_scraper.py pa_lycoming_primary_2020_results_parser.py '
        'pa_mercer_primary_2020_results_parser.py pa_mifflin_primary_2020_results_parser.py '
        'pa_northampton_primary_2020_results_parser.py pa_perry_primary_2020_results_parser.py '
        'pa_tioga_primary_2020_results_parser.py pa_washington_primary_2020_results_parser.py '
        'pa_westmoreland_primary_2020_results_parser.py pa_york_primary_2020_results_parser.py'
    ),
    'tests/fixtures': (
        'dauphin_index.html dauphin_precincts.html dauphin_race.html electionware_county.txt '
        'electionware_np.txt electionware_regex.txt sovc_crosstab.txt sovc_geo.txt'
    ),
    'tests': (
        'test_checks.py test_dauphin_precinct_scraper.py test_detect.py test_electionware_regex.py '
        'test_llm_pdf_extract.py test_registry.py test_scaffold.py test_sovc_crosstab.py test_sovc_geo.py'
    ),
}


PA_SPECIAL_KIND = {
    '': (
        '2004/20040127__pa__special__general__state_house__109.csv '
        '2004/20040309__pa__special__general__state_house__152.csv '
        '2010/20101102__pa__special__general__state_senate__45.csv '
        '2011/20110201__pa__special__general__state_house__185.csv '
        '2011/20110315__pa__special__general__state_senate__11.csv '
        '2012/20120807__pa__special__general__state_senate__40.csv '
        '2014/20140128__pa__special__general__state_house__78.csv '
        '2014/20140318__pa__special__general__state_senate__28.csv'
    ),
    '2001': (
        '20010320__pa__special__general__state_senate.csv 20010626__pa__special__general__state_house__28.csv '
        '20010814__pa__special__general__state_house__2.csv'
    ),
    '2002': (
        '20020212__pa__special__general__state_house__149.csv '
        '20020423__pa__special__general__state_house__176.csv '
        '20020716__pa__special__general__state_house__100.csv '
        '20021001__pa__special__general__state_senate__9.csv'
    ),
    '2003': (
        '20030311__pa__special__general__state_senate__37.csv '
        '20030318__pa__special__general__state_house__99.csv 20030617__pa__special__general__state_house.csv '
        '20030722__pa__special__general__state_house__3.csv '
        '20031104__pa__special__general__state_senate__27.csv'
    ),
    '2005': (
        '20050208__pa__special__general__state_house__189.csv '
        '20050405__pa__special__general__state_senate__16.csv '
        '20050517__pa__special__general__state_senate.csv '
        '20050520__pa__special__general__state_house__200.csv '
        '20050719__pa__special__general__state_house__131.csv'
    ),
    '2006': (
        '20060314__pa__special__general__state_house__174.csv '
        '20060411__pa__special__general__state_house__30.csv '
        '20060516__pa__special__general__state_senate__19.csv'
    ),
    '2009': (
        '20090303__pa__special__general__state_senate__29.csv '
        '20090519__pa__special__general__state_house__124.csv '
        '20090929__pa__special__general__state_senate__24.csv'
    ),
}


PA_SPECIAL_OTHER = {
    '': (
        '.gitignore .python-version 2001/20011106__pa__special__general.csv '
        '2013/20130521__pa__special__general.csv 2020/20201103__pa__general__county.csv '
        '2020/20201103__pa__general__precinct.csv 2024/20241105__pa__general__precinct.csv '
        '2026/20260519__pa__primary__county.csv CLAUDE.md ELECTIONWARE_PARSER_GUIDE.md ERStat_readme.txt '
        'ERStat_readmep.txt NATURAL_PDF_EVALUATION.md OpenElections_v2.py README.md changes.txt '
        'column_types.csv pyproject.toml statewide_generator.py utils.py uv.lock'
    ),
    '2000': (
        '20000404__pa__primary__precinct.csv 20001107__pa__general__county.csv '
        '20001107__pa__general__precinct.csv'
    ),
    '2002': (
        '20020521__pa__primary__precinct.csv 20021105__pa__general__county.csv '
        '20021105__pa__general__precinct.csv'
    ),
    '2004': (
        '20040427__pa__primary__precinct.csv 20041102__pa__general__county.csv '
        '20041102__pa__general__precinct.csv'
    ),
    '2006': (
        '20060516__pa__primary__precinct.csv 20061107__pa__general__county.csv '
        '20061107__pa__general__precinct.csv'
    ),
    '2008': (
        '20080422__pa__primary__precinct.csv 20081104__pa__general__county.csv '
        '20081104__pa__general__precinct.csv'
    ),
    '2010': (
        '20100518__pa__primary__precinct.csv 20100518__pa__special__general.csv '
        '20101102__pa__general__county.csv 20101102__pa__general__precinct.csv'
    ),
    '2012': (
        '20120424__pa__primary__precinct.csv 20120424__pa__special__general.csv '
        '20121102__pa__general__county.csv 20121106__pa__general__precinct.csv'
    ),
    '2014': (
        '20140520__pa__primary__precinct.csv 20141104__pa__general__county.csv '
        '20141104__pa__general__precinct.csv'
    ),
    '2016': (
        '20160426__pa__primary__precinct.csv 20161108__pa__general__precinct.csv '
        '20161108__pa__general_county.csv'
    ),
    '2018': (
        '20180517__pa__primary__precinct.csv 20181106__pa__general__county.csv '
        '20181106__pa__general__precinct.csv'
    ),
    '2018/counties': (
        '20181106__pa__general__allegheny__precinct.csv 20181106__pa__general__bedford__precinct.csv '
        '20181106__pa__general__berks__precinct.csv 20181106__pa__general__blair__precinct.csv '
        '20181106__pa__general__cameron__precinct.csv 20181106__pa__general__centre__precinct.csv '
        '20181106__pa__general__clearfield__precinct.csv 20181106__pa__general__columbia__precinct.csv '
        '20181106__pa__general__delaware__precinct.csv 20181106__pa__general__elk__precinct.csv '
        '20181106__pa__general__indiana__precinct.csv 20181106__pa__general__montgomery__precinct.csv '
        '20181106__pa__general__perry__precinct.csv 20181106__pa__general__sullivan__precinct.csv '
        '20181106__pa__general__warren__precinct.csv 20181106__pa__general__washington__precinct.csv '
        '20181106__pa__general__wayne__precinct.csv 20181106__pa__general__wyoming__precinct.csv'
    ),
    '2020/counties': (
        '20200602__pa__primary__beaver__precinct.csv 20200602__pa__primary__bradford__precinct.csv '
        '20200602__pa__primary__butler__precinct.csv 20200602__pa__primary__chester__precinct.csv '
        '20200602__pa__primary__forest__precinct.csv 20200602__pa__primary__indiana__precinct.csv '
        '20200602__pa__primary__lawrence__precinct.csv 20200602__pa__primary__mifflin__precinct.csv '
        '20200602__pa__primary__northampton__precinct.csv 20200602__pa__primary__northumberland__precinct.csv '
        '20200602__pa__primary__schuylkill__precinct.csv 20200602__pa__primary__tioga__precinct.csv '
        '20201103__pa__general__armstrong__precinct.csv 20201103__pa__general__butler__precinct.csv '
        '20201103__pa__general__crawford__precinct.csv 20201103__pa__general__delaware__precinct.csv '
        '20201103__pa__general__fulton__precinct.csv 20201103__pa__general__greene__precinct.csv '
        '20201103__pa__general__indiana__precinct.csv 20201103__pa__general__juniata__precinct.csv '
        '20201103__pa__general__lebanon__precinct.csv 20201103__pa__general__lycoming__precinct.csv '
        '20201103__pa__general__mercer__precinct.csv 20201103__pa__general__montour__precinct.csv '
        '20201103__pa__general__philadelphia__precinct.csv 20201103__pa__general__potter__precinct.csv '
        '20201103__pa__general__schuylkill__precinct.csv 20201103__pa__general__somerset__precinct.csv '
        '20201103__pa__general__tioga__precinct.csv 20201103__pa__general__washington__precinct.csv'
    ),
    '2022/counties': (
        '20221108__pa__general__berks__precinct.csv 20221108__pa__general__blair__precinct.csv '
        '20221108__pa__general__butler__precinct.csv 20221108__pa__general__huntingdon__precinct.csv '
        '20221108__pa__general__juniata__precinct.csv 20221108__pa__general__lawrence__precinct.csv '
        '20221108__pa__general__schuylkill__precinct.csv 20221108__pa__general__snyder__precinct.csv'
    ),
    '2024/counties': (
        '20240423__pa__primary__adams__precinct.csv 20240423__pa__primary__berks__precinct.csv '
        '20240423__pa__primary__bucks__precinct.csv 20240423__pa__primary__columbia__precinct.csv '
        '20240423__pa__primary__cumberland__precinct.csv 20240423__pa__primary__erie__precinct.csv '
        '20240423__pa__primary__juniata__precinct.csv 20240423__pa__primary__lackawanna__precinct.csv '
        '20240423__pa__primary__lawrence__precinct.csv 20240423__pa__primary__lycoming__precinct.csv '
        '20240423__pa__primary__mercer__precinct.csv 20240423__pa__primary__mifflin__precinct.csv '
        '20240423__pa__primary__snyder__precinct.csv 20240423__pa__primary__sullivan__precinct.csv '
        '20240423__pa__primary__tioga__precinct.csv 20240423__pa__primary__washington__precinct.csv '
        '20241105__pa__general__adams__precinct.csv 20241105__pa__general__allegheny__precinct.csv '
        '20241105__pa__general__armstrong__precinct.csv 20241105__pa__general__beaver__precinct.csv '
        '20241105__pa__general__berks__precinct.csv 20241105__pa__general__blair__precinct.csv '
        '20241105__pa__general__bradford__precinct.csv 20241105__pa__general__bucks__precinct.csv '
        '20241105__pa__general__carbon__precinct.csv 20241105__pa__general__centre__precinct.csv '
        '20241105__pa__general__forest__precinct.csv 20241105__pa__general__fulton__precinct.csv '
        '20241105__pa__general__juniata__precinct.csv 20241105__pa__general__lackawanna__precinct.csv '
        '20241105__pa__general__lehigh__precinct.csv 20241105__pa__general__luzerne__precinct.csv '
        '20241105__pa__general__mckean__precinct.csv 20241105__pa__general__mifflin__precinct.csv '
        '20241105__pa__general__monroe__precinct.csv 20241105__pa__general__philadelphia__precinct.csv '
        '20241105__pa__general__schuylkill__precinct.csv 20241105__pa__general__wayne__precinct.csv '
        '20241105__pa__general__wyoming__precinct.csv'
    ),
    '2025/counties': (
        '20251104__pa__general__adams__precinct.csv 20251104__pa__general__allegheny__precinct.csv '
        '20251104__pa__general__armstrong__county.csv 20251104__pa__general__bedford__county.csv '
        '20251104__pa__general__blair__precinct.csv 20251104__pa__general__bucks__county.csv '
        '20251104__pa__general__cambria__county.csv 20251104__pa__general__chester__precinct.csv '
        '20251104__pa__general__crawford__precinct.csv 20251104__pa__general__delaware__precinct.csv '
        '20251104__pa__general__erie__county.csv 20251104__pa__general__franklin__county.csv '
        '20251104__pa__general__franklin__precinct.csv 20251104__pa__general__huntingdon__county.csv '
        '20251104__pa__general__indiana__county.csv 20251104__pa__general__indiana__precinct.csv '
        '20251104__pa__general__jefferson__county.csv 20251104__pa__general__juniata__county.csv '
        '20251104__pa__general__lancaster__county.csv 20251104__pa__general__lancaster__precinct.csv '
        '20251104__pa__general__lebanon__county.csv 20251104__pa__general__lebanon__precinct.csv '
        '20251104__pa__general__lehigh__precinct.csv 20251104__pa__general__mercer__county.csv '
        '20251104__pa__general__mercer__precinct.csv 20251104__pa__general__montgomery__county.csv '
        '20251104__pa__general__northumberland__precinct.csv 20251104__pa__general__perry__county.csv '
        '20251104__pa__general__pike__county.csv 20251104__pa__general__potter__county.csv '
        '20251104__pa__general__schuylkill__precinct.csv 20251104__pa__general__snyder__precinct.csv '
        '20251104__pa__general__sullivan__county.csv 20251104__pa__general__susquehanna__county.csv '
        '20251104__pa__general__wyoming__county.csv'
    ),
    '2026/counties': (
        '20260519__pa__primary__allegheny__precinct.csv 20260519__pa__primary__bucks__county.csv '
        '20260519__pa__primary__bucks__precinct.csv 20260519__pa__primary__chester__precinct.csv '
        '20260519__pa__primary__clinton__county.csv 20260519__pa__primary__columbia__county.csv '
        '20260519__pa__primary__dauphin__county.csv 20260519__pa__primary__delaware__precinct.csv '
        '20260519__pa__primary__elk__county.csv 20260519__pa__primary__erie__precinct.csv '
        '20260519__pa__primary__jefferson__precinct.csv 20260519__pa__primary__juniata__county.csv '
        '20260519__pa__primary__lehigh__county.csv 20260519__pa__primary__lehigh__precinct.csv '
        '20260519__pa__primary__luzerne__precinct.csv 20260519__pa__primary__lycoming__precinct.csv '
        '20260519__pa__primary__mercer__precinct.csv 20260519__pa__primary__northumberland__county.csv '
        '20260519__pa__primary__schuylkill__county.csv 20260519__pa__primary__snyder__precinct.csv'
    ),
}


PA_STATEWIDE_KIND = {
    '': (
        '2016/20160426__pa__primary__precinct.csv 2016/20161108__pa__general__precinct.csv '
        '2020/20201103__pa__general__county.csv 2020/20201103__pa__general__precinct.csv '
        '2024/20241105__pa__general__precinct.csv 2026/20260519__pa__primary__county.csv'
    ),
    '2000': (
        '20000404__pa__primary__precinct.csv 20001107__pa__general__county.csv '
        '20001107__pa__general__precinct.csv'
    ),
    '2002': (
        '20020521__pa__primary__precinct.csv 20021105__pa__general__county.csv '
        '20021105__pa__general__precinct.csv'
    ),
    '2004': (
        '20040427__pa__primary__precinct.csv 20041102__pa__general__county.csv '
        '20041102__pa__general__precinct.csv'
    ),
    '2006': (
        '20060516__pa__primary__precinct.csv 20061107__pa__general__county.csv '
        '20061107__pa__general__precinct.csv'
    ),
    '2008': (
        '20080422__pa__primary__precinct.csv 20081104__pa__general__county.csv '
        '20081104__pa__general__precinct.csv'
    ),
    '2010': (
        '20100518__pa__primary__precinct.csv 20101102__pa__general__county.csv '
        '20101102__pa__general__precinct.csv'
    ),
    '2012': (
        '20120424__pa__primary__precinct.csv 20121102__pa__general__county.csv '
        '20121106__pa__general__precinct.csv'
    ),
    '2014': (
        '20140520__pa__primary__precinct.csv 20141104__pa__general__county.csv '
        '20141104__pa__general__precinct.csv'
    ),
    '2018': (
        '20180517__pa__primary__precinct.csv 20181106__pa__general__county.csv '
        '20181106__pa__general__precinct.csv'
    ),
}


PA_STATEWIDE_OTHER = {
    '': (
        '.gitignore .python-version 2004/20040127__pa__special__general__state_house__109.csv '
        '2004/20040309__pa__special__general__state_house__152.csv 2010/20100518__pa__special__general.csv '
        '2010/20101102__pa__special__general__state_senate__45.csv '
        '2011/20110201__pa__special__general__state_house__185.csv '
        '2011/20110315__pa__special__general__state_senate__11.csv 2012/20120424__pa__special__general.csv '
        '2012/20120807__pa__special__general__state_senate__40.csv 2013/20130521__pa__special__general.csv '
        '2014/20140128__pa__special__general__state_house__78.csv '
        '2014/20140318__pa__special__general__state_senate__28.csv CLAUDE.md ELECTIONWARE_PARSER_GUIDE.md '
        'ERStat_readme.txt ERStat_readmep.txt NATURAL_PDF_EVALUATION.md OpenElections_v2.py README.md '
        'changes.txt column_types.csv pyproject.toml statewide_generator.py utils.py uv.lock'
    ),
    '2001': (
        '20010320__pa__special__general__state_senate.csv 20010626__pa__special__general__state_house__28.csv '
        '20010814__pa__special__general__state_house__2.csv 20011106__pa__special__general.csv'
    ),
    '2002': (
        '20020212__pa__special__general__state_house__149.csv '
        '20020423__pa__special__general__state_house__176.csv '
        '20020716__pa__special__general__state_house__100.csv '
        '20021001__pa__special__general__state_senate__9.csv'
    ),
    '2003': (
        '20030311__pa__special__general__state_senate__37.csv '
        '20030318__pa__special__general__state_house__99.csv 20030617__pa__special__general__state_house.csv '
        '20030722__pa__special__general__state_house__3.csv '
        '20031104__pa__special__general__state_senate__27.csv'
    ),
    '2005': (
        '20050208__pa__special__general__state_house__189.csv '
        '20050405__pa__special__general__state_senate__16.csv '
        '20050517__pa__special__general__state_senate.csv '
        '20050520__pa__special__general__state_house__200.csv '
        '20050719__pa__special__general__state_house__131.csv'
    ),
    '2006': (
        '20060314__pa__special__general__state_house__174.csv '
        '20060411__pa__special__general__state_house__30.csv '
        '20060516__pa__special__general__state_senate__19.csv'
    ),
    '2009': (
        '20090303__pa__special__general__state_senate__29.csv '
        '20090519__pa__special__general__state_house__124.csv '
        '20090929__pa__special__general__state_senate__24.csv'
    ),
    '2018/counties': (
        '20181106__pa__general__armstrong__precinct.csv 20181106__pa__general__beaver__precinct.csv '
        '20181106__pa__general__butler__precinct.csv 20181106__pa__general__clinton__precinct.csv '
        '20181106__pa__general__delaware__precinct.csv 20181106__pa__general__erie__precinct.csv '
        '20181106__pa__general__forest__precinct.csv 20181106__pa__general__indiana__precinct.csv '
        '20181106__pa__general__lancaster__precinct.csv 20181106__pa__general__lawrence__precinct.csv '
        '20181106__pa__general__lebanon__precinct.csv 20181106__pa__general__lehigh__precinct.csv '
        '20181106__pa__general__luzerne__precinct.csv 20181106__pa__general__lycoming__precinct.csv '
        '20181106__pa__general__northampton__precinct.csv 20181106__pa__general__potter__precinct.csv '
        '20181106__pa__general__somerset__precinct.csv 20181106__pa__general__susquehanna__precinct.csv '
        '20181106__pa__general__venango__precinct.csv 20181106__pa__general__warren__precinct.csv '
        '20181106__pa__general__wayne__precinct.csv 20181106__pa__general__wyoming__precinct.csv'
    ),
    '2020/counties': (
        '20200602__pa__primary__armstrong__precinct.csv 20200602__pa__primary__blair__precinct.csv '
        '20200602__pa__primary__bucks__precinct.csv 20200602__pa__primary__cambria__precinct.csv '
        '20200602__pa__primary__cumberland__precinct.csv 20200602__pa__primary__dauphin__precinct.csv '
        '20200602__pa__primary__lackawanna__precinct.csv 20200602__pa__primary__lebanon__precinct.csv '
        '20200602__pa__primary__luzerne__precinct.csv 20200602__pa__primary__northumberland__precinct.csv '
        '20200602__pa__primary__schuylkill__precinct.csv 20201103__pa__general__adams__precinct.csv '
        '20201103__pa__general__beaver__precinct.csv 20201103__pa__general__bedford__precinct.csv '
        '20201103__pa__general__butler__precinct.csv 20201103__pa__general__crawford__precinct.csv '
        '20201103__pa__general__elk__precinct.csv 20201103__pa__general__indiana__precinct.csv '
        '20201103__pa__general__jefferson__precinct.csv 20201103__pa__general__juniata__precinct.csv '
        '20201103__pa__general__lackawanna__precinct.csv 20201103__pa__general__luzerne__precinct.csv '
        '20201103__pa__general__mckean__precinct.csv 20201103__pa__general__mifflin__precinct.csv '
        '20201103__pa__general__northampton__precinct.csv 20201103__pa__general__perry__precinct.csv '
        '20201103__pa__general__pike__precinct.csv 20201103__pa__general__sullivan__precinct.csv '
        '20201103__pa__general__tioga__precinct.csv 20201103__pa__general__union__precinct.csv '
        '20201103__pa__general__wayne__precinct.csv 20201103__pa__general__westmoreland__precinct.csv'
    ),
    '2022/counties': (
        '20221108__pa__general__blair__precinct.csv 20221108__pa__general__butler__precinct.csv '
        '20221108__pa__general__clearfield__precinct.csv 20221108__pa__general__huntingdon__precinct.csv '
        '20221108__pa__general__indiana__precinct.csv 20221108__pa__general__lackawanna__precinct.csv '
        '20221108__pa__general__mifflin__precinct.csv 20221108__pa__general__montour__precinct.csv '
        '20221108__pa__general__schuylkill__precinct.csv 20221108__pa__general__snyder__precinct.csv'
    ),
    '2024/counties': (
        '20240423__pa__primary__berks__precinct.csv 20240423__pa__primary__bucks__precinct.csv '
        '20240423__pa__primary__carbon__precinct.csv 20240423__pa__primary__clearfield__precinct.csv '
        '20240423__pa__primary__lackawanna__precinct.csv 20240423__pa__primary__lawrence__precinct.csv '
        '20240423__pa__primary__lycoming__precinct.csv 20241105__pa__general__allegheny__precinct.csv '
        '20241105__pa__general__armstrong__precinct.csv 20241105__pa__general__berks__precinct.csv '
        '20241105__pa__general__blair__precinct.csv 20241105__pa__general__butler__precinct.csv '
        '20241105__pa__general__cameron__precinct.csv 20241105__pa__general__cumberland__precinct.csv '
        '20241105__pa__general__dauphin__precinct.csv 20241105__pa__general__erie__precinct.csv '
        '20241105__pa__general__fayette__precinct.csv 20241105__pa__general__franklin__precinct.csv '
        '20241105__pa__general__juniata__precinct.csv 20241105__pa__general__lehigh__precinct.csv '
        '20241105__pa__general__monroe__precinct.csv 20241105__pa__general__pike__precinct.csv '
        '20241105__pa__general__potter__precinct.csv 20241105__pa__general__tioga__precinct.csv '
        '20241105__pa__general__wyoming__precinct.csv 20241105__pa__general__york__precinct.csv'
    ),
    '2025/counties': (
        '20251104__pa__general__allegheny__precinct.csv 20251104__pa__general__bedford__precinct.csv '
        '20251104__pa__general__berks__county.csv 20251104__pa__general__berks__precinct.csv '
        '20251104__pa__general__blair__county.csv 20251104__pa__general__bucks__county.csv '
        '20251104__pa__general__carbon__county.csv 20251104__pa__general__centre__county.csv '
        '20251104__pa__general__centre__precinct.csv 20251104__pa__general__columbia__county.csv '
        '20251104__pa__general__crawford__precinct.csv 20251104__pa__general__indiana__county.csv '
        '20251104__pa__general__jefferson__county.csv 20251104__pa__general__jefferson__precinct.csv '
        '20251104__pa__general__lawrence__county.csv 20251104__pa__general__lawrence__precinct.csv '
        '20251104__pa__general__lycoming__precinct.csv 20251104__pa__general__mifflin__precinct.csv '
        '20251104__pa__general__northampton__county.csv 20251104__pa__general__northampton__precinct.csv '
        '20251104__pa__general__perry__precinct.csv 20251104__pa__general__pike__county.csv '
        '20251104__pa__general__pike__precinct.csv 20251104__pa__general__schuylkill__county.csv '
        '20251104__pa__general__snyder__county.csv 20251104__pa__general__susquehanna__county.csv '
        '20251104__pa__general__union__county.csv 20251104__pa__general__wayne__precinct.csv '
        '20251104__pa__general__york__precinct.csv'
    ),
    '2026/counties': (
        '20260519__pa__primary__allegheny__precinct.csv 20260519__pa__primary__armstrong__precinct.csv '
        '20260519__pa__primary__beaver__precinct.csv 20260519__pa__primary__bedford__county.csv '
        '20260519__pa__primary__carbon__precinct.csv 20260519__pa__primary__centre__county.csv '
        '20260519__pa__primary__centre__precinct.csv 20260519__pa__primary__chester__county.csv '
        '20260519__pa__primary__clearfield__county.csv 20260519__pa__primary__clearfield__precinct.csv '
        '20260519__pa__primary__columbia__county.csv 20260519__pa__primary__cumberland__precinct.csv '
        '20260519__pa__primary__delaware__county.csv 20260519__pa__primary__fayette__precinct.csv '
        '20260519__pa__primary__franklin__county.csv 20260519__pa__primary__jefferson__precinct.csv '
        '20260519__pa__primary__juniata__precinct.csv 20260519__pa__primary__lackawanna__precinct.csv '
        '20260519__pa__primary__lancaster__precinct.csv 20260519__pa__primary__lawrence__county.csv '
        '20260519__pa__primary__lehigh__precinct.csv 20260519__pa__primary__mckean__county.csv '
        '20260519__pa__primary__mckean__precinct.csv 20260519__pa__primary__mercer__county.csv '
        '20260519__pa__primary__mifflin__precinct.csv 20260519__pa__primary__northumberland__precinct.csv '
        '20260519__pa__primary__perry__county.csv 20260519__pa__primary__philadelphia__precinct.csv '
        '20260519__pa__primary__schuylkill__county.csv 20260519__pa__primary__snyder__county.csv '
        '20260519__pa__primary__westmoreland__precinct.csv'
    ),
}


GA_PRECINCT_KIND = {
    '': (
        '2017/20170620__ga__special__general__runoff__fulton__precinct.csv'
    ),
    '2014': (
        '20140520__ga__primary__bryan__precinct.csv 20140520__ga__primary__catoosa__precinct.csv '
        '20140520__ga__primary__charlton__precinct.csv 20140520__ga__primary__clarke__precinct.csv '
        '20140520__ga__primary__columbia__precinct.csv 20140520__ga__primary__crawford__precinct.csv '
        '20140520__ga__primary__crisp__precinct.csv 20140520__ga__primary__dade__precinct.csv '
        '20140520__ga__primary__dawson__precinct.csv 20140520__ga__primary__dougherty__precinct.csv '
        '20140520__ga__primary__effingham__precinct.csv 20140520__ga__primary__fannin__precinct.csv '
        '20140520__ga__primary__fayette__precinct.csv 20140520__ga__primary__greene__precinct.csv '
        '20140520__ga__primary__gwinnett__precinct.csv 20140520__ga__primary__hancock__precinct.csv '
        '20140520__ga__primary__jeff_davis__precinct.csv 20140520__ga__primary__johnson__precinct.csv '
        '20140520__ga__primary__laurens__precinct.csv 20140520__ga__primary__liberty__precinct.csv '
        '20140520__ga__primary__mitchell__precinct.csv 20140520__ga__primary__murray__precinct.csv '
        '20140520__ga__primary__paulding__precinct.csv 20140520__ga__primary__peach__precinct.csv '
        '20140520__ga__primary__putnam__precinct.csv 20140520__ga__primary__rabun__precinct.csv '
        '20140520__ga__primary__richmond__precinct.csv 20140520__ga__primary__rockdale__precinct.csv '
        '20140520__ga__primary__screven__precinct.csv 20140520__ga__primary__sumter__precinct.csv '
        '20140520__ga__primary__toombs__precinct.csv 20140520__ga__primary__towns__precinct.csv '
        '20140520__ga__primary__union__precinct.csv 20140520__ga__primary__walker__precinct.csv '
        '20140722__ga__primary__runoff__brooks__precinct.csv '
        '20140722__ga__primary__runoff__clarke__precinct.csv '
        '20140722__ga__primary__runoff__crawford__precinct.csv '
        '20140722__ga__primary__runoff__dade__precinct.csv 20140722__ga__primary__runoff__early__precinct.csv '
        '20140722__ga__primary__runoff__fayette__precinct.csv '
        '20140722__ga__primary__runoff__irwin__precinct.csv '
        '20140722__ga__primary__runoff__jasper__precinct.csv '
        '20140722__ga__primary__runoff__jeff_davis__precinct.csv '
        '20140722__ga__primary__runoff__lee__precinct.csv '
        '20140722__ga__primary__runoff__liberty__precinct.csv '
        '20140722__ga__primary__runoff__lincoln__precinct.csv '
        '20140722__ga__primary__runoff__long__precinct.csv '
        '20140722__ga__primary__runoff__lumpkin__precinct.csv '
        '20140722__ga__primary__runoff__mcintosh__precinct.csv '
        '20140722__ga__primary__runoff__morgan__precinct.csv '
        '20140722__ga__primary__runoff__muscogee__precinct.csv '
        '20140722__ga__primary__runoff__spalding__precinct.csv '
        '20140722__ga__primary__runoff__tift__precinct.csv '
        '20140722__ga__primary__runoff__webster__precinct.csv 20141104__ga__general__candler__precinct.csv '
        '20141104__ga__general__carroll__precinct.csv 20141104__ga__general__catoosa__precinct.csv '
        '20141104__ga__general__clayton__precinct.csv 20141104__ga__general__cook__precinct.csv '
        '20141104__ga__general__coweta__precinct.csv 20141104__ga__general__crawford__precinct.csv '
        '20141104__ga__general__dooly__precinct.csv 20141104__ga__general__early__precinct.csv '
        '20141104__ga__general__effingham__precinct.csv 20141104__ga__general__fayette__precinct.csv '
        '20141104__ga__general__franklin__precinct.csv 20141104__ga__general__fulton__precinct.csv '
        '20141104__ga__general__glascock__precinct.csv 20141104__ga__general__hall__precinct.csv '
        '20141104__ga__general__heard__precinct.csv 20141104__ga__general__jackson__precinct.csv '
        '20141104__ga__general__jeff_davis__precinct.csv 20141104__ga__general__lamar__precinct.csv '
        '20141104__ga__general__long__precinct.csv 20141104__ga__general__lowndes__precinct.csv '
        '20141104__ga__general__madison__precinct.csv 20141104__ga__general__mitchell__precinct.csv '
        '20141104__ga__general__rabun__precinct.csv 20141104__ga__general__schley__precinct.csv '
        '20141104__ga__general__sumter__precinct.csv 20141104__ga__general__treutlen__precinct.csv '
        '20141104__ga__general__twiggs__precinct.csv 20141104__ga__general__warren__precinct.csv '
        '20141104__ga__general__whitfield__precinct.csv 20141104__ga__general__wilkinson__precinct.csv'
    ),
    '2015': (
        '20150106__ga__special__general__greene__precinct.csv '
        '20150203__ga__special__general__runoff__oglethorpe__precinct.csv '
        '20150714__ga__special__general__coffee__precinct.csv '
        '20150714__ga__special__general__fulton__precinct.csv '
        '20150714__ga__special__general__houston__precinct.csv '
        '20150714__ga__special__general__runoff__forsyth__precinct.csv '
        '20151103__ga__special__general__newton__precinct.csv '
        '20151201__ga__special__general__bleckley__precinct.csv '
        '20151201__ga__special__general__runoff__rockdale__precinct.csv'
    ),
    '2016': (
        '20160301__ga__primary__president__appling__precinct.csv '
        '20160301__ga__primary__president__bibb__precinct.csv '
        '20160301__ga__primary__president__burke__precinct.csv '
        '20160301__ga__primary__president__calhoun__precinct.csv '
        '20160301__ga__primary__president__candler__precinct.csv '
        '20160301__ga__primary__president__chatham__precinct.csv '
        '20160301__ga__primary__president__clay__precinct.csv '
        '20160301__ga__primary__president__clinch__precinct.csv '
        '20160301__ga__primary__president__cobb__precinct.csv '
        '20160301__ga__primary__president__colquitt__precinct.csv '
        '20160301__ga__primary__president__decatur__precinct.csv '
        '20160301__ga__primary__president__dougherty__precinct.csv '
        '20160301__ga__primary__president__floyd__precinct.csv '
        '20160301__ga__primary__president__franklin__precinct.csv '
        '20160301__ga__primary__president__fulton__precinct.csv '
        '20160301__ga__primary__president__gilmer__precinct.csv '
        '20160301__ga__primary__president__glascock__precinct.csv '
        '20160301__ga__primary__president__glynn__precinct.csv '
        '20160301__ga__primary__president__gwinnett__precinct.csv '
        '20160301__ga__primary__president__harris__precinct.csv '
        '20160301__ga__primary__president__hart__precinct.csv '
        '20160301__ga__primary__president__jeff_davis__precinct.csv '
        '20160301__ga__primary__president__jefferson__precinct.csv '
        '20160301__ga__primary__president__macon__precinct.csv '
        '20160301__ga__primary__president__mcduffie__precinct.csv '
        '20160301__ga__primary__president__meriwether__precinct.csv '
        '20160301__ga__primary__president__pierce__precinct.csv '
        '20160301__ga__primary__president__pulaski__precinct.csv '
        '20160301__ga__primary__president__rabun__precinct.csv '
        '20160301__ga__primary__president__screven__precinct.csv '
        '20160301__ga__primary__president__taliaferro__precinct.csv '
        '20160301__ga__primary__president__taylor__precinct.csv '
        '20160301__ga__primary__president__troup__precinct.csv '
        '20160426__ga__special__general__runoff__precinct.csv 20160524__ga__primary__atkinson__precinct.csv '
        '20160524__ga__primary__bacon__precinct.csv 20160524__ga__primary__baker__precinct.csv '
        '20160524__ga__primary__brantley__precinct.csv 20160524__ga__primary__burke__precinct.csv '
        '20160524__ga__primary__calhoun__precinct.csv 20160524__ga__primary__catoosa__precinct.csv '
        '20160524__ga__primary__crisp__precinct.csv 20160524__ga__primary__forsyth__precinct.csv '
        '20160524__ga__primary__glynn__precinct.csv 20160524__ga__primary__hart__precinct.csv '
        '20160524__ga__primary__irwin__precinct.csv 20160524__ga__primary__lanier__precinct.csv '
        '20160524__ga__primary__liberty__precinct.csv 20160524__ga__primary__long__precinct.csv '
        '20160524__ga__primary__meriwether__precinct.csv 20160524__ga__primary__peach__precinct.csv '
        '20160524__ga__primary__pike__precinct.csv 20160524__ga__primary__rockdale__precinct.csv '
        '20160524__ga__primary__screven__precinct.csv 20160524__ga__primary__telfair__precinct.csv '
        '20160524__ga__primary__toombs__precinct.csv 20160524__ga__primary__treutlen__precinct.csv '
        '20160524__ga__primary__turner__precinct.csv 20160524__ga__primary__ware__precinct.csv '
        '20160524__ga__primary__wilcox__precinct.csv 20160726__ga__primary__runoff__bartow__precinct.csv '
        '20160726__ga__primary__runoff__columbia__precinct.csv '
        '20160726__ga__primary__runoff__dawson__precinct.csv '
        '20160726__ga__primary__runoff__dekalb__precinct.csv '
        '20160726__ga__primary__runoff__early__precinct.csv '
        '20160726__ga__primary__runoff__elbert__precinct.csv 20160726__ga__primary__runoff__lee__precinct.csv '
        '20160726__ga__primary__runoff__long__precinct.csv 20160726__ga__primary__runoff__macon__precinct.csv '
        '20160726__ga__primary__runoff__meriwether__precinct.csv '
        '20160726__ga__primary__runoff__oglethorpe__precinct.csv '
        '20160726__ga__primary__runoff__rabun__precinct.csv '
        '20160726__ga__primary__runoff__rockdale__precinct.csv '
        '20160726__ga__primary__runoff__tattnall__precinct.csv '
        '20160726__ga__primary__runoff__telfair__precinct.csv '
        '20160726__ga__primary__runoff__upson__precinct.csv '
        '20160726__ga__primary__runoff__whitfield__precinct.csv 20161108__ga__general__atkinson__precinct.csv '
        '20161108__ga__general__baker__precinct.csv 20161108__ga__general__bulloch__precinct.csv '
        '20161108__ga__general__calhoun__precinct.csv 20161108__ga__general__chattahoochee__precinct.csv '
        '20161108__ga__general__chattooga__precinct.csv 20161108__ga__general__cherokee__precinct.csv '
        '20161108__ga__general__cook__precinct.csv 20161108__ga__general__dougherty__precinct.csv '
        '20161108__ga__general__douglas__precinct.csv 20161108__ga__general__early__precinct.csv '
        '20161108__ga__general__emanuel__precinct.csv 20161108__ga__general__fayette__precinct.csv '
        '20161108__ga__general__fulton__precinct.csv 20161108__ga__general__gilmer__precinct.csv '
        '20161108__ga__general__hall__precinct.csv 20161108__ga__general__hart__precinct.csv '
        '20161108__ga__general__jackson__precinct.csv 20161108__ga__general__jefferson__precinct.csv '
        '20161108__ga__general__lamar__precinct.csv 20161108__ga__general__lincoln__precinct.csv '
        '20161108__ga__general__muscogee__precinct.csv 20161108__ga__general__pike__precinct.csv '
        '20161108__ga__general__rabun__precinct.csv 20161108__ga__general__richmond__precinct.csv '
        '20161108__ga__general__schley__precinct.csv 20161108__ga__general__talbot__precinct.csv '
        '20161108__ga__general__towns__precinct.csv 20161108__ga__general__troup__precinct.csv '
        '20161108__ga__general__upson__precinct.csv 20161108__ga__general__worth__precinct.csv'
    ),
    '2018': (
        '20180522__ga__primary__barrow__precinct.csv 20180522__ga__primary__coffee__precinct.csv '
        '20180522__ga__primary__dade__precinct.csv 20180522__ga__primary__echols__precinct.csv '
        '20180522__ga__primary__forsyth__precinct.csv 20180522__ga__primary__franklin__precinct.csv '
        '20180522__ga__primary__glynn__precinct.csv 20180522__ga__primary__habersham__precinct.csv '
        '20180522__ga__primary__johnson__precinct.csv 20180522__ga__primary__madison__precinct.csv '
        '20180522__ga__primary__newton__precinct.csv 20180522__ga__primary__oglethorpe__precinct.csv '
        '20180522__ga__primary__polk__precinct.csv 20180522__ga__primary__taliaferro__precinct.csv '
        '20180522__ga__primary__twiggs__precinct.csv 20180522__ga__primary__walker__precinct.csv '
        '20180522__ga__primary__walton__precinct.csv 20180522__ga__primary__washington__precinct.csv '
        '20180522__ga__primary__wayne__precinct.csv 20180522__ga__primary__webster__precinct.csv '
        '20180522__ga__primary__wheeler__precinct.csv 20180724__ga__primary_runoff__appling__precinct.csv '
        '20180724__ga__primary_runoff__baldwin__precinct.csv '
        '20180724__ga__primary_runoff__bartow__precinct.csv '
        '20180724__ga__primary_runoff__berrien__precinct.csv '
        '20180724__ga__primary_runoff__brantley__precinct.csv '
        '20180724__ga__primary_runoff__calhoun__precinct.csv '
        '20180724__ga__primary_runoff__camden__precinct.csv 20180724__ga__primary_runoff__cook__precinct.csv '
        '20180724__ga__primary_runoff__coweta__precinct.csv 20180724__ga__primary_runoff__crisp__precinct.csv '
        '20180724__ga__primary_runoff__fannin__precinct.csv '
        '20180724__ga__primary_runoff__gilmer__precinct.csv 20180724__ga__primary_runoff__grady__precinct.csv '
        '20180724__ga__primary_runoff__hall__precinct.csv 20180724__ga__primary_runoff__hart__precinct.csv '
        '20180724__ga__primary_runoff__jasper__precinct.csv 20180724__ga__primary_runoff__lamar__precinct.csv '
        '20180724__ga__primary_runoff__lee__precinct.csv '
        '20180724__ga__primary_runoff__oglethorpe__precinct.csv '
        '20180724__ga__primary_runoff__rockdale__precinct.csv '
        '20180724__ga__primary_runoff__twiggs__precinct.csv '
        '20180724__ga__primary_runoff__walker__precinct.csv '
        '20180724__ga__primary_runoff__webster__precinct.csv '
        '20180724__ga__primary_runoff__whitfield__precinct.csv 20181106__ga__general__barrow__precinct.csv '
        '20181106__ga__general__berrien__precinct.csv 20181106__ga__general__bibb__precinct.csv '
        '20181106__ga__general__catoosa__precinct.csv 20181106__ga__general__charlton__precinct.csv '
        '20181106__ga__general__clarke__precinct.csv 20181106__ga__general__clinch__precinct.csv '
        '20181106__ga__general__crisp__precinct.csv 20181106__ga__general__dawson__precinct.csv '
        '20181106__ga__general__douglas__precinct.csv 20181106__ga__general__effingham__precinct.csv '
        '20181106__ga__general__evans__precinct.csv 20181106__ga__general__fannin__precinct.csv '
        '20181106__ga__general__floyd__precinct.csv 20181106__ga__general__irwin__precinct.csv '
        '20181106__ga__general__jasper__precinct.csv 20181106__ga__general__lamar__precinct.csv '
        '20181106__ga__general__mcduffie__precinct.csv 20181106__ga__general__mcintosh__precinct.csv '
        '20181106__ga__general__meriwether__precinct.csv 20181106__ga__general__muscogee__precinct.csv '
        '20181106__ga__general__newton__precinct.csv 20181106__ga__general__polk__precinct.csv '
        '20181106__ga__general__putnam__precinct.csv 20181106__ga__general__stephens__precinct.csv '
        '20181106__ga__general__treutlen__precinct.csv 20181106__ga__general__webster__precinct.csv '
        '20181204__ga__general_runoff__brantley__precinct.csv '
        '20181204__ga__general_runoff__bulloch__precinct.csv '
        '20181204__ga__general_runoff__camden__precinct.csv '
        '20181204__ga__general_runoff__candler__precinct.csv '
        '20181204__ga__general_runoff__chattooga__precinct.csv '
        '20181204__ga__general_runoff__clarke__precinct.csv 20181204__ga__general_runoff__clay__precinct.csv '
        '20181204__ga__general_runoff__columbia__precinct.csv '
        '20181204__ga__general_runoff__decatur__precinct.csv '
        '20181204__ga__general_runoff__fayette__precinct.csv '
        '20181204__ga__general_runoff__forsyth__precinct.csv '
        '20181204__ga__general_runoff__gilmer__precinct.csv '
        '20181204__ga__general_runoff__jeff_davis__precinct.csv '
        '20181204__ga__general_runoff__lumpkin__precinct.csv '
        '20181204__ga__general_runoff__meriwether__precinct.csv '
        '20181204__ga__general_runoff__murray__precinct.csv '
        '20181204__ga__general_runoff__putnam__precinct.csv '
        '20181204__ga__general_runoff__screven__precinct.csv '
        '20181204__ga__general_runoff__seminole__precinct.csv '
        '20181204__ga__general_runoff__stewart__precinct.csv '
        '20181204__ga__general_runoff__taylor__precinct.csv 20181204__ga__general_runoff__towns__precinct.csv '
        '20181204__ga__general_runoff__troup__precinct.csv 20181204__ga__general_runoff__turner__precinct.csv '
        '20181204__ga__general_runoff__ware__precinct.csv'
    ),
}


GA_PRECINCT_OTHER = {
    '': (
        '.gitignore 2003/20030107__ga__special__general.csv 2003/20031125__ga__special__general__runoff.csv '
        '2009/20091103__ga__special__general.csv 2009/20091201__ga__special__general__runoff.csv '
        '2012/code/original_pass_extract/20120821_Original_Extract.zip '
        '2012/code/original_pass_extract/helpers.rb 2021/code/20210713_ga_special_runoff.sql '
        '2021/code/process_clarity_xml.py 2024/20241105__ga__general__county-level.csv '
        '2024/20241105__ga__general__precinct-level.csv 2024/code/nov2024_general_election_county.sql '
        'README.md clarity_parser.py county_parser.py georgia_counties.csv georgia_counties.json '
        'standardize_processes.ipynb utils.py'
    ),
    '.github/workflows': (
        'data_tests.yml data_tests_changed_files.yml pull_request_comment.yml'
    ),
    '2000': (
        '20000111__ga__special__general__runoff__state_senate__2.csv '
        '20000215__ga__special__general__state_senate__30.csv 20000307__ga__primary__president.csv '
        '20000307__ga__special__general__runoff__state_senate__30.csv 20000718__ga__primary.csv '
        '20000808__ga__special__primary__runoff.csv 20001107__ga__general.csv '
        '20001128__ga__special__general__runoff__state_house__29.csv'
    ),
    '2000/code': (
        '20000718_ga_primary_state_house.sql 20001107_ga_general_state_house_fullnames.py '
        '20001107_ga_general_state_senate.sql 20001107_ga_general_state_senate_county_votes.py '
        '20001107_ga_general_state_senate_fullnames.py ga_elections_2000.json'
    ),
    '2001': (
        '20010327__ga__special_general__state_house__5.csv 20011106__ga__special__general__state_house.csv '
        '20011127__ga__special__general__runoff__state_house__47.csv'
    ),
    '2002': (
        '20020108__ga__special__general__state_senate__18.csv '
        '20020122__ga__special__general__state_house__16.csv '
        '20020129__ga__special__general__runoff__state_senate__18.csv '
        '20020212__ga__special__general__runoff__state_house__16.csv '
        '20020212__ga__special__general__state_senate__48.csv '
        '20020226__ga__special__general__state_house__85.csv 20020820__ga__primary.csv '
        '20020910__ga__primary__runoff.csv 20021022__ga__special__election__state_house__92.csv '
        '20021105__ga__general.csv 20021105__ga__general__write-in.csv'
    ),
    '2002/code': (
        '20020820_ga_primary_state_senate.sql 20020820_ga_primary_state_senate_county_votes.py '
        '20021105_ga_general_state_house.sql 20021105_ga_general_state_house_county_votes.py '
        '20021105_ga_general_state_house_fullnames.py 20021105_ga_general_state_senate.sql '
        '20021105_ga_general_state_senate_fullnames.py'
    ),
    '2004': (
        '20040302__ga__primary__president.csv 20040720__ga__primary.csv 20040810__ga__primary__runoff.csv '
        '20041102__ga__general.csv 20041102__ga__general__writeins.csv 20041123__ga__general__runoff.csv'
    ),
    '2004/code': (
        '20040810_ga_primary_runoff_state_house_county_votes.py 20040810_ga_primary_runoff_state_senate.sql '
        '20041102_ga_general_state_house_county_votes.py 20041102_ga_general_state_senate.sql '
        '20041102_ga_general_writeins.ipynb'
    ),
    '2005': (
        '20050920__ga__special__general__state__senate__22.csv '
        '20050927__ga__special__general__runoff__state__house__106.csv '
        '20051108_ga_special_election_house_district_121.csv'
    ),
    '2006': (
        '20060718__ga__primary.csv 20060808__ga__primary__runoff.csv 20061107__ga__general.csv '
        '20061205__ga__general__runoff.csv'
    ),
    '2006/code': (
        '20060718_ga_primary_state_house.sql 20060718_ga_primary_state_house_fullnames.py '
        '20060718_ga_primary_state_senate_fullnames.py 20061107_ga_general_attorney_general.ipynb '
        '20061107_ga_general_governor.ipynb 20061107_ga_general_public_service_3_commissioner.ipynb '
        '20061107_ga_general_state_house.sql 20061107_ga_general_state_senate_county_votes.py '
        '20061107_ga_general_supreme_court_carley.ipynb 20061107_ga_general_us_rep_district_10.ipynb '
        '20061107_ga_general_us_rep_district_3.ipynb 20061107_ga_general_us_rep_district_6.ipynb'
    ),
    '2007': (
        '20070619__ga__special__general__house__10.csv 20070619__ga__special__general__state_senate__24.csv '
        '20070717__ga__special__general_runoff__house__10.csv '
        '20071106__ga__special__general__state_house__127.csv '
        '20071204__ga__special__general_runoff__state_house__127.csv '
        '20071218__ga__special__general__state_house__72.csv'
    ),
    '2008': (
        '20080205__ga__primary__president.csv 20080513__ga__special__district__93.csv '
        '20080610__ga__special__district__93__runoff.csv 20080715__ga__primary.csv '
        '20080805__ga__special__district__13.csv 20080808__ga__primary__runoff.csv '
        '20080826__ga__primary__runoff__district__13.csv 20081104__ga__general.csv '
        '20081202__ga__general__runoff.csv'
    ),
    '2008/code': (
        '20080715_ga_primary_district_attorney.ipynb 20080715_ga_primary_ga_senate_research.ipynb '
        '20080715_ga_primary_state_house.ipynb 20080715_ga_primary_state_senate.ipynb '
        '20080715_ga_primary_us_rep_11_republican.ipynb 20080715_ga_primary_us_rep_1_democrat.ipynb '
        '20080715_ga_primary_us_rep_1_republican.ipynb 20080715_ga_primary_us_rep_2_democrat.ipynb '
        '20080715_ga_primary_us_rep_2_republican.ipynb 20080715_ga_primary_us_rep_3_republican.ipynb '
        '20080715_ga_primary_us_rep_7_republican.ipynb 20080715_ga_primary_us_rep_8_democrat.ipynb '
        '20080715_ga_primary_us_rep_8_republican.ipynb 20080715_ga_primary_us_senate_republican.ipynb '
        '20081104_ga_general_president.ipynb 20081104_ga_general_state_senate.sql '
        '20081104_ga_general_us_representative_1.ipynb 20081104_ga_general_us_representative_10.ipynb '
        '20081104_ga_general_us_representative_2.ipynb 20081104_ga_general_us_representative_4.ipynb '
        '20081104_ga_general_us_representative_6.ipynb 20081104_ga_general_us_representative_7.ipynb '
        '20081202_ga_general_runoff.sql helpers.rb'
    ),
    '2010': (
        '20100105__ga__special__general.csv 20100202__ga__special__general_runoff.csv '
        '20100223__ga__special__general.csv 20100511__ga__special__general.csv '
        '20100608__ga__special__general_runoff.csv 20100720__ga__primary.csv '
        '20100810__ga__primary__runoff.csv 20101102__ga__general.csv 20101130__ga__general__runoff.csv'
    ),
    '2010/code': (
        '20100720_ga_primary_commissioner_agriculture_dem.ipynb '
        '20100720_ga_primary_commissioner_labor_dem.ipynb 20100720_ga_primary_commissioner_labor_rep.ipynb '
        '20100720_ga_primary_public_service_commission_2_dem.ipynb '
        '20100720_ga_primary_public_service_commission_2_rep.ipynb '
        '20100720_ga_primary_state_representative_county_votes.py '
        '20100720_ga_primary_state_senate_full_name.py 20100720_ga_primary_us_rep_12_democrat.ipynb '
        '20100720_ga_primary_us_rep_13_democrat.ipynb 20100720_ga_primary_us_rep_1_republican.ipynb '
        '20100720_ga_primary_us_rep_2_republican.ipynb 20100720_ga_primary_us_rep_5_democrat.ipynb '
        '20100720_ga_primary_us_rep_5_republican.ipynb 20100720_ga_primary_us_rep_7_republican.ipynb '
        '20100720_ga_primary_us_rep_8_democrat.ipynb 20100720_ga_primary_us_rep_8_republican.ipynb '
        '20100720_ga_primary_us_rep_9_republican.ipynb '
        '20100810_ga_primary_runoff_commissioner_insurance.ipynb '
        '20100810_ga_primary_runoff_state_senate_47.ipynb 20100810_ga_primary_runoff_us_rep_13.ipynb '
        '20100810_ga_primary_runoff_us_rep_7.ipynb 20101102_ga_general_election_cleanup.sql '
        '20101102_ga_general_state_house_full_name.py 20101102_ga_general_superior_court.ipynb'
    ),
    '2011': (
        '20110215__ga__special__state__house.csv 20110621__ga__special__primary__state__house__113.csv '
        '20110719__ga__special__state.csv 20110816__ga__special__runoff__state__house__26.csv '
        '20110920__ga__special__state__house__43.csv 20111018__ga__special__runoff__state__house__43.csv '
        '20111108__ga__special__general.csv 20111206__ga__special__general__runoff.csv'
    ),
    '2012': (
        '20120103__ga__special__general__state_house__68.csv '
        '20120207__ga__special__general__state_house__60__107.csv 20120306__ga__primary__president.csv '
        '20120306__ga__special__general__state_house__107.csv 20120731__ga__primary.csv '
        '20120821__ga__primary__runoff.csv 20121106__ga__general.csv 20121204__ga__general__special.csv '
        'combined_files.ipynb'
    ),
    '2012/code': (
        '20120731_ga_primary.sql get_detail_xml_files.py process_clarity_xml.py'
    ),
    '2013': (
        '20130108__ga__special__general.csv 20130205__ga__special__general.csv '
        '20130205__ga__special__general__runoff.csv 20130305__ga__special__general__runoff.csv '
        '20131105__ga__special__general.csv 20131203__ga__special__general__runoff.csv combined_files.ipynb '
        'qc_files.ipynb'
    ),
    '2014': (
        '20140107__ga__special__general.csv 20140204__ga__special__general__runoff.csv '
        '20140520__ga__primary.csv 20140722__ga__primary__runoff.csv 20141104__ga__general.csv'
    ),
    '2015': (
        '20150106__ga__special__general.csv 20150203__ga__special__general__runoff.csv '
        '20150616__ga__special__general.csv 20150714__ga__special__general.csv '
        '20150714__ga__special__general__runoff.csv 20150811__ga__special__general__runoff.csv '
        '20151103__ga__special__general.csv 20151201__ga__special__general.csv '
        '20151201__ga__special__general__runoff.csv'
    ),
    '2016': (
        '.gitignore 20160119__ga__special__general.csv 20160119__ga__special__general__precinct.csv '
        '20160216__ga__special__general__runoff.csv '
        '20160301__ga__democratic__primary__president__congressional_district.csv '
        '20160301__ga__primary__president.csv '
        '20160301__ga__republican__primary__president__congressional_district.csv '
        '20160329__ga__special__general.csv 20160329__ga__special__general__precinct.csv '
        '20160426__ga__special__general__runoff.csv 20160524__ga__primary.csv '
        '20160726__ga__primary__runoff.csv 20161108__ga__general.csv 20161213__ga__special.csv'
    ),
    '2018': (
        '20180109__ga__special.csv 20180213__ga__special.csv 20180522__ga__primary.csv '
        '20180724__ga__primary__runoff.csv 20181218__ga__house__14__special.csv'
    ),
    '2018/code': (
        'clarity_file_processor_20180109__ga__special.ipynb '
        'clarity_file_processor_20180522__ga__primary.ipynb '
        'clarity_file_processor_20180724__ga__primary__runoff.ipynb georgia_counties_special.json helpers.py'
    ),
    '2018/code/raw_xml': (
        '20180213__ga__special.xml detail_bartow.xml detail_floyd.xml'
    ),
    '2020': (
        '20200128__ga__special__state__house__171.csv 20200204__ga__special__state__senate__13.csv '
        '20200303__ga__special__state__senate__13.csv 20200609__ga__primary__general.csv '
        '20200609__ga__primary__president.csv 20200811__ga__primary__general__runoff.csv '
        '20200929__ga__special__us__house__5.csv 20201103__ga__general.csv'
    ),
    '2020/code': (
        '20200128_ga_special_state_house.sql 20201103_ga_general.sql get_detail_xml_files.py'
    ),
    '2021': (
        '20210105__ga__runoff.csv 20210209__ga__special.csv 20210309__ga__special__runoff.csv '
        '20210615__ga__special.csv 20210713__ga__special__runoff.csv'
    ),
    '2022': (
        '20220405__ga__special__state__house__45.csv 20220503__ga__special__runoff.csv '
        '20221108__ga__general__precinct.csv 20221206__ga__general_runoff__precinct.csv '
        '20221220__ga__special__state__house__129.csv'
    ),
    '2022/code': (
        'counties.zip georgia_counties_all.json get_detail_xml_files.py'
    ),
    'enhanced_voting_process': (
        'enhanced_json_model.py load_json.ipynb openelections.ddb process_clean_json_file.sql utils.py'
    ),
}


GA_STATEWIDE_KIND = {
    '': (
        '2000/20000718__ga__primary.csv 2000/20001107__ga__general.csv 2018/20180522__ga__primary.csv '
        '2018/20180724__ga__primary__runoff.csv 2020/20201103__ga__general.csv'
    ),
    '2002': (
        '20020820__ga__primary.csv 20020910__ga__primary__runoff.csv 20021105__ga__general.csv'
    ),
    '2004': (
        '20040720__ga__primary.csv 20040810__ga__primary__runoff.csv 20041102__ga__general.csv '
        '20041123__ga__general__runoff.csv'
    ),
    '2006': (
        '20060718__ga__primary.csv 20060808__ga__primary__runoff.csv 20061107__ga__general.csv '
        '20061205__ga__general__runoff.csv'
    ),
    '2008': (
        '20080715__ga__primary.csv 20080808__ga__primary__runoff.csv 20081104__ga__general.csv '
        '20081202__ga__general__runoff.csv'
    ),
    '2010': (
        '20100720__ga__primary.csv 20100810__ga__primary__runoff.csv 20101102__ga__general.csv '
        '20101130__ga__general__runoff.csv'
    ),
    '2012': (
        '20120731__ga__primary.csv 20120821__ga__primary__runoff.csv 20121106__ga__general.csv'
    ),
    '2014': (
        '20140520__ga__primary.csv 20140722__ga__primary__runoff.csv 20141104__ga__general.csv'
    ),
    '2016': (
        '20160524__ga__primary.csv 20160726__ga__primary__runoff.csv 20161108__ga__general.csv'
    ),
}


GA_STATEWIDE_OTHER = {
    '': (
        '.gitignore 2001/code/2001_meta_data.json 2002/20021105__ga__general__write-in.csv '
        '2005/20051108_ga_special_election_house_district_121.csv 2007/code/scrape.py '
        '2008/20080610__ga__special__district__93__runoff.csv 2010/20100223__ga__special__general.csv '
        '2010/20100608__ga__special__general_runoff.csv '
        '2012/20120103__ga__special__general__state_house__68.csv 2012/code/20121106_ga_general.sql '
        '2012/code/get_detail_xml_files.py 2012/code/original_pass_extract/20121106_Original_Extract.zip '
        '2013/20131105__ga__special__general.csv 2013/qc_files.ipynb '
        '2018/code/raw_xml/20180213__ga__special.xml 2018/code/raw_xml/20180724__ga__primary__runoff.xml '
        '2021/code/20210309_ga_special_runoff.sql 2021/code/20210713_ga_special_runoff.sql '
        '2022/20221220__ga__special__state__house__129.csv README.md clarity_parser.py county_parser.py '
        'georgia_counties.csv georgia_counties.json standardize_processes.ipynb utils.py'
    ),
    '2000/code': (
        '20001107_ga_general_state_house_fullnames.py 20001107_ga_general_state_senate_fullnames.py '
        'ga_elections_2000.json'
    ),
    '2002/code': (
        '20020820_ga_primary_state_house_fullnames.py 20020820_ga_primary_state_senate_fullnames.py '
        '2002_meta_data.json'
    ),
    '2004/code': (
        '20040720_ga_primary_state_senate_county_votes.py '
        '20040810_ga_primary_runoff_state_senate_fullnames.py 20041102_ga_general_state_house_fullnames.py '
        '20041102_ga_general_state_senate_fullnames.py 20041102_ga_general_writeins.ipynb'
    ),
    '2006/code': (
        '20060718_ga_primary_state_senate_county_votes.py 20060718_ga_primary_state_senate_fullnames.py '
        '20061107_ga_general_agriculture_commissioner.ipynb 20061107_ga_general_attorney_general.ipynb '
        '20061107_ga_general_governor.ipynb 20061107_ga_general_insurance_commissioner.ipynb '
        '20061107_ga_general_public_service_5_commissioner.ipynb 20061107_ga_general_state_house.sql '
        '20061107_ga_general_state_house_fullnames.py 20061107_ga_general_state_senate_fullnames.py '
        '20061107_ga_general_supreme_court_hunstein.ipynb 20061107_ga_general_us_rep_district_11.ipynb '
        '20061107_ga_general_us_rep_district_2.ipynb 20061107_ga_general_us_rep_district_4.ipynb '
        '20061107_ga_general_us_rep_district_9.ipynb '
        '20061205_ga_general_runoff_public_service_3_commissioner.ipynb'
    ),
    '2008/code': (
        '20080715_ga_primary_district_attorney.sql 20080715_ga_primary_ga_senate_research.ipynb '
        '20080715_ga_primary_public_comm_1_republican.ipynb 20080715_ga_primary_public_comm_4_democrat.ipynb '
        '20080715_ga_primary_public_comm_4_republican.ipynb 20080715_ga_primary_state_senate.sql '
        '20080715_ga_primary_us_rep_10_democrat.ipynb 20080715_ga_primary_us_rep_11_democrat.ipynb '
        '20080715_ga_primary_us_rep_13_democrat.ipynb 20080715_ga_primary_us_rep_13_republican.ipynb '
        '20080715_ga_primary_us_rep_1_republican.ipynb 20080715_ga_primary_us_rep_3_republican.ipynb '
        '20080715_ga_primary_us_rep_4_democrat.ipynb 20081104_ga_general_state_house.sql '
        '20081104_ga_general_state_senate.sql 20081104_ga_general_us_representative_10.ipynb '
        '20081104_ga_general_us_representative_11.ipynb 20081104_ga_general_us_representative_13.ipynb '
        '20081104_ga_general_us_representative_8.ipynb scrape.rb scrape3.rb'
    ),
    '2010/code': (
        '20100720_ga_primary_attorney_general_dem.ipynb 20100720_ga_primary_attorney_general_rep.ipynb '
        '20100720_ga_primary_commissioner_agriculture_dem.ipynb '
        '20100720_ga_primary_commissioner_agriculture_rep.ipynb '
        '20100720_ga_primary_commissioner_labor_dem.ipynb 20100720_ga_primary_commissioner_labor_rep.ipynb '
        '20100720_ga_primary_district_attorney.ipynb '
        '20100720_ga_primary_public_service_commission_2_dem.ipynb '
        '20100720_ga_primary_school_superintendent_rep.ipynb 20100720_ga_primary_state_senate_county_votes.py '
        '20100720_ga_primary_state_senate_full_name.py 20100720_ga_primary_us_rep_10_democrat.ipynb '
        '20100720_ga_primary_us_rep_13_democrat.ipynb 20100720_ga_primary_us_rep_1_democrat.ipynb '
        '20100720_ga_primary_us_rep_2_republican.ipynb 20100720_ga_primary_us_rep_3_democrat.ipynb '
        '20100720_ga_primary_us_rep_4_democrat.ipynb 20100720_ga_primary_us_rep_6_republican.ipynb '
        '20100720_ga_primary_us_rep_8_republican.ipynb 20100810_ga_primary_runoff_governor.ipynb '
        '20100810_ga_primary_runoff_state_senate_47.ipynb 20100810_ga_primary_runoff_us_rep_7.ipynb '
        '20100810_ga_primary_runoff_us_rep_9.ipynb 20101102_ga_general_election_cleanup.sql '
        '20101102_ga_general_superior_court.ipynb 20101102_ga_general_supreme_court.ipynb '
        '20101130_ga_general_election_runoff.ipynb'
    ),
    '2014': (
        '20140107__ga__special__general.csv 20140520__ga__primary__bibb__precinct.csv '
        '20140520__ga__primary__brantley__precinct.csv 20140520__ga__primary__butts__precinct.csv '
        '20140520__ga__primary__clinch__precinct.csv 20140520__ga__primary__greene__precinct.csv '
        '20140520__ga__primary__habersham__precinct.csv 20140520__ga__primary__irwin__precinct.csv '
        '20140520__ga__primary__lincoln__precinct.csv 20140520__ga__primary__marion__precinct.csv '
        '20140520__ga__primary__mcduffie__precinct.csv 20140520__ga__primary__newton__precinct.csv '
        '20140520__ga__primary__pickens__precinct.csv 20140520__ga__primary__rabun__precinct.csv '
        '20140520__ga__primary__talbot__precinct.csv 20140520__ga__primary__taylor__precinct.csv '
        '20140520__ga__primary__thomas__precinct.csv 20140520__ga__primary__webster__precinct.csv '
        '20140722__ga__primary__runoff__baldwin__precinct.csv '
        '20140722__ga__primary__runoff__barrow__precinct.csv '
        '20140722__ga__primary__runoff__brantley__precinct.csv '
        '20140722__ga__primary__runoff__bulloch__precinct.csv '
        '20140722__ga__primary__runoff__coweta__precinct.csv '
        '20140722__ga__primary__runoff__fulton__precinct.csv '
        '20140722__ga__primary__runoff__glynn__precinct.csv '
        '20140722__ga__primary__runoff__gordon__precinct.csv '
        '20140722__ga__primary__runoff__habersham__precinct.csv '
        '20140722__ga__primary__runoff__hancock__precinct.csv '
        '20140722__ga__primary__runoff__laurens__precinct.csv '
        '20140722__ga__primary__runoff__lee__precinct.csv '
        '20140722__ga__primary__runoff__lumpkin__precinct.csv '
        '20140722__ga__primary__runoff__monroe__precinct.csv '
        '20140722__ga__primary__runoff__morgan__precinct.csv '
        '20140722__ga__primary__runoff__oconee__precinct.csv '
        '20140722__ga__primary__runoff__oglethorpe__precinct.csv '
        '20140722__ga__primary__runoff__pickens__precinct.csv '
        '20140722__ga__primary__runoff__pierce__precinct.csv '
        '20140722__ga__primary__runoff__quitman__precinct.csv '
        '20140722__ga__primary__runoff__rabun__precinct.csv '
        '20140722__ga__primary__runoff__randolph__precinct.csv '
        '20140722__ga__primary__runoff__richmond__precinct.csv '
        '20140722__ga__primary__runoff__stephens__precinct.csv '
        '20140722__ga__primary__runoff__stewart__precinct.csv '
        '20140722__ga__primary__runoff__taliaferro__precinct.csv '
        '20140722__ga__primary__runoff__terrell__precinct.csv '
        '20140722__ga__primary__runoff__union__precinct.csv '
        '20140722__ga__primary__runoff__wilcox__precinct.csv '
        '20140722__ga__primary__runoff__worth__precinct.csv 20141104__ga__general__bryan__precinct.csv '
        '20141104__ga__general__carroll__precinct.csv 20141104__ga__general__clinch__precinct.csv '
        '20141104__ga__general__coffee__precinct.csv 20141104__ga__general__colquitt__precinct.csv '
        '20141104__ga__general__crawford__precinct.csv 20141104__ga__general__dougherty__precinct.csv '
        '20141104__ga__general__gwinnett__precinct.csv 20141104__ga__general__hancock__precinct.csv '
        '20141104__ga__general__houston__precinct.csv 20141104__ga__general__laurens__precinct.csv '
        '20141104__ga__general__lincoln__precinct.csv 20141104__ga__general__mitchell__precinct.csv '
        '20141104__ga__general__pulaski__precinct.csv 20141104__ga__general__tattnall__precinct.csv '
        '20141104__ga__general__telfair__precinct.csv 20141104__ga__general__twiggs__precinct.csv '
        '20141104__ga__general__union__precinct.csv 20141104__ga__general__walker__precinct.csv '
        '20141104__ga__general__washington__precinct.csv 20141104__ga__general__webster__precinct.csv'
    ),
    '2015': (
        '20150106__ga__special__general__greene__precinct.csv '
        '20151103__ga__special__general__rockdale__precinct.csv 20151201__ga__special__general__runoff.csv '
        '20151201__ga__special__general__runoff__dekalb__precinct.csv '
        '20151201__ga__special__general__runoff__rockdale__precinct.csv'
    ),
    '2016': (
        '20160301__ga__primary__president.csv 20160301__ga__primary__president__brooks__precinct.csv '
        '20160301__ga__primary__president__charlton__precinct.csv '
        '20160301__ga__primary__president__crawford__precinct.csv '
        '20160301__ga__primary__president__decatur__precinct.csv '
        '20160301__ga__primary__president__douglas__precinct.csv '
        '20160301__ga__primary__president__early__precinct.csv '
        '20160301__ga__primary__president__emanuel__precinct.csv '
        '20160301__ga__primary__president__franklin__precinct.csv '
        '20160301__ga__primary__president__grady__precinct.csv '
        '20160301__ga__primary__president__habersham__precinct.csv '
        '20160301__ga__primary__president__henry__precinct.csv '
        '20160301__ga__primary__president__irwin__precinct.csv '
        '20160301__ga__primary__president__oconee__precinct.csv '
        '20160301__ga__primary__president__paulding__precinct.csv '
        '20160301__ga__primary__president__screven__precinct.csv '
        '20160301__ga__primary__president__treutlen__precinct.csv '
        '20160301__ga__primary__president__wilkinson__precinct.csv '
        '20160426__ga__special__general__runoff__precinct.csv 20160524__ga__primary__calhoun__precinct.csv '
        '20160524__ga__primary__catoosa__precinct.csv 20160524__ga__primary__chatham__precinct.csv '
        '20160524__ga__primary__dougherty__precinct.csv 20160524__ga__primary__fannin__precinct.csv '
        '20160524__ga__primary__franklin__precinct.csv 20160524__ga__primary__grady__precinct.csv '
        '20160524__ga__primary__habersham__precinct.csv 20160524__ga__primary__hancock__precinct.csv '
        '20160524__ga__primary__houston__precinct.csv 20160524__ga__primary__liberty__precinct.csv '
        '20160524__ga__primary__lowndes__precinct.csv 20160524__ga__primary__macon__precinct.csv '
        '20160524__ga__primary__marion__precinct.csv 20160524__ga__primary__meriwether__precinct.csv '
        '20160524__ga__primary__pierce__precinct.csv 20160524__ga__primary__pike__precinct.csv '
        '20160524__ga__primary__pulaski__precinct.csv 20160524__ga__primary__putnam__precinct.csv '
        '20160524__ga__primary__seminole__precinct.csv 20160524__ga__primary__spalding__precinct.csv '
        '20160524__ga__primary__upson__precinct.csv 20160524__ga__primary__ware__precinct.csv '
        '20160524__ga__primary__warren__precinct.csv 20160524__ga__primary__washington__precinct.csv '
        '20160524__ga__primary__webster__precinct.csv 20160726__ga__primary__runoff__baker__precinct.csv '
        '20160726__ga__primary__runoff__calhoun__precinct.csv '
        '20160726__ga__primary__runoff__cobb__precinct.csv '
        '20160726__ga__primary__runoff__coffee__precinct.csv '
        '20160726__ga__primary__runoff__dawson__precinct.csv '
        '20160726__ga__primary__runoff__houston__precinct.csv '
        '20160726__ga__primary__runoff__marion__precinct.csv '
        '20160726__ga__primary__runoff__meriwether__precinct.csv '
        '20160726__ga__primary__runoff__muscogee__precinct.csv '
        '20160726__ga__primary__runoff__rabun__precinct.csv '
        '20160726__ga__primary__runoff__taylor__precinct.csv '
        '20160726__ga__primary__runoff__telfair__precinct.csv 20161108__ga__general__butts__precinct.csv '
        '20161108__ga__general__colquitt__precinct.csv 20161108__ga__general__early__precinct.csv '
        '20161108__ga__general__elbert__precinct.csv 20161108__ga__general__haralson__precinct.csv '
        '20161108__ga__general__jeff_davis__precinct.csv 20161108__ga__general__jefferson__precinct.csv '
        '20161108__ga__general__madison__precinct.csv 20161108__ga__general__mitchell__precinct.csv '
        '20161108__ga__general__quitman__precinct.csv 20161108__ga__general__stephens__precinct.csv '
        '20161108__ga__general__telfair__precinct.csv 20161108__ga__general__tift__precinct.csv '
        '20161108__ga__general__twiggs__precinct.csv 20161108__ga__general__upson__precinct.csv '
        '20161108__ga__general__ware__precinct.csv 20161108__ga__general__washington__precinct.csv '
        '20161108__ga__general__webster__precinct.csv 20161108__ga__general__white__precinct.csv '
        '20161213__ga__special.csv 20161213__ga__special__pickens__precinct.csv'
    ),
    '2018': (
        '20180109__ga__special__general__rockdale__precinct.csv 20180522__ga__primary__appling__precinct.csv '
        '20180522__ga__primary__ben_hill__precinct.csv 20180522__ga__primary__burke__precinct.csv '
        '20180522__ga__primary__charlton__precinct.csv 20180522__ga__primary__cherokee__precinct.csv '
        '20180522__ga__primary__clay__precinct.csv 20180522__ga__primary__dawson__precinct.csv '
        '20180522__ga__primary__early__precinct.csv 20180522__ga__primary__floyd__precinct.csv '
        '20180522__ga__primary__hart__precinct.csv 20180522__ga__primary__henry__precinct.csv '
        '20180522__ga__primary__lowndes__precinct.csv 20180522__ga__primary__mcduffie__precinct.csv '
        '20180522__ga__primary__polk__precinct.csv 20180522__ga__primary__pulaski__precinct.csv '
        '20180522__ga__primary__quitman__precinct.csv 20180522__ga__primary__screven__precinct.csv '
        '20180522__ga__primary__stewart__precinct.csv 20180522__ga__primary__treutlen__precinct.csv '
        '20180522__ga__primary__whitfield__precinct.csv 20180724__ga__primary_runoff__atkinson__precinct.csv '
        '20180724__ga__primary_runoff__barrow__precinct.csv '
        '20180724__ga__primary_runoff__berrien__precinct.csv '
        '20180724__ga__primary_runoff__chattahoochee__precinct.csv '
        '20180724__ga__primary_runoff__dougherty__precinct.csv '
        '20180724__ga__primary_runoff__franklin__precinct.csv '
        '20180724__ga__primary_runoff__glascock__precinct.csv '
        '20180724__ga__primary_runoff__hall__precinct.csv 20180724__ga__primary_runoff__heard__precinct.csv '
        '20180724__ga__primary_runoff__houston__precinct.csv '
        '20180724__ga__primary_runoff__johnson__precinct.csv '
        '20180724__ga__primary_runoff__lanier__precinct.csv 20180724__ga__primary_runoff__long__precinct.csv '
        '20180724__ga__primary_runoff__marion__precinct.csv '
        '20180724__ga__primary_runoff__newton__precinct.csv '
        '20180724__ga__primary_runoff__oglethorpe__precinct.csv '
        '20180724__ga__primary_runoff__pickens__precinct.csv '
        '20180724__ga__primary_runoff__pierce__precinct.csv 20180724__ga__primary_runoff__polk__precinct.csv '
        '20180724__ga__primary_runoff__toombs__precinct.csv '
        '20180724__ga__primary_runoff__treutlen__precinct.csv '
        '20180724__ga__primary_runoff__twiggs__precinct.csv '
        '20180724__ga__primary_runoff__wilkes__precinct.csv 20181106__ga__general__baldwin__precinct.csv '
        '20181106__ga__general__chattooga__precinct.csv 20181106__ga__general__clayton__precinct.csv '
        '20181106__ga__general__coffee__precinct.csv 20181106__ga__general__dekalb__precinct.csv '
        '20181106__ga__general__early__precinct.csv 20181106__ga__general__forsyth__precinct.csv '
        '20181106__ga__general__franklin__precinct.csv 20181106__ga__general__hall__precinct.csv '
        '20181106__ga__general__hart__precinct.csv 20181106__ga__general__jeff_davis__precinct.csv '
        '20181106__ga__general__jenkins__precinct.csv 20181106__ga__general__marion__precinct.csv '
        '20181106__ga__general__mcduffie__precinct.csv 20181106__ga__general__mcintosh__precinct.csv '
        '20181106__ga__general__miller__precinct.csv 20181106__ga__general__montgomery__precinct.csv '
        '20181106__ga__general__oglethorpe__precinct.csv 20181106__ga__general__screven__precinct.csv '
        '20181106__ga__general__spalding__precinct.csv 20181106__ga__general__stewart__precinct.csv '
        '20181106__ga__general__upson__precinct.csv 20181204__ga__general_runoff__calhoun__precinct.csv '
        '20181204__ga__general_runoff__camden__precinct.csv 20181204__ga__general_runoff__cobb__precinct.csv '
        '20181204__ga__general_runoff__glascock__precinct.csv '
        '20181204__ga__general_runoff__glynn__precinct.csv 20181204__ga__general_runoff__grady__precinct.csv '
        '20181204__ga__general_runoff__heard__precinct.csv 20181204__ga__general_runoff__henry__precinct.csv '
        '20181204__ga__general_runoff__jefferson__precinct.csv '
        '20181204__ga__general_runoff__jones__precinct.csv '
        '20181204__ga__general_runoff__liberty__precinct.csv '
        '20181204__ga__general_runoff__montgomery__precinct.csv '
        '20181204__ga__general_runoff__morgan__precinct.csv '
        '20181204__ga__general_runoff__pickens__precinct.csv '
        '20181204__ga__general_runoff__pierce__precinct.csv '
        '20181204__ga__general_runoff__taliaferro__precinct.csv '
        '20181204__ga__general_runoff__twiggs__precinct.csv '
        '20181204__ga__general_runoff__walton__precinct.csv '
        '20181204__ga__general_runoff__whitfield__precinct.csv '
        '20181204__ga__general_runoff__wilkes__precinct.csv '
        '20181204__ga__general_runoff__wilkinson__precinct.csv '
        '20181204__ga__general_runoff__worth__precinct.csv 20181218__ga__house__14__special.csv'
    ),
    '2018/code': (
        '20181218_ga_special.sql clarity_file_processor_20180724__ga__primary__runoff.ipynb '
        'ga_primary_20180522.csv ga_primary_runoff_20180724.sql georgia_counties_all.json helpers.py '
        'process_clarity_xml.py'
    ),
    '2020/code': (
        '20200128_ga_special_state_house.sql 20200303_ga_special_state_senate.sql '
        '20200324_ga_presidential_primary.sql 20200609_ga_primary_special.sql georgia_counties.json'
    ),
    '2022/code': (
        'counties.zip get_detail_xml_files.py helpers.py process_raw_data.ipynb'
    ),
}


SWIFT_PROPOSALS_KIND = {
    'proposals': (
        '0004-remove-pre-post-inc-decrement.md 0005-objective-c-name-translation.md '
        '0006-apply-api-guidelines-to-the-standard-library.md 0007-remove-c-style-for-loops.md '
        '0008-lazy-flatmap-for-optionals.md 0009-require-self-for-accessing-instance-members.md '
        '0012-add-noescape-to-public-library-api.md 0013-remove-partial-application-super.md '
        '0017-convert-unmanaged-to-use-unsafepointer.md 0018-flexible-memberwise-initialization.md '
        '0019-package-manager-testing.md 0020-if-swift-version.md 0022-objc-selectors.md '
        '0023-api-guidelines.md 0024-optional-value-setter.md 0027-string-from-code-units.md '
        '0029-remove-implicit-tuple-splat.md 0030-property-behavior-decls.md '
        '0031-adjusting-inout-declarations.md 0033-import-objc-constants.md 0034-disambiguating-line.md '
        '0035-limit-inout-capture.md 0040-attributecolons.md 0042-flatten-method-types.md '
        '0044-import-as-member.md 0046-first-label.md 0047-nonvoid-warn.md 0051-stride-semantics.md '
        '0053-remove-let-from-function-parameters.md 0055-optional-unsafe-pointers.md '
        '0056-trailing-closures-in-guard.md 0058-objectivecbridgeable.md 0059-updated-set-apis.md '
        '0061-autoreleasepool-signature.md 0067-floating-point-protocols.md '
        '0069-swift-mutability-for-foundation.md 0071-member-keywords.md '
        '0072-eliminate-implicit-bridging-conversions.md 0073-noescape-once.md '
        '0079-upgrade-self-from-weak-to-strong.md 0083-remove-bridging-from-dynamic-casts.md '
        '0086-drop-foundation-ns.md 0088-libdispatch-for-swift3.md 0090-remove-dot-self.md 0093-slice-base.md '
        '0097-negative-attributes.md 0098-didset-capitalization.md 0099-conditionclauses.md '
        '0101-standardizing-sizeof-naming.md 0105-remove-where-from-forin-loops.md '
        '0108-remove-assoctype-inference.md 0110-distinguish-single-tuple-arg.md '
        '0111-remove-arg-label-type-significance.md 0112-nserror-bridging.md '
        '0113-rounding-functions-on-floatingpoint.md 0115-literal-syntax-protocols.md 0116-id-as-any.md '
        '0117-non-public-subclassable-by-default.md 0118-closure-parameter-names-and-labels.md '
        '0119-extensions-access-modifiers.md 0122-use-colons-for-subscript-type-declarations.md '
        '0123-disallow-value-to-optional-coercion-in-operator-arguments.md '
        '0126-refactor-metatypes-repurpose-t-dot-self-and-mirror.md 0134-rename-string-properties.md '
        '0136-memory-layout-of-values.md 0137-avoiding-lock-in.md 0138-unsaferawbufferpointer.md '
        '0139-bridge-nsnumber-and-nsvalue.md 0140-bridge-optional-to-nsnull.md '
        '0141-available-by-swift-version.md 0144-allow-single-dollar-sign-as-valid-identifier.md '
        '0145-package-manager-version-pinning.md 0146-package-manager-product-definitions.md '
        '0151-package-manager-swift-language-compatibility-version.md '
        '0153-compensate-for-the-inconsistency-of-nscopyings-behaviour.md '
        '0154-dictionary-key-and-value-collections.md 0155-normalize-enum-case-representation.md '
        '0156-subclass-existentials.md 0161-key-paths.md 0162-package-manager-custom-target-layouts.md '
        '0164-remove-final-support-in-protocol-extensions.md 0166-swift-archival-serialization.md '
        '0167-swift-encoders.md 0169-improve-interaction-between-private-declarations-and-extensions.md '
        '0170-nsnumber_bridge.md 0173-swap-indices.md 0174-filter-range-replaceable.md '
        '0175-package-manager-revised-dependency-resolution.md 0182-newline-escape-in-strings.md '
        '0184-unsafe-pointers-add-missing.md 0189-restrict-cross-module-struct-initializers.md '
        '0191-eliminate-indexdistance.md 0195-dynamic-member-lookup.md 0196-diagnostic-directives.md '
        '0204-add-last-methods.md 0207-containsOnly.md 0208-package-manager-system-library-targets.md '
        '0212-compiler-version-directive.md 0216-dynamic-callable.md 0217-bangbang.md '
        '0218-introduce-compact-map-values.md 0219-package-manager-dependency-mirroring.md '
        '0220-count-where.md 0225-binaryinteger-iseven-isodd-ismultiple.md '
        '0226-package-manager-target-based-dep-resolution.md 0228-fix-expressiblebystringinterpolation.md '
        '0230-flatten-optional-try.md 0231-optional-iteration.md 0232-remove-customization-points.md '
        '0233-additive-arithmetic-protocol.md 0235-add-result.md 0237-contiguous-collection.md '
        '0238-package-manager-build-settings.md 0241-string-index-explicit-encoding-offset.md '
        '0245-array-uninitialized-initializer.md 0246-mathable.md 0250-swift-style-guide-and-formatter.md '
        '0251-simd-additions.md 0253-callable.md 0254-static-subscripts.md 0255-omit-return.md '
        '0257-elide-comma.md 0258-property-wrappers.md 0262-demangle.md 0268-didset-semantics.md '
        '0269-implicit-self-explicit-capture.md 0270-rangeset-and-collection-operations.md '
        '0272-swiftpm-binary-dependencies.md 0273-swiftpm-conditional-target-dependencies.md '
        '0274-magic-file.md '
        '0275-allow-more-characters-like-whitespaces-and-punctuations-for-escaped-identifiers.md '
        '0277-float16.md 0278-package-manager-localized-resources.md 0279-multiple-trailing-closures.md '
        '0280-enum-cases-as-protocol-witnesses.md 0285-ease-pound-file-transition.md '
        '0292-package-registry-service.md 0293-extend-property-wrappers-to-function-and-closure-parameters.md '
        '0294-package-executable-targets.md 0295-codable-synthesis-for-enums-with-associated-values.md '
        '0299-extend-generic-static-member-lookup.md 0300-continuation.md 0301-package-editing-commands.md '
        '0302-concurrent-value-and-concurrent-closures.md 0305-swiftpm-binary-target-improvements.md '
        '0308-postfix-if-config-expressions.md 0309-unlock-existential-types-for-all-protocols.md '
        '0313-actor-isolation-control.md 0315-placeholder-types.md 0322-temporary-buffers.md '
        '0323-async-main-semantics.md 0325-swiftpm-additional-plugin-apis.md '
        '0328-structural-opaque-result-types.md 0332-swiftpm-command-plugins.md 0340-swift-noasync.md '
        '0342-static-link-runtime-libraries-by-default-on-supported-platforms.md 0345-if-let-shorthand.md '
        '0346-light-weight-same-type-syntax.md 0349-unaligned-loads-and-stores.md 0351-regex-builder.md '
        '0352-implicit-open-existentials.md 0353-constrained-existential-types.md 0354-regex-literals.md '
        '0355-regex-syntax-run-time-construction.md 0356-swift-snippets.md '
        '0358-primary-associated-types-in-stdlib.md 0360-opaque-result-types-with-availability.md '
        '0369-add-customdebugdescription-conformance-to-anykeypath.md 0374-clock-sleep-for.md '
        '0375-opening-existential-optional.md 0376-function-back-deployment.md 0378-package-registry-auth.md '
        '0379-opt-in-reflection-metadata.md 0380-if-switch-expressions.md 0382-expression-macros.md '
        '0383-deprecate-uiapplicationmain-and-nsapplicationmain.md 0385-custom-reflection-metadata.md '
        '0390-noncopyable-structs-and-enums.md 0391-package-registry-publish.md 0393-parameter-packs.md '
        '0394-swiftpm-expression-macros.md 0395-observability.md 0397-freestanding-declaration-macros.md '
        '0398-variadic-types.md 0401-remove-property-wrapper-isolation.md 0404-nested-protocols.md '
        '0407-member-macro-conformances.md 0408-pack-iteration.md 0413-typed-throws.md '
        '0414-region-based-isolation.md 0416-keypath-function-subtyping.md '
        '0418-inferring-sendable-for-methods.md 0420-inheritance-of-actor-isolation.md '
        '0424-custom-isolation-checking-for-serialexecutor.md 0427-noncopyable-generics.md '
        '0428-resolve-distributed-actor-protocols.md 0429-partial-consumption.md 0433-mutex.md '
        '0436-objc-implementation.md 0439-trailing-comma-lists.md'
    ),
}


SWIFT_PROPOSALS_OTHER = {
    '': (
        '.gitattributes .gitignore .nojekyll 404.html CONTRIBUTING.md LICENSE.txt README.md '
        'commonly_proposed.md process.md proposal-templates/0000-swift-template.md '
        'proposal-templates/0000-swiftpm-template.md'
    ),
    'releases': (
        'swift-2_2.md swift-3_0.md swift-4_0.md swift-5_0.md'
    ),
    'visions': (
        'embedded-swift.md macros.md swift-testing.md using-c++-from-swift.md using-swift-from-c++.md'
    ),
}


GO_VULN_REPORTS_KIND = {
    'data/reports': (
        'GO-2020-0001.yaml GO-2020-0037.yaml GO-2021-0112.yaml GO-2021-0226.yaml GO-2021-0242.yaml '
        'GO-2021-0243.yaml GO-2022-0192.yaml GO-2022-0197.yaml GO-2022-0220.yaml GO-2022-0247.yaml '
        'GO-2022-0250.yaml GO-2022-0295.yaml GO-2022-0305.yaml GO-2022-0309.yaml GO-2022-0353.yaml '
        'GO-2022-0358.yaml GO-2022-0372.yaml GO-2022-0389.yaml GO-2022-0480.yaml GO-2022-0494.yaml '
        'GO-2022-0496.yaml GO-2022-0500.yaml GO-2022-0516.yaml GO-2022-0524.yaml GO-2022-0534.yaml '
        'GO-2022-0603.yaml GO-2022-0619.yaml GO-2022-0644.yaml GO-2022-0732.yaml GO-2022-0759.yaml '
        'GO-2022-0762.yaml GO-2022-0780.yaml GO-2022-0782.yaml GO-2022-0802.yaml GO-2022-0807.yaml '
        'GO-2022-0818.yaml GO-2022-0821.yaml GO-2022-0838.yaml GO-2022-0903.yaml GO-2022-0908.yaml '
        'GO-2022-0912.yaml GO-2022-0987.yaml GO-2022-0989.yaml GO-2022-1015.yaml GO-2022-1040.yaml '
        'GO-2022-1106.yaml GO-2022-1130.yaml GO-2022-1152.yaml GO-2022-1178.yaml GO-2022-1208.yaml '
        'GO-2022-1218.yaml GO-2022-1225.yaml GO-2022-1260.yaml GO-2022-1263.yaml GO-2023-1294.yaml '
        'GO-2023-1492.yaml GO-2023-1526.yaml GO-2023-1550.yaml GO-2023-1600.yaml GO-2023-1607.yaml '
        'GO-2023-1652.yaml GO-2023-1664.yaml GO-2023-1709.yaml GO-2023-1718.yaml GO-2023-1753.yaml '
        'GO-2023-1765.yaml GO-2023-1803.yaml GO-2023-1863.yaml GO-2023-1865.yaml GO-2023-1891.yaml '
        'GO-2023-1941.yaml GO-2023-1962.yaml GO-2023-1973.yaml GO-2023-2052.yaml GO-2023-2113.yaml '
        'GO-2023-2170.yaml GO-2023-2331.yaml GO-2023-2337.yaml GO-2024-2449.yaml GO-2024-2451.yaml '
        'GO-2024-2469.yaml GO-2024-2485.yaml GO-2024-2488.yaml GO-2024-2523.yaml GO-2024-2540.yaml '
        'GO-2024-2558.yaml GO-2024-2571.yaml GO-2024-2593.yaml GO-2024-2614.yaml GO-2024-2618.yaml '
        'GO-2024-2666.yaml GO-2024-2675.yaml GO-2024-2730.yaml GO-2024-2755.yaml GO-2024-2770.yaml '
        'GO-2024-2813.yaml GO-2024-2815.yaml GO-2024-2846.yaml GO-2024-2877.yaml GO-2024-2916.yaml '
        'GO-2024-2943.yaml GO-2024-2994.yaml GO-2024-3008.yaml GO-2024-3036.yaml GO-2024-3085.yaml '
        'GO-2024-3089.yaml GO-2024-3090.yaml GO-2024-3101.yaml GO-2024-3104.yaml GO-2024-3128.yaml '
        'GO-2024-3160.yaml GO-2024-3175.yaml GO-2024-3244.yaml GO-2024-3251.yaml GO-2024-3252.yaml '
        'GO-2024-3254.yaml GO-2024-3284.yaml GO-2024-3287.yaml GO-2024-3292.yaml GO-2024-3306.yaml '
        'GO-2024-3356.yaml GO-2025-3372.yaml GO-2025-3373.yaml GO-2025-3384.yaml GO-2025-3409.yaml '
        'GO-2025-3431.yaml GO-2025-3458.yaml GO-2025-3468.yaml GO-2025-3500.yaml GO-2025-3512.yaml '
        'GO-2025-3527.yaml GO-2025-3529.yaml GO-2025-3553.yaml GO-2025-3610.yaml GO-2025-3621.yaml '
        'GO-2025-3625.yaml GO-2025-3630.yaml GO-2025-3640.yaml GO-2025-3642.yaml GO-2025-3649.yaml '
        'GO-2025-3678.yaml GO-2025-3682.yaml GO-2025-3730.yaml GO-2025-3745.yaml GO-2025-3749.yaml '
        'GO-2025-3767.yaml GO-2025-3773.yaml GO-2025-3778.yaml GO-2025-3792.yaml GO-2025-3794.yaml '
        'GO-2025-3802.yaml GO-2025-3832.yaml GO-2025-3833.yaml GO-2025-3834.yaml GO-2025-3855.yaml '
        'GO-2025-3918.yaml GO-2025-3919.yaml GO-2025-3927.yaml GO-2025-3934.yaml GO-2025-3940.yaml '
        'GO-2025-3955.yaml GO-2025-3958.yaml GO-2025-4027.yaml GO-2025-4067.yaml GO-2025-4101.yaml '
        'GO-2025-4107.yaml GO-2025-4112.yaml GO-2025-4113.yaml GO-2025-4169.yaml GO-2025-4170.yaml '
        'GO-2025-4178.yaml GO-2025-4188.yaml GO-2025-4207.yaml GO-2025-4221.yaml GO-2025-4240.yaml '
        'GO-2025-4255.yaml GO-2025-4265.yaml GO-2026-4275.yaml GO-2026-4277.yaml GO-2026-4281.yaml '
        'GO-2026-4287.yaml GO-2026-4290.yaml GO-2026-4339.yaml GO-2026-4353.yaml GO-2026-4378.yaml '
        'GO-2026-4385.yaml GO-2026-4396.yaml GO-2026-4425.yaml GO-2026-4430.yaml GO-2026-4436.yaml '
        'GO-2026-4452.yaml GO-2026-4460.yaml GO-2026-4461.yaml GO-2026-4508.yaml GO-2026-4516.yaml '
        'GO-2026-4552.yaml GO-2026-4572.yaml GO-2026-4578.yaml GO-2026-4601.yaml GO-2026-4605.yaml '
        'GO-2026-4672.yaml GO-2026-4687.yaml GO-2026-4698.yaml GO-2026-4710.yaml GO-2026-4712.yaml '
        'GO-2026-4720.yaml GO-2026-4738.yaml GO-2026-4749.yaml GO-2026-4803.yaml GO-2026-4805.yaml '
        'GO-2026-4829.yaml GO-2026-4854.yaml GO-2026-4893.yaml GO-2026-4910.yaml GO-2026-4914.yaml '
        'GO-2026-4966.yaml GO-2026-4976.yaml GO-2026-4996.yaml GO-2026-5006.yaml GO-2026-5025.yaml '
        'GO-2026-5027.yaml GO-2026-5104.yaml GO-2026-5120.yaml GO-2026-5153.yaml GO-2026-5159.yaml '
        'GO-2026-5173.yaml GO-2026-5176.yaml GO-2026-5179.yaml GO-2026-5191.yaml GO-2026-5213.yaml '
        'GO-2026-5229.yaml GO-2026-5260.yaml GO-2026-5264.yaml GO-2026-5265.yaml GO-2026-5267.yaml '
        'GO-2026-5272.yaml GO-2026-5294.yaml GO-2026-5301.yaml GO-2026-5313.yaml GO-2026-5375.yaml '
        'GO-2026-5398.yaml GO-2026-5446.yaml GO-2026-5447.yaml GO-2026-5455.yaml GO-2026-5475.yaml '
        'GO-2026-5477.yaml GO-2026-5517.yaml GO-2026-5520.yaml GO-2026-5528.yaml GO-2026-5530.yaml '
        'GO-2026-5550.yaml GO-2026-5582.yaml GO-2026-5596.yaml GO-2026-5605.yaml GO-2026-5608.yaml '
        'GO-2026-5623.yaml GO-2026-5629.yaml GO-2026-5639.yaml GO-2026-5671.yaml GO-2026-5684.yaml '
        'GO-2026-5711.yaml GO-2026-5753.yaml GO-2026-5823.yaml GO-2026-5828.yaml GO-2026-5836.yaml '
        'GO-2026-5844.yaml GO-2026-5857.yaml GO-2026-5860.yaml GO-2026-5864.yaml GO-2026-5875.yaml '
        'GO-2026-5881.yaml GO-2026-5903.yaml GO-2026-5918.yaml GO-2026-5937.yaml GO-2026-5940.yaml '
        'GO-2026-5962.yaml GO-2026-5964.yaml GO-2026-5970.yaml GO-2026-5983.yaml GO-2026-6012.yaml '
        'GO-2026-6021.yaml GO-2026-6049.yaml GO-2026-6054.yaml GO-2026-6067.yaml GO-2026-6075.yaml '
        'GO-2026-6076.yaml GO-2026-6090.yaml GO-2026-6117.yaml GO-2026-6135.yaml GO-2026-6168.yaml '
        'GO-2026-6170.yaml GO-2026-6179.yaml GO-2026-6187.yaml GO-2026-6188.yaml GO-2026-6196.yaml '
        'GO-2026-6198.yaml GO-2026-6199.yaml GO-2026-6214.yaml GO-2026-6227.yaml GO-2026-6241.yaml'
    ),
}


GO_VULN_REPORTS_OTHER = {
    '': (
        'cmd/vulnreport/testdata/pkgsite/TestLint/found_lints.json '
        'cmd/vulnreport/testdata/pkgsite/TestOSV/err.json cmd/vulnreport/testdata/proxy/TestOSV/err.json '
        'internal/pkgsite/testdata/pkgsite/TestKnown/valid.json internal/proxy/testdata/proxy/TestLatest.json '
        'internal/proxy/testdata/proxy/TestModuleExistsAtTaggedVersion.json '
        'internal/report/testdata/no-versions.yaml internal/report/testdata/pkgsite/TestCheckPackages.json '
        'internal/report/testdata/proxy/TestFixModules/bad_versions.json '
        'internal/triage/testdata/pkgsite/TestRefersToGoModuleV4CVE.json '
        'internal/worker/testdata/proxy/TestNewCVEBody.json'
    ),
    'data': (
        'LICENSE NOTICES version.md'
    ),
    'data/cve/v5': (
        'GO-2020-0023.json GO-2020-0024.json GO-2020-0033.json GO-2021-0051.json GO-2021-0061.json '
        'GO-2021-0107.json GO-2022-0391.json GO-2022-0425.json GO-2022-0475.json GO-2022-0522.json '
        'GO-2022-0524.json GO-2022-0527.json GO-2022-0532.json GO-2022-0537.json GO-2022-0956.json '
        'GO-2022-0988.json GO-2023-1495.json GO-2023-1569.json GO-2023-1570.json GO-2023-1572.json '
        'GO-2023-1595.json GO-2023-1751.json GO-2023-1987.json GO-2023-1989.json GO-2023-1990.json '
        'GO-2023-2041.json GO-2023-2102.json GO-2024-2611.json GO-2024-2887.json GO-2024-2962.json '
        'GO-2024-3105.json GO-2024-3321.json GO-2025-3373.json GO-2025-3420.json GO-2025-3421.json '
        'GO-2025-3487.json GO-2025-3503.json GO-2025-3750.json GO-2025-3828.json GO-2025-3955.json '
        'GO-2025-3956.json GO-2025-4007.json GO-2025-4134.json GO-2025-4135.json GO-2026-4403.json '
        'GO-2026-4514.json GO-2026-4559.json GO-2026-4601.json GO-2026-4864.json GO-2026-4867.json '
        'GO-2026-4869.json GO-2026-4870.json GO-2026-4947.json GO-2026-4970.json GO-2026-4981.json '
        'GO-2026-5014.json GO-2026-5029.json GO-2026-5038.json GO-2026-5062.json GO-2026-5970.json'
    ),
    'data/excluded': (
        'GO-2021-0147.yaml GO-2021-0151.yaml GO-2022-0169.yaml GO-2022-0180.yaml GO-2022-0184.yaml '
        'GO-2022-0186.yaml GO-2022-0199.yaml GO-2022-0204.yaml GO-2022-0255.yaml GO-2022-0257.yaml '
        'GO-2022-0277.yaml GO-2022-0301.yaml GO-2022-0336.yaml GO-2022-0338.yaml GO-2022-0394.yaml '
        'GO-2022-0446.yaml GO-2022-0484.yaml GO-2022-0488.yaml GO-2022-0489.yaml GO-2022-0513.yaml '
        'GO-2022-0555.yaml GO-2022-0565.yaml GO-2022-0571.yaml GO-2022-0598.yaml GO-2022-0605.yaml '
        'GO-2022-0607.yaml GO-2022-0610.yaml GO-2022-0613.yaml GO-2022-0753.yaml GO-2022-0764.yaml '
        'GO-2022-0765.yaml GO-2022-0773.yaml GO-2022-0791.yaml GO-2022-0796.yaml GO-2022-0809.yaml '
        'GO-2022-0810.yaml GO-2022-0820.yaml GO-2022-0850.yaml GO-2022-0877.yaml GO-2022-0881.yaml '
        'GO-2022-0896.yaml GO-2022-0911.yaml GO-2022-1049.yaml GO-2022-1063.yaml GO-2022-1072.yaml '
        'GO-2022-1076.yaml GO-2022-1082.yaml GO-2022-1109.yaml GO-2022-1127.yaml GO-2022-1133.yaml '
        'GO-2022-1137.yaml GO-2022-1173.yaml GO-2023-1271.yaml GO-2023-1302.yaml GO-2023-1604.yaml '
        'GO-2023-1610.yaml GO-2023-1641.yaml GO-2023-1665.yaml GO-2023-1666.yaml GO-2023-1669.yaml '
        'GO-2023-1680.yaml GO-2023-1706.yaml GO-2023-1711.yaml GO-2023-1714.yaml GO-2023-1779.yaml '
        'GO-2023-1805.yaml GO-2023-1816.yaml GO-2023-1835.yaml GO-2023-1843.yaml GO-2023-1848.yaml '
        'GO-2023-1877.yaml GO-2023-1886.yaml GO-2023-1906.yaml GO-2023-1916.yaml GO-2023-1917.yaml '
        'GO-2023-1920.yaml GO-2023-1975.yaml GO-2023-1978.yaml GO-2023-1994.yaml GO-2023-2013.yaml '
        'GO-2023-2035.yaml GO-2023-2057.yaml GO-2023-2062.yaml GO-2023-2139.yaml GO-2023-2144.yaml '
        'GO-2023-2149.yaml GO-2023-2167.yaml GO-2023-2171.yaml GO-2023-2177.yaml GO-2023-2179.yaml '
        'GO-2023-2196.yaml GO-2023-2197.yaml GO-2023-2205.yaml GO-2023-2209.yaml GO-2023-2212.yaml '
        'GO-2023-2217.yaml GO-2023-2227.yaml GO-2023-2228.yaml GO-2023-2229.yaml GO-2023-2231.yaml '
        'GO-2023-2233.yaml GO-2023-2234.yaml GO-2023-2235.yaml GO-2023-2238.yaml GO-2023-2242.yaml '
        'GO-2023-2246.yaml GO-2023-2250.yaml GO-2023-2254.yaml GO-2023-2258.yaml GO-2023-2263.yaml '
        'GO-2023-2266.yaml GO-2023-2271.yaml GO-2023-2273.yaml GO-2023-2274.yaml GO-2023-2291.yaml '
        'GO-2023-2302.yaml GO-2023-2303.yaml GO-2023-2313.yaml GO-2023-2315.yaml GO-2023-2326.yaml '
        'GO-2023-2327.yaml GO-2023-2343.yaml GO-2023-2360.yaml GO-2023-2365.yaml GO-2023-2370.yaml '
        'GO-2023-2390.yaml GO-2023-2418.yaml GO-2024-2439.yaml GO-2024-2470.yaml GO-2024-2474.yaml '
        'GO-2024-2570.yaml GO-2024-2586.yaml GO-2024-2596.yaml GO-2024-2607.yaml GO-2024-2735.yaml '
        'GO-2024-3145.yaml GO-2024-3147.yaml GO-2024-3149.yaml GO-2024-3192.yaml GO-2024-3193.yaml '
        'GO-2024-3258.yaml GO-2025-3846.yaml GO-2025-3850.yaml GO-2025-3948.yaml GO-2025-4194.yaml '
        'GO-2026-4439.yaml GO-2026-4611.yaml GO-2026-4663.yaml GO-2026-4787.yaml GO-2026-6194.yaml'
    ),
    'data/osv': (
        'GO-2020-0026.json GO-2020-0049.json GO-2021-0064.json GO-2021-0317.json GO-2022-0211.json '
        'GO-2022-0249.json GO-2022-0270.json GO-2022-0367.json GO-2022-0375.json GO-2022-0391.json '
        'GO-2022-0494.json GO-2022-0580.json GO-2022-0591.json GO-2022-0635.json GO-2022-0792.json '
        'GO-2022-0832.json GO-2022-0863.json GO-2022-0894.json GO-2022-0910.json GO-2022-0939.json '
        'GO-2022-0978.json GO-2022-1080.json GO-2022-1130.json GO-2022-1201.json GO-2022-1212.json '
        'GO-2022-1217.json GO-2023-1557.json GO-2023-1560.json GO-2023-1701.json GO-2023-1716.json '
        'GO-2023-1765.json GO-2023-1862.json GO-2023-1923.json GO-2023-1931.json GO-2023-2003.json '
        'GO-2023-2116.json GO-2024-2466.json GO-2024-2494.json GO-2024-2505.json GO-2024-2536.json '
        'GO-2024-2576.json GO-2024-2579.json GO-2024-2580.json GO-2024-2602.json GO-2024-2649.json '
        'GO-2024-2765.json GO-2024-2836.json GO-2024-2861.json GO-2024-2963.json GO-2024-2969.json '
        'GO-2024-2992.json GO-2024-2999.json GO-2024-3027.json GO-2024-3040.json GO-2024-3047.json '
        'GO-2024-3050.json GO-2024-3083.json GO-2024-3114.json GO-2024-3119.json GO-2024-3188.json '
        'GO-2024-3196.json GO-2024-3207.json GO-2024-3208.json GO-2024-3291.json GO-2024-3313.json '
        'GO-2025-3401.json GO-2025-3647.json GO-2025-3765.json GO-2025-3809.json GO-2025-3827.json '
        'GO-2025-3843.json GO-2025-3844.json GO-2025-3845.json GO-2025-3897.json GO-2025-3903.json '
        'GO-2025-3934.json GO-2025-4015.json GO-2025-4058.json GO-2025-4068.json GO-2025-4075.json '
        'GO-2025-4077.json GO-2025-4083.json GO-2025-4121.json GO-2025-4178.json GO-2025-4198.json '
        'GO-2025-4202.json GO-2025-4222.json GO-2025-4257.json GO-2025-4264.json GO-2026-4285.json '
        'GO-2026-4344.json GO-2026-4362.json GO-2026-4364.json GO-2026-4488.json GO-2026-4586.json '
        'GO-2026-4593.json GO-2026-4621.json GO-2026-4640.json GO-2026-4722.json GO-2026-4786.json '
        'GO-2026-4805.json GO-2026-4830.json GO-2026-4842.json GO-2026-4886.json GO-2026-4909.json '
        'GO-2026-4942.json GO-2026-4982.json GO-2026-4986.json GO-2026-5067.json GO-2026-5100.json '
        'GO-2026-5114.json GO-2026-5127.json GO-2026-5136.json GO-2026-5165.json GO-2026-5180.json '
        'GO-2026-5181.json GO-2026-5205.json GO-2026-5215.json GO-2026-5240.json GO-2026-5262.json '
        'GO-2026-5267.json GO-2026-5319.json GO-2026-5422.json GO-2026-5429.json GO-2026-5439.json '
        'GO-2026-5473.json GO-2026-5554.json GO-2026-5559.json GO-2026-5619.json GO-2026-5630.json '
        'GO-2026-5684.json GO-2026-5726.json GO-2026-5749.json GO-2026-5816.json GO-2026-5828.json '
        'GO-2026-5875.json GO-2026-5892.json GO-2026-5894.json GO-2026-5898.json GO-2026-5939.json '
        'GO-2026-5940.json GO-2026-5980.json GO-2026-6004.json GO-2026-6022.json GO-2026-6075.json '
        'GO-2026-6099.json GO-2026-6106.json GO-2026-6173.json GO-2026-6180.json GO-2026-6186.json'
    ),
    'internal/genericosv/testdata/osv': (
        'GHSA-33m6-q9v5-62r7.json GHSA-54q4-74p3-mgcw.json GHSA-5m6c-jp6f-2vcv.json GHSA-cf7g-cm7q-rq7f.json '
        'GHSA-w4xh-w33p-4v29.json'
    ),
    'internal/genericosv/testdata/proxy/TestToReport': (
        'GHSA-28r2-q6m8-9hpx.json GHSA-3cqf-953p-h5cp.json GHSA-66p8-j459-rq63.json GHSA-6rg3-8h8x-5xfv.json '
        'GHSA-7fxj-fr3v-r9gj.json GHSA-g5gj-9ggf-9vmq.json GHSA-jh36-q97c-9928.json GHSA-m99c-q26r-m7m7.json '
        'GHSA-v6rw-hhgg-wc4x.json GHSA-xmg8-99r8-jc2j.json'
    ),
    'internal/genericosv/testdata/yaml': (
        'GHSA-28r2-q6m8-9hpx_REVIEWED.yaml GHSA-28r2-q6m8-9hpx_UNREVIEWED.yaml '
        'GHSA-54q4-74p3-mgcw_REVIEWED.yaml GHSA-54q4-74p3-mgcw_UNREVIEWED.yaml '
        'GHSA-627p-rr78-99rj_UNREVIEWED.yaml GHSA-9689-rx4v-cqgc_REVIEWED.yaml '
        'GHSA-g5gj-9ggf-9vmq_UNREVIEWED.yaml GHSA-jh36-q97c-9928_REVIEWED.yaml '
        'GHSA-m99c-q26r-m7m7_REVIEWED.yaml GHSA-m99c-q26r-m7m7_UNREVIEWED.yaml '
        'GHSA-vp35-85q5-9f25_UNREVIEWED.yaml GHSA-w4xh-w33p-4v29_UNREVIEWED.yaml'
    ),
    'internal/triage/testdata/pkgsite/TestAffectsGo': (
        'CVE-2007-4762.json CVE-2010-0197.json CVE-2011-3350.json CVE-2016-7569.json CVE-2018-1000803.json '
        'CVE-2018-18625.json CVE-2019-14944.json CVE-2019-9379.json CVE-2021-21403.json CVE-2021-3495.json '
        'CVE-2021-42583.json CVE-2022-21713.json CVE-2022-44942.json CVE-2023-35993.json CVE-2023-42816.json '
        'CVE-2023-45142.json CVE-2023-45223.json CVE-2023-45284.json CVE-2023-46740.json CVE-2024-24988.json '
        'CVE-2024-28860.json CVE-2024-6104.json'
    ),
}


GTFS_SCHEDULE_KIND = {
    'catalogs/sources/gtfs/schedule': (
        'au-australian-capital-territory-transport-canberra-gtfs-936.json '
        'au-new-south-wales-train-replacement-bus-operators-gtfs-1322.json '
        'au-northern-territory-department-of-transport-public-transport-gtfs-683.json '
        'au-queensland-christensens-bus-and-coach-gtfs-669.json '
        'au-queensland-duffys-buses-and-stewarts-sons-coaches-gtfs-672.json '
        'au-queensland-polleys-coaches-gtfs-671.json au-queensland-trans-north-innisfail-gtfs-673.json '
        'ba-livnobus-gtfs-3427.json bg-sofia-city-gtfs-2848.json '
        'br-rio-de-janeiro-city-transport-secretary-of-rio-de-janeiro-gtfs-1791.json '
        'ca-british-columbia-bc-transit-100-mile-house-gtfs-2469.json '
        'ca-british-columbia-bc-transit-cowichan-valley-regional-transit-system-gtfs-694.json '
        'ca-british-columbia-bc-transit-fort-st-john-transit-system-gtfs-709.json '
        'ca-british-columbia-bc-transit-shuswap-gtfs-2508.json '
        'ca-british-columbia-bc-transit-victoria-regional-transit-system-gtfs-2571.json '
        'ca-british-columbia-bc-transit-west-kootenay-transit-system-gtfs-2579.json '
        'ca-british-columbia-bc-transit-whistler-transit-system-gtfs-702.json '
        'ca-british-columbia-south-okanagan-similkameen-gtfs-762.json '
        'ca-ontario-brampton-transit-gtfs-729.json ca-ontario-grand-river-transit-gtfs-721.json '
        'ca-ontario-greater-sudbury-transit-gtfs-737.json '
        'ca-ontario-ottawa-carleton-regional-transit-commission-oc-transpo-gtfs-738.json '
        'ca-quebec-exo-gtfs-748.json ca-quebec-exo-vallee-du-richelieu-gtfs-752.json '
        'ca-quebec-societe-de-transport-de-levis-gtfs-763.json '
        'ca-saskatchewan-moose-jaw-transit-gtfs-2602.json ca-unknown-via-rail-canada-gtfs-735.json '
        'ch-unknown-swiss-federal-railways-sbb-gtfs-2144.json '
        'cl-region-metropolitana-de-santiago-direccion-de-transporte-metropolitano-dtpm-gtfs-3127.json '
        'co-distrito-capital-de-bogota-simur-bogota-gtfs-3358.json cr-san-jose-daytrip-shuttle-gtfs-2151.json '
        'cy-unknown-intercity-buses-gtfs-1917.json de-baden-wurttemberg-naldo-verkehrsverbund-gtfs-771.json '
        'de-baden-wurttemberg-ostalbmobil-verkehrsverbund-gtfs-1202.json '
        'de-baden-wurttemberg-rvs-gtfs-909.json de-baden-wurttemberg-swu-verkehr-gmbh-swu-gtfs-776.json '
        'de-bayern-munchner-verkehrs-und-tarifverbund-mvv-gtfs-779.json '
        'de-hamburg-hamburger-verkehrsverbund-gmbh-hvv-gtfs-2899.json '
        'de-sachsen-leipziger-verkehrsbetriebe-lvb-gtfs-781.json ee-laanemaa-gobus-as-gtfs-3369.json '
        'ee-tartumaa-hansabuss-as-gtfs-3378.json ee-unknown-abuss-ou-gtfs-1095.json '
        'ee-unknown-abuss-ou-gtfs-3235.json ee-unknown-elron-gtfs-3153.json '
        'es-alava-tuvisa-euskotran-gtfs-797.json '
        'es-andalucia-empresa-malaguena-de-transportes-emt-gtfs-2212.json '
        'es-andalucia-metro-de-malaga-gtfs-1017.json '
        'es-andalucia-transporte-publicos-de-andalucia-gtfs-1913.json '
        'es-andalusia-grenada-city-bus-gtfs-2769.json es-andalusia-seville-tussam-bus-gtfs-2770.json '
        'es-atm-autobuses-trains-simplified-gtfs-2832.json es-avanza-grupo-gtfs-2810.json '
        'es-balearic-islands-ibizia-island-bus-gtfs-2797.json es-cantabria-buses-gtfs-2748.json '
        'es-cantabria-santander-tus-gtfs-2762.json es-cantalonia-girona-city-bus-gtfs-2751.json '
        'es-catalonia-autobusos-interurbans-gtfs-2926.json es-galicia-xunta-de-galicia-gtfs-2821.json '
        'es-guipuzcoa-eibar-gtfs-2735.json es-guipuzcoa-lurraldebus-gtfs-2728.json '
        'es-guipuzcoa-lurraldebus-lasarte-gtfs-2760.json es-la-union-gtfs-2718.json '
        'es-madrid-aisa-gtfs-2813.json '
        'es-madrid-empresa-municipal-de-transportes-de-madrid-emt-madrid-gtfs-793.json '
        'es-pais-vasco-ceferino-apezetxea-eta-semeak-gtfs-796.json es-toledo-unauto-gtfs-2723.json '
        'es-valencian-community-castellon-city-bus-gtfs-2771.json es-valenciana-metrovalencia-gtfs-1054.json '
        'fi-kainuu-kajaani-gtfs-1136.json fi-varsinais-suomi-turku-gtfs-864.json '
        'fr-bourgogne-franche-comte-diviamobilites-gtfs-2153.json '
        'fr-bourgogne-franche-comte-le-grand-chalon-gtfs-658.json fr-bretagne-breizhgo-gtfs-1837.json '
        'fr-centre-val-de-loire-tours-metropole-val-de-loire-gtfs-1987.json '
        'fr-grand-est-communaute-urbaine-du-grand-nancy-gtfs-1112.json fr-grand-est-fluo-gtfs-1882.json '
        'fr-grand-est-ouest-vosgien-neobus-gtfs-1839.json fr-grand-est-tmm-gtfs-1891.json '
        'fr-hauts-de-france-communaute-urbaine-de-dunkerque-reseau-dk-bus-gtfs-664.json '
        'fr-hauts-de-france-pastel-gtfs-1998.json '
        'fr-hauts-de-france-reseau-de-transport-transpole-de-la-metropole-europeenne-de-lille-gtfs-1201.json '
        'fr-ile-de-france-star-gtfs-1159.json fr-ile-de-france-stif-gtfs-1283.json '
        'fr-nouvelle-aquitaine-aggregate-gtfs-2386.json '
        'fr-provence-alpes-cote-dazur-les-bus-des-cigales-gtfs-889.json '
        'fr-provence-alpes-cote-dazur-lignes-dazur-gtfs-845.json '
        'fr-provence-alpes-cote-dazur-marcoulines-gtfs-842.json fr-unknown-sncf-gtfs-1782.json '
        'gb-bournemouth-and-poole-unibus-gtfs-1954.json gb-isle-of-wight-southern-vectis-gtfs-1951.json '
        'gb-midland-bluebird-gtfs-2911.json gb-nottingham-nottingham-city-transport-gtfs-1946.json '
        'gb-swindon-swindons-bus-company-gtfs-1952.json gb-thames-valley-buses-gtfs-2913.json '
        'gb-unknown-chiltern-railways-gtfs-1311.json gb-unknown-salisbury-reds-gtfs-1950.json '
        'gb-windsor-and-maidenhead-french-brothers-ltd-gtfs-986.json '
        'gr-attiki-athens-urban-transport-organisation-organismos-astikon-sugkoinonion-oasa-gtfs-1228.json '
        'hu-miskolc-miskolc-varosi-kozlekedesi-mvk-gtfs-1070.json '
        'hu-pest-budaors-varos-onkormanyzata-gtfs-894.json ie-donegal-mcgeehan-coaches-gtfs-964.json '
        'ie-limerick-joseph-foley-gtfs-957.json ie-mayo-mcgrath-coaches-gtfs-966.json '
        'ie-unknown-jjbernard-kavanagh-gtfs-938.json il-ministry-of-transport-and-road-safety-gtfs-2519.json '
        'in-gujarat-rajkot-rampath-limited-gtfs-3142.json it-marche-trenitalia-gtfs-1319.json '
        'it-piemonte-bus-company-srl-gtfs-1194.json it-puglia-societa-gestione-multipla-sgm-gtfs-1066.json '
        'it-regione-autonoma-della-sardegna-asara-giuseppe-eredi-autoservizi-srl-gtfs-2993.json '
        'it-regione-autonoma-della-sardegna-aspo-olbia-gtfs-2008.json '
        'it-regione-autonoma-della-sardegna-collegamenti-marittimi-moby-gtfs-1048.json '
        'it-sicilia-azienda-trasporti-di-messina-atm-gtfs-896.json '
        'it-trentino-alto-adige-trentino-trasporti-esercizio-tte-gtfs-1031.json '
        'it-unknown-daytrip-shuttle-gtfs-2055.json jp-tokyo-toei-bus-gtfs-3175.json '
        'jp-tokyo-toei-train-gtfs-3176.json lt-klaipedos-apskritis-klaipeda-transport-gtfs-1042.json '
        'lt-unknown-ltg-link-gtfs-2991.json lu-unknown-dpn-gtfs-1091.json '
        'lv-unknown-latvia-by-gustavs-svalbe-gsvalbeidlv-gtfs-2337.json mx-cdmx-gtfs-3126.json '
        'mx-jalisco-secretaria-de-movilidad-del-estado-de-jalisco-gtfs-1925.json '
        'nz-bay-of-plenty-baybus-gtfs-1071.json nz-waikato-sealink-pine-harbour-gtfs-1029.json '
        'ph-pambansang-punong-rehiyon-manila-light-rail-transit-authority-gtfs-1106.json '
        'ph-unknown-philippines-gtfs-1269.json pl-dolnoslaskie-sevibusdla-dlugoleka-gtfs-979.json '
        'pl-mazowieckie-komunikacja-miejska-plock-gtfs-1150.json '
        'pl-podkarpackie-zarzad-transportu-miejskiego-rzeszow-ztm-rzeszow-gtfs-1061.json '
        'pl-podlaskie-bialostocka-komunikacja-miejska-gtfs-1907.json '
        'pl-pomorskie-pkp-szybka-kolej-miejska-w-trojmiescie-gtfs-1290.json '
        'pl-warminsko-mazurskie-miejski-zaklad-komunikacji-w-elku-mzk-elk-gtfs-2086.json '
        'pl-wielkopolska-kornik-kombus-gtfs-2689.json '
        'pt-braga-transportes-urbanos-de-braga-tub-gtfs-1927.json pt-lisboa-carris-gtfs-1032.json '
        'pt-lisboa-metro-de-lisboa-metro-gtfs-1036.json pt-lisboa-soflusa-gtfs-1035.json '
        'pt-lisboa-transportes-sul-do-tejo-tst-gtfs-1033.json '
        'pt-regiao-autonoma-da-madeira-horarios-do-funchal-transportes-publicos-gtfs-3104.json '
        'pt-setubal-sulfertagus-gtfs-934.json ro-dolj-rat-craiova-gtfs-2115.json '
        'ro-sibiu-tursib-sibiu-gtfs-2099.json ro-vrancea-consiliul-judetean-vrancea-gtfs-1984.json '
        'se-blekinge-gtfs-regional-3245.json se-flygbussarna-gtfs-regional-3288.json '
        'se-jamtland-gtfs-regional-3255.json se-lulea-gtfs-regional-3266.json '
        'se-norrbotten-gtfs-regional-3257.json se-sjnorge-gtfs-regional-3274.json '
        'se-vy-varmlandstrafik-gtfs-regional-3291.json sg-unknown-smrt-gtfs-1076.json '
        'sk-bratislavsky-kraj-ids-bk-regional-gtfs-2919.json th-chiang-mai-western-chiang-mai-gtfs-1275.json '
        'th-krung-thep-maha-nakhon-office-of-transport-and-traffic-policy-and-planning-gtfs-1831.json '
        'tn-medenine-srtmedenine-gtfs-1158.json tr-istanbul-gtfs-3128.json tr-ordu-kentkart-gtfs-3395.json '
        'ua-lviv-lvivavtodor-gtfs-2374.json '
        'us-alabama-areawide-community-transportation-system-gtfs-2211.json '
        'us-alabama-birmingham-jefferson-county-transit-authority-max-gtfs-2263.json '
        'us-alabama-huntsville-shuttle-gtfs-2081.json us-alaska-anchorage-people-mover-gtfs-225.json '
        'us-arizona-bisbee-bisbee-bus-gtfs-2857.json us-arizona-bullhead-area-transit-system-gtfs-109.json '
        'us-arizona-cottonwood-area-transit-cat-gtfs-158.json us-arizona-mountain-line-transit-gtfs-1979.json '
        'us-arizona-verde-lynx-gtfs-159.json us-arkansas-rock-region-metro-gtfs-1190.json '
        'us-arkansas-rock-region-metro-gtfs-2264.json us-california-airport-valet-express-gtfs-27.json '
        'us-california-alhambra-community-transit-gtfs-211.json '
        'us-california-altamont-corridor-express-gtfs-1133.json us-california-arcadia-transit-gtfs-215.json '
        'us-california-arvin-transit-gtfs-216.json us-california-arvin-transit-gtfs-2233.json '
        'us-california-big-blue-bus-gtfs-37.json us-california-carson-circuit-gtfs-298.json '
        'us-california-catalina-flyer-gtfs-300.json us-california-city-of-bell-la-campana-gtfs-2249.json '
        'us-california-emery-go-round-gtfs-2224.json us-california-gtrans-gtfs-616.json '
        'us-california-guadalupe-flyer-gtfs-617.json us-california-montebello-bus-lines-gtfs-2201.json '
        'us-california-montebello-bus-lines-gtfs-577.json '
        'us-california-morongo-basin-transit-authority-gtfs-579.json '
        'us-california-rosemead-explorer-gtfs-3098.json '
        'us-california-san-mateo-county-samtrans-gtfs-2708.json '
        'us-california-santa-clara-valley-transportation-authority-vta-gtfs-57.json '
        'us-california-santa-maria-area-transit-gtfs-2272.json us-california-siskiyou-county-gtfs-117.json '
        'us-california-stanislaus-regional-transit-authority-gtfs-2186.json '
        'us-california-taft-area-transit-gtfs-2236.json us-california-taft-area-transit-gtfs-821.json '
        'us-california-westcat-gtfs-78.json '
        'us-california-yosemite-area-regional-transportation-system-yarts-gtfs-2394.json '
        'us-colorado-avon-transit-gtfs-218.json us-colorado-blackhawk-and-central-city-tramway-gtfs-234.json '
        'us-colorado-durango-transit-gtfs-456.json us-colorado-gunnison-valley-rta-gtfs-2048.json '
        'us-colorado-home-james-gtfs-607.json '
        'us-colorado-lake-county-senior-center-transportation-program-gtfs-2291.json '
        'us-colorado-pueblo-transit-gtfs-1232.json '
        'us-colorado-roaring-fork-transportation-authority-gtfs-2278.json '
        'us-colorado-rocky-mountain-national-park-shuttles-gtfs-3211.json '
        'us-colorado-tsc-transit-gtfs-2052.json us-florida-bay-town-trolley-gtfs-337.json '
        'us-florida-emerald-coast-rider-ecr-gtfs-336.json '
        'us-florida-escambia-county-area-transit-ecat-gtfs-335.json '
        'us-florida-hernando-county-transit-thebus-gtfs-341.json '
        'us-florida-hillsborough-area-regional-transit-hart-gtfs-325.json us-florida-palm-tran-gtfs-332.json '
        'us-idaho-valleyride-gtfs-142.json '
        'us-illinois-champaign-urbana-mass-transit-district-mtd-gtfs-388.json '
        'us-illinois-chicago-water-taxi-gtfs-306.json '
        'us-illinois-greater-peoria-mass-transit-citylink-gtfs-2208.json us-illinois-metra-gtfs-1187.json '
        'us-illinois-pace-bus-gtfs-390.json us-illinois-rockford-mass-transit-district-gtfs-2019.json '
        'us-indiana-valparaiso-transit-gtfs-620.json us-iowa-10-15-transit-gtfs-195.json '
        'us-iowa-metropolitan-transit-authority-of-black-hawk-county-gtfs-2414.json '
        'us-kansas-ku-on-wheels-lawrence-transit-system-gtfs-2063.json '
        'us-kentucky-blue-grass-community-action-partnership-gtfs-362.json '
        'us-kentucky-transit-authority-of-northern-kentucky-tank-gtfs-2068.json '
        'us-kentucky-transit-authority-of-northern-kentucky-tank-gtfs-367.json '
        'us-kentucky-transit-authority-of-river-city-tarc-gtfs-364.json '
        'us-maine-lakes-region-explorer-gtfs-452.json us-maine-south-portland-gtfs-2641.json '
        'us-maryland-bwi-thurgood-marshall-airport-bwi-shuttle-gtfs-490.json '
        'us-maryland-calvert-county-public-transportation-gtfs-480.json '
        'us-maryland-cecil-transit-gtfs-504.json us-maryland-maryland-transit-administration-gtfs-467.json '
        'us-maryland-maryland-transit-administration-gtfs-469.json '
        "us-maryland-saint-mary's-transit-system-gtfs-2268.json us-maryland-shore-transit-gtfs-3149.json "
        'us-massachusetts-bay-state-cruise-company-gtfs-435.json '
        'us-massachusetts-franklin-regional-transit-authority-frta-gtfs-429.json '
        'us-massachusetts-massport-gtfs-441.json us-michigan-bay-area-transportation-authority-gtfs-2254.json '
        'us-michigan-detroit-department-of-transportation-ddot-gtfs-464.json '
        'us-minnesota-minnesota-valley-transit-authority-mvta-gtfs-206.json '
        'us-montana-university-of-montana-udash-gtfs-293.json '
        'us-nevada-regional-transportation-commission-rtc-gtfs-120.json '
        'us-new-hampshire-dartmouth-college-gtfs-1958.json us-new-mexico-red-apple-transit-gtfs-160.json '
        'us-new-mexico-rio-metro-regional-transit-district-gtfs-165.json '
        'us-new-york-broome-county-transit-bc-transit-gtfs-2079.json '
        'us-new-york-chautauqua-area-regional-transit-system-carts-gtfs-304.json '
        'us-new-york-herkimer-oneida-counties-transportation-study-hocts-gtfs-588.json '
        'us-new-york-middletown-area-transit-gtfs-2324.json '
        'us-new-york-mta-new-york-city-transit-mta-gtfs-514.json '
        'us-new-york-olean-area-transit-system-gtfs-586.json '
        'us-new-york-rensselaer-county-yankee-trails-gtfs-804.json us-new-york-rts-livingston-gtfs-3114.json '
        'us-north-carolina-charlotte-area-transit-system-cats-gtfs-2265.json '
        'us-north-carolina-concord-kannapolis-area-transit-rider-transit-gtfs-372.json '
        'us-north-carolina-wave-transit-gtfs-1110.json '
        'us-ohio-akron-metro-regional-transit-authority-metro-gtfs-2071.json '
        'us-ohio-athens-public-transit-gtfs-4.json us-ohio-central-ohio-transit-authority-cota-gtfs-404.json '
        'us-ohio-steel-valley-regional-transit-authority-gtfs-3113.json us-oklahoma-embark-gtfs-2062.json '
        'us-oregon-astoria-riverfront-trolley-gtfs-1254.json us-oregon-central-oregon-breeze-gtfs-139.json '
        'us-oregon-city-2-city-shuttle-gtfs-129.json us-oregon-harney-county-gtfs-931.json '
        'us-oregon-morrow-county-gtfs-2418.json us-oregon-rhody-express-gtfs-24.json '
        'us-oregon-rogue-valley-transportation-district-rvtd-gtfs-122.json '
        'us-oregon-wahkiakum-on-the-move-gtfs-249.json us-oregon-woodburn-transit-service-wts-gtfs-251.json '
        'us-pennsylvania-king-of-prussia-gtfs-3036.json '
        'us-pennsylvania-transportation-management-association-of-chester-county-tmacc-gtfs-3130.json '
        'us-rhode-island-vineyard-fast-ferry-gtfs-419.json '
        'us-tennessee-knoxville-area-transit-kat-gtfs-1121.json '
        'us-tennessee-memphis-area-transit-authoritiy-gtfs-602.json '
        'us-tennessee-memphis-area-transit-authority-gtfs-2352.json us-unknown-megabus-gtfs-2321.json '
        'us-virginia-altavista-community-transit-system-gtfs-882.json '
        'us-virginia-radford-transit-gtfs-2415.json us-virginia-regional-transit-flex-gtfs-2445.json '
        'us-virginia-valley-metro-gtfs-2274.json '
        'us-virginia-williamsburg-area-transit-authority-gtfs-901.json us-virginia-wintran-gtfs-608.json '
        'us-washington-apple-line-gtfs-245.json us-washington-ben-franklin-transit-gtfs-2122.json '
        'us-washington-ben-franklin-transit-gtfs-273.json us-washington-clallam-transit-system-gtfs-279.json '
        'us-washington-community-transit-ct-gtfs-287.json us-washington-metro-transit-gtfs-1080.json '
        'us-washington-puget-sound-express-gtfs-281.json '
        'us-washington-sound-transit-metro-transit-city-of-seattle-king-county-metro-gtfs-267.json '
        'us-washington-wahkiakum-ferry-gtfs-2193.json us-washington-yakima-transit-gtfs-276.json '
        'us-wisconsin-janesville-transit-system-gtfs-393.json '
        'us-wisconsin-milwaukee-county-transit-system-gtfs-1318.json '
        'us-wisconsin-valley-transit-wi-gtfs-2069.json us-wisconsin-valley-transit-wi-gtfs-398.json '
        'us-wisconsin-waukesha-metro-transit-gtfs-396.json'
    ),
}


GTFS_SCHEDULE_OTHER = {
    '': (
        '.github/ISSUE_TEMPLATE/bug_report.md .github/ISSUE_TEMPLATE/feature_request.md .github/config.yml '
        '.github/semantic.yml .gitignore .pre-commit-config.yaml API_SOURCE_SECRETS.json CONTRIBUTING.md '
        'LICENSE README.md requirements.txt schemas/gtfs_realtime_source_schema.json '
        'schemas/gtfs_schedule_source_schema.json tests/__init__.py tests/test_integration.py '
        'update_gtfs_schedule_sources.py'
    ),
    '.github/workflows': (
        'add_new_or_updated_feeds.yml direct_download_urls_test_for_sources.yml export_to_csv.yml '
        'greetings.yml greetingsmerge.yml integration_tests.yml python_style_checker.yml '
        'store_latest_datasets_cronjob.yml unit_tests.yml'
    ),
    'catalogs/sources/gtfs/realtime': (
        'au-new-south-wales-transport-for-new-south-wales-gtfs-rt-sa-2704.json '
        'au-new-south-wales-transport-for-new-south-wales-gtfs-rt-tu-2702.json '
        'au-new-south-wales-transport-for-new-south-wales-gtfs-rt-vp-2703.json '
        'au-new-south-wales-transport-for-new-south-wales-metro-gtfs-rt-vp-3342.json '
        'au-victoria-ptv-metro-train-gtfs-rt-vp-2657.json au-victoria-ptv-regional-train-gtfs-rt-tu-2873.json '
        'bg-sofia-city-gtfs-rt-tu-2850.json ca-alberta-calgary-transit-gtfs-rt-tu-1422.json '
        'ca-alberta-edmonton-transit-system-gtfs-rt-sa-1497.json '
        'ca-alberta-edmonton-transit-system-gtfs-rt-vp-1496.json '
        'ca-british-columbia-bc-transit-100-mile-house-gtfs-rt-tu-2496.json '
        'ca-british-columbia-bc-transit-100-mile-house-gtfs-rt-vp-2497.json '
        'ca-british-columbia-bc-transit-ashcroft-cache-creek-clinton-gtfs-rt-tu-2493.json '
        'ca-british-columbia-bc-transit-ashcroft-cache-creek-clinton-gtfs-rt-vp-2494.json '
        'ca-british-columbia-bc-transit-comox-valley-gtfs-rt-tu-2526.json '
        'ca-british-columbia-bc-transit-comox-valley-gtfs-rt-vp-2527.json '
        'ca-british-columbia-bc-transit-comox-valley-transit-system-gtfs-rt-sa-1388.json '
        'ca-british-columbia-bc-transit-comox-valley-transit-system-gtfs-rt-tu-1389.json '
        'ca-british-columbia-bc-transit-creston-valley-gtfs-rt-sa-2537.json '
        'ca-british-columbia-bc-transit-dawson-creek-gtfs-rt-tu-2541.json '
        'ca-british-columbia-bc-transit-kamloops-transit-system-gtfs-rt-tu-1392.json '
        'ca-british-columbia-bc-transit-mount-waddington-gtfs-rt-vp-2491.json '
        'ca-british-columbia-bc-transit-powell-river-gtfs-rt-vp-2559.json '
        'ca-british-columbia-bc-transit-quesnel-gtfs-rt-vp-2482.json '
        'ca-british-columbia-bc-transit-regional-district-of-nanaimo-rdn-transit-system-gtfs-rt-tu-1404.json '
        'ca-british-columbia-bc-transit-regional-district-of-nanaimo-rdn-transit-system-gtfs-rt-vp-1402.json '
        'ca-british-columbia-bc-transit-revelstoke-gtfs-rt-sa-2483.json '
        'ca-british-columbia-bc-transit-salt-spring-island-gtfs-rt-tu-2487.json '
        'ca-british-columbia-bc-transit-shuswap-gtfs-rt-tu-2534.json '
        'ca-british-columbia-bc-transit-smithers-gtfs-rt-tu-2505.json '
        'ca-british-columbia-bc-transit-whistler-gtfs-rt-tu-2585.json '
        'ca-british-columbia-translink-vancouver-gtfs-rt-vp-3350.json '
        'ca-nova-scotia-halifax-transit-gtfs-rt-sa-1606.json ca-ontario-barrie-transit-gtfs-rt-vp-1382.json '
        'ca-ontario-durham-region-transit-gtfs-rt-tu-1468.json ca-ontario-guelph-transit-gtfs-rt-sa-2593.json '
        'ca-ontario-guelph-transit-gtfs-rt-vp-2592.json ca-ontario-kingston-transit-gtfs-rt-sa-1434.json '
        'ca-ontario-kingston-transit-gtfs-rt-tu-1435.json '
        'ca-ontario-london-transit-commission-gtfs-rt-sa-1562.json '
        'ca-ontario-london-transit-commission-gtfs-rt-tu-1563.json '
        'ca-ontario-london-transit-commission-gtfs-rt-vp-1561.json '
        'ca-ontario-thunder-bay-transit-gtfs-rt-sa-1691.json '
        'ca-quebec-exo-chambly-richelieu-carignan-gtfs-rt-sa-3024.json '
        'ca-quebec-exo-laurentides-gtfs-rt-sa-1337.json ca-quebec-exo-laurentides-gtfs-rt-tu-1336.json '
        'ca-quebec-exo-laurentides-gtfs-rt-vp-3029.json ca-quebec-exo-le-richelain-gtfs-rt-sa-1370.json '
        'ca-quebec-exo-sud-ouest-gtfs-rt-sa-3003.json ca-quebec-exo-trains-gtfs-rt-tu-1335.json '
        'ca-quebec-exo-vallee-du-richelieu-gtfs-rt-tu-1345.json '
        'ca-quebec-exo-vallee-du-richelieu-gtfs-rt-tu-3007.json '
        'ca-saskatchewan-saskatoon-transit-gtfs-rt-tu-1447.json '
        'cz-praha-prazska-integrovana-doprava-pid-gtfs-rt-tu-2392.json '
        'cz-praha-prazska-integrovana-doprava-pid-gtfs-rt-vp-2391.json es-bilbao-metro-gtfs-rt-sa-3056.json '
        'es-madrid-fuenlabrada-emtf-gtfs-rt-tu-2401.json es-unknown-renfe-cercanias-gtfs-rt-sa-2833.json '
        'fi-paijat-hame-lahti-gtfs-rt-sa-1590.json fi-pohjois-karjala-joensuu-gtfs-rt-sa-1593.json '
        'fi-pohjois-karjala-joensuu-gtfs-rt-tu-1592.json fi-unknown-tampere-gtfs-rt-tu-1586.json '
        'fr-hauts-de-france-ilevia-metropole-europeenne-de-lille-gtfs-rt-t-u-1792.json '
        'fr-lille-ilevia-gtfs-rt-tu-3059.json fr-nouvelle-aquitaine-bordeaux-tbm-gtfs-rt-sa-2623.json '
        'fr-rv-mobilites-gtfs-rt-tu-2406.json hu-budapest-bkk-gtfs-rt-vp-2674.json '
        'it-lazio-roma-servizi-per-la-mobilita-gtfs-rt-vp-1776.json '
        'it-piedmont-turin-gruppo-torinese-trasporti-gtfs-rt-tu-2695.json '
        'it-veneto-venice-actv-gtfs-rt-tu-3421.json '
        'lu-unknown-aggregated-luxembourg-openov-gtfs-rt-tu-1640.json '
        'md-chisinau-regia-transport-electric-chisinau-gtfs-rt-vp-2342.json '
        'my-unknown-basmy-kota-bharu-gtfs-rt-3169.json my-unknown-basmy-melaka-gtfs-rt-3173.json '
        'no-ruter-gtfs-rt-tu-1798.json no-vy-buss-gtfs-rt-sa-1802.json '
        'nz-wellington-metlink-gtfs-rt-vp-2917.json '
        'pl-zachodniopomorskie-zarzad-drog-i-transportu-miejskiego-zditm-gtfs-rt-sa-1967.json '
        'ro-bucuresti-asociatia-de-dezvoltare-intercomunitara-pentru-transport-public-bucuresti-ilfov-tpbi-gtfs-rt-vp-2104.json '
        'ro-cluj-compania-de-transport-public-cluj-napoca-gtfs-rt-sa-2613.json '
        'ro-iasi-compania-de-transport-public-iasi-gtfs-rt-vp-2118.json '
        'se-blekinge-gtfs-rt-regional-tu-3315.json se-dintur-gtfs-rt-sa-2989.json '
        'se-dintur-gtfs-rt-tu-2988.json se-dt-gtfs-rt-regional-sa-3332.json se-dt-gtfs-rt-tu-2982.json '
        'se-gotland-gtfs-rt-vp-2969.json se-jlt-gtfs-rt-regional-tu-3303.json '
        'se-jlt-gtfs-rt-regional-vp-3305.json se-jlt-gtfs-rt-tu-2958.json '
        'se-klt-gtfs-rt-regional-vp-3311.json se-krono-gtfs-rt-regional-tu-3306.json '
        'se-krono-gtfs-rt-vp-2963.json se-orebro-gtfs-rt-regional-tu-3325.json se-orebro-gtfs-rt-sa-2977.json '
        'se-otraf-gtfs-rt-regional-sa-3301.json se-otraf-gtfs-rt-vp-2957.json se-ul-gtfs-rt-tu-2952.json '
        'se-varm-gtfs-rt-vp-2975.json se-vastmanland-gtfs-rt-regional-sa-3329.json '
        'se-vastmanland-gtfs-rt-tu-2979.json se-xt-gtfs-rt-regional-sa-3335.json '
        'se-xt-gtfs-rt-regional-tu-3334.json se-xt-gtfs-rt-tu-2985.json '
        'us-alaska-anchorage-people-mover-gtfs-rt-vp-1656.json us-alaska-capital-transit-gtfs-rt-tu-1672.json '
        'us-california-avalon-transit-gtfs-rt-tu-1729.json us-california-avalon-transit-gtfs-rt-vp-1728.json '
        'us-california-bay-area-rapid-transit-bart-gtfs-rt-sa-1385.json '
        'us-california-beach-cities-transit-gtfs-rt-sa-1565.json '
        'us-california-beach-cities-transit-gtfs-rt-vp-1566.json '
        'us-california-big-blue-bus-gtfs-rt-sa-1437.json us-california-big-blue-bus-gtfs-rt-tu-1438.json '
        'us-california-butte-regional-transit-gtfs-rt-sa-2429.json '
        'us-california-california-caltrain-gtfs-rt-sa-3055.json '
        'us-california-commerce-municipal-bus-lines-gtfs-rt-sa-1796.json '
        'us-california-la-metrolink-gtfs-rt-sa-2891.json '
        'us-california-lake-transit-authority-gtfs-rt-vp-1491.json '
        'us-california-madera-county-connection-gtfs-rt-sa-1757.json '
        'us-california-marin-county-transit-district-mctd-gtfs-rt-tu-3090.json '
        'us-california-montebello-bus-lines-gtfs-rt-vp-2218.json '
        'us-california-monterey-salinas-transit-gtfs-rt-sa-1617.json '
        'us-california-monterey-salinas-transit-gtfs-rt-vp-1616.json '
        'us-california-mountain-view-transportation-management-association-mvgo-gtfs-rt-sa-1532.json '
        'us-california-mountain-view-transportation-management-association-mvgo-gtfs-rt-sa-2111.json '
        'us-california-mountain-view-transportation-management-association-mvgo-gtfs-rt-tu-2109.json '
        'us-california-north-county-transit-district-nctd-gtfs-rt-vp-1439.json '
        'us-california-redding-area-bus-authority-gtfs-rt-sa-1485.json '
        'us-california-redding-area-bus-authority-gtfs-rt-vp-1486.json '
        'us-california-regional-transportation-commission-of-southern-nevada-rtc-gtfs-rt-sa-1667.json '
        'us-california-regional-transportation-commission-of-southern-nevada-rtc-gtfs-rt-tu-1666.json '
        'us-california-santa-cruz-metro-scmtd-gtfs-rt-t-u-1911.json us-california-sfmta-gtfs-rt-vp-1843.json '
        'us-california-sonoma-marin-area-rail-transit-smart-gtfs-rt-tu-1577.json '
        'us-california-thousand-oaks-transit-gtfs-rt-sa-1689.json '
        'us-connecticut-connecticut-transit-gtfs-rt-sa-1452.json '
        'us-connecticut-connecticut-transit-gtfs-rt-vp-2422.json '
        'us-district-of-columbia-dc-streetcar-gtfs-rt-sa-1726.json '
        'us-district-of-columbia-dc-streetcar-gtfs-rt-tu-1727.json '
        'us-district-of-columbia-washington-metropolitan-area-transit-authority-wmata-gtfs-rt-sa-1848.json '
        'us-district-of-columbia-washington-metropolitan-area-transit-authority-wmata-gtfs-rt-vp-1850.json '
        'us-georgia-cobblinc-gtfs-rt-3195.json us-hawaii-thebus-gtfs-rt-vp-1518.json '
        'us-idaho-valley-regional-transit-gtfs-rt-tu-2453.json '
        'us-illinois-springfield-mass-transit-district-smtd-gtfs-rt-vp-1781.json '
        'us-indiana-south-bend-gtfs-rt-sa-3075.json us-iowa-des-moines-dart-gtfs-rt-tu-1770.json '
        'us-kentucky-tarc-gtfs-rt-tu-2664.json '
        'us-kentucky-transit-authority-of-river-city-tarc-gtfs-rt-sa-1697.json '
        'us-maine-portland-metro-bus-gtfs-rt-tu-2644.json us-maine-south-portland-gtfs-rt-vp-2647.json '
        'us-maryland-transit-administration-commuter-bus-gtfs-rt-vp-3085.json '
        'us-maryland-transit-administration-light-rail-gtfs-rt-tu-3086.json '
        'us-maryland-transit-administration-local-bus-gtfs-rt-vp-3089.json '
        'us-maryland-transit-administration-metro-gtfs-rt-tu-3082.json '
        'us-massachusetts-massachusetts-bay-transportation-authority-mbta-gtfs-rt-sa-1603.json '
        'us-massachusetts-pioneer-valley-transit-authority-pvta-gtfs-rt-sa-2671.json '
        'us-massachusetts-pioneer-valley-transit-authority-pvta-gtfs-rt-vp-2670.json '
        'us-michigan-capital-area-transportation-authority-gtfs-rt-sa-1425.json '
        'us-minnesota--gtfs-rt-vp-1969.json us-minnesota-duluth-transit-gtfs-rt-tu-1463.json '
        'us-missouri-kansas-city-area-transportation-authority-kcata-gtfs-rt-vp-1685.json '
        'us-motion-gtfs-rt-tu-3071.json us-new-hampshire-advance-transit-at-gtfs-rt-tu-1651.json '
        'us-new-hampshire-advance-transit-at-gtfs-rt-vp-1650.json '
        'us-new-york-capital-district-transportation-authority-gtfs-rt-tu-2699.json '
        'us-new-york-capital-district-transportation-authority-gtfs-rt-vp-2700.json '
        'us-new-york-ny-waterway-gtfs-rt-sa-3197.json us-new-york-ny-waterway-gtfs-rt-tu-3198.json '
        'us-new-york-nyc-subway-ace-lines-gtfs-rt-vp-tu-1630.json '
        'us-new-york-nyc-subway-jz-lines-gtfs-rt-vp-tu-1633.json '
        'us-north-carolina-godurham-gtfs-rt-vp-1465.json '
        'us-ohio-central-ohio-transit-authority-gtfs-rt-sa-1431.json '
        'us-ohio-central-ohio-transit-authority-gtfs-rt-tu-1432.json '
        'us-ohio-cincinnati-metro-gtfs-rt-sa-1490.json us-ohio-cleveland-gcrta-gtfs-rt-sa-3413.json '
        'us-ohio-greater-cleveland-regional-transit-authority-gtfs-rt-tu-1524.json '
        'us-or-clackco-connects-gtfs-rt-vp-2744.json us-oregon-cascades-east-transit-gtfs-rt-sa-1482.json '
        'us-oregon-lincoln-county-transit-gtfs-rt-vp-1499.json us-oregon-linn-shuttle-gtfs-rt-tu-1752.json '
        'us-oregon-linn-shuttle-gtfs-rt-vp-1751.json us-oregon-sandy-area-metro-gtfs-rt-tu-2746.json '
        'us-oregon-south-metro-area-regional-transit-smart-gtfs-rt-sa-3414.json '
        'us-oregon-tillamook-county-transportation-district-gtfs-rt-vp-1478.json '
        'us-oregon-trimet-gtfs-rt-tu-1708.json '
        'us-pennsylvania-port-authority-of-allegheny-county-bus-gtfs-rt-sa-1716.json '
        'us-pennsylvania-port-authority-of-allegheny-county-rail-gtfs-rt-vp-1711.json '
        'us-pennsylvania-septa-bus-gtfs-rt-tu-3062.json '
        'us-south-carolina-charleston-area-regional-transportation-authority-gtfs-rt-tu-1735.json '
        'us-tennessee-nashville-metropolitan-transit-authority-nashville-mta-gtfs-rt-vp-1622.json '
        'us-texas-capital-metro-gtfs-rt-sa-1428.json '
        'us-texas-denton-county-transportation-authority-gtfs-rt-vp-1456.json '
        'us-texas-el-paso-transportation-authority-gtfs-rt-sa-3420.json '
        'us-vermont-the-current-gtfs-rt-vp-1510.json us-washington-ben-franklin-transit-gtfs-rt-sa-2123.json '
        'us-washington-everett-transit-gtfs-rt-sa-3072.json us-washington-kitsap-transit-gtfs-rt-sa-2694.json '
        'us-washington-pierce-transit-gtfs-rt-sa-1544.json us-washington-pierce-transit-gtfs-rt-vp-1545.json'
    ),
    'compliance_track': (
        'README.md __init__.py constants.py details.py main.py validation.py'
    ),
    'scripts': (
        'create_urls_matrix.py data_transfer.js export_to_csv.py process_csv_in_github_action.swift'
    ),
    'tools': (
        '__init__.py constants.py helpers.py operations.py representations.py'
    ),
    'tools/tests': (
        '__init__.py test_helpers.py test_operations.py test_representations.py'
    ),
}


GTFS_REALTIME_KIND = {
    'catalogs/sources/gtfs/realtime': (
        'au-canberra-transport-for-canberra-gtfs-rt-tu-2676.json',
        'au-new-south-wales-transport-for-new-south-wales-lightrail-gtfs-rt-vp-3344.json',
        'au-queensland-translink-south-east-queensland-translink-seq-gtfs-rt-sa-1699.json',
        'au-queensland-translink-south-east-queensland-translink-seq-gtfs-rt-tu-1701.json',
        'au-queensland-translink-sunbus-cairns-gtfs-rt-sa-1703.json',
        'au-queensland-translink-sunbus-cairns-gtfs-rt-tu-1702.json',
        'au-queensland-translink-sunbus-cairns-gtfs-rt-vp-1704.json',
        'au-victoria-ptv-metro-train-gtfs-rt-sa-2655.json',
        'au-victoria-ptv-metro-train-gtfs-rt-tu-2656.json',
        'au-victoria-ptv-regional-train-gtfs-rt-vp-2874.json',
        'bg-pleven-trolleybus-transport-pleven-gtfs-rt-tu-2120.json',
        'bg-sofia-city-gtfs-rt-tu-2850.json',
        'ca-alberta-calgary-transit-gtfs-rt-vp-1420.json',
        'ca-alberta-edmonton-transit-system-gtfs-rt-sa-1497.json',
        'ca-british-columbia-bc-transit-100-mile-house-gtfs-rt-tu-2496.json',
        'ca-british-columbia-bc-transit-campbell-river-transit-gtfs-rt-vp-1378.json',
        'ca-british-columbia-bc-transit-central-fraser-valley-gtfs-rt-tu-2516.json',
        'ca-british-columbia-bc-transit-clearwater-gtfs-rt-sa-2509.json',
        'ca-british-columbia-bc-transit-clearwater-gtfs-rt-tu-2506.json',
        'ca-british-columbia-bc-transit-clearwater-gtfs-rt-vp-2518.json',
        'ca-british-columbia-bc-transit-comox-valley-gtfs-rt-sa-2525.json',
        'ca-british-columbia-bc-transit-comox-valley-transit-system-gtfs-rt-tu-1389.json',
        'ca-british-columbia-bc-transit-fort-st-john-gtfs-rt-tu-2549.json',
        'ca-british-columbia-bc-transit-kamloops-transit-system-gtfs-rt-vp-1390.json',
        'ca-british-columbia-bc-transit-kelowna-regional-transit-system-gtfs-rt-sa-1393.json',
        'ca-british-columbia-bc-transit-mount-waddington-gtfs-rt-sa-2489.json',
        'ca-british-columbia-bc-transit-mount-waddington-gtfs-rt-tu-2490.json',
        'ca-british-columbia-bc-transit-pemberton-valley-gtfs-rt-vp-2500.json',
        'ca-british-columbia-bc-transit-port-edward-gtfs-rt-vp-2546.json',
        'ca-british-columbia-bc-transit-powell-river-gtfs-rt-sa-2530.json',
        'ca-british-columbia-bc-transit-quesnel-gtfs-rt-sa-2480.json',
        'ca-british-columbia-bc-transit-quesnel-gtfs-rt-tu-2481.json',
        'ca-british-columbia-bc-transit-shuswap-gtfs-rt-tu-2534.json',
        'ca-british-columbia-bc-transit-south-okanagan-similkameen-gtfs-rt-sa-2560.json',
        'ca-british-columbia-bc-transit-south-okanagan-similkameen-gtfs-rt-tu-2561.json',
        'ca-british-columbia-bc-transit-squamish-gtfs-rt-sa-2564.json',
        'ca-british-columbia-bc-transit-sunshine-coast-gtfs-rt-sa-2568.json',
        'ca-british-columbia-bc-transit-west coast-gtfs-rt-vp-2578.json',
        'ca-british-columbia-bc-transit-west-kootenay-gtfs-rt-sa-2580.json',
        'ca-british-columbia-bc-transit-whistler-gtfs-rt-sa-2584.json',
        'ca-british-columbia-bc-transit-whistler-gtfs-rt-tu-2585.json',
        'ca-british-columbia-bc-transit-whistler-transit-system-gtfs-rt-sa-1412.json',
        'ca-british-columbia-bc-transit-whistler-transit-system-gtfs-rt-tu-1413.json',
        'ca-british-columbia-port-alberni-gtfs-rt-tu-1407.json',
        'ca-british-columbia-port-alberni-gtfs-rt-vp-1405.json',
        'ca-nova-scotia-halifax-transit-gtfs-rt-sa-1606.json',
        'ca-nova-scotia-halifax-transit-gtfs-rt-vp-1607.json',
        'ca-ontario-barrie-transit-gtfs-rt-sa-1383.json',
        'ca-ontario-burlington-transit-gtfs-rt-tu-1419.json',
        'ca-ontario-burlington-transit-gtfs-rt-vp-1417.json',
        'ca-ontario-durham-region-transit-gtfs-rt-vp-1466.json',
        'ca-ontario-guelph-transit-gtfs-rt-tu-2594.json',
        'ca-ontario-hamilton-street-railway-gtfs-rt-sa-1459.json',
        'ca-ontario-hamilton-street-railway-gtfs-rt-vp-1458.json',
        'ca-ontario-kingston-transit-gtfs-rt-sa-1434.json',
        'ca-ontario-kingston-transit-gtfs-rt-tu-1435.json',
        'ca-ontario-london-transit-commission-gtfs-rt-sa-1562.json',
        'ca-ontario-ottawa-carleton-regional-transit-commission-oc-transpo-gtfs-rt-tu-2870.json',
        'ca-ontario-toronto-transit-commission-gtfs-rt-vp-2140.json',
        'ca-ontario-york-region-transit-gtfs-rt-tu-1749.json',
        'ca-quebec-exo-chambly-richelieu-carignan-gtfs-rt-vp-1365.json',
        'ca-quebec-exo-haut-saint-laurent-gtfs-rt-tu-1366.json',
        'ca-quebec-exo-lassomption-gtfs-rt-tu-1339.json',
        'ca-quebec-exo-lassomption-gtfs-rt-tu-3010.json',
        'ca-quebec-exo-laurentides-gtfs-rt-sa-1337.json',
        'ca-quebec-exo-laurentides-gtfs-rt-sa-3027.json',
        'ca-quebec-exo-laurentides-gtfs-rt-tu-1336.json',
        'ca-quebec-exo-laurentides-gtfs-rt-tu-3028.json',
        'ca-quebec-exo-le-richelain-gtfs-rt-sa-1370.json',
        'ca-quebec-exo-roussillon-gtfs-rt-sa-1349.json',
        'ca-quebec-exo-sorel-varennes-gtfs-rt-vp-1359.json',
        'ca-quebec-exo-sorel-varennes-gtfs-rt-vp-3002.json',
        'ca-quebec-exo-sud-ouest-gtfs-rt-sa-1355.json',
        'ca-quebec-exo-sud-ouest-gtfs-rt-tu-3004.json',
        'ca-quebec-exo-sud-ouest-gtfs-rt-vp-1356.json',
        'ca-quebec-exo-sud-ouest-gtfs-rt-vp-3005.json',
        'ca-quebec-exo-terrebonne-mascouche-gtfs-rt-tu-3013.json',
        'ca-quebec-exo-terrebonne-mascouche-gtfs-rt-vp-3014.json',
        'ca-quebec-exo-trains-gtfs-rt-sa-1334.json',
        'ca-quebec-exo-trains-gtfs-rt-tu-1335.json',
        'ca-quebec-exo-trains-gtfs-rt-vp-1333.json',
        'ca-quebec-exo-vallee-du-richelieu-gtfs-rt-sa-1346.json',
        'ca-quebec-exo-vallee-du-richelieu-gtfs-rt-sa-3006.json',
        'ca-quebec-exo-vallee-du-richelieu-gtfs-rt-vp-3008.json',
        'ca-quebec-exo-ville-de-sainte-julie-gtfs-rt-sa-1361.json',
        'ca-quebec-exo-ville-de-sainte-julie-gtfs-rt-tu-3019.json',
        'ca-quebec-exo-ville-de-sainte-julie-gtfs-rt-vp-3020.json',
        'cz-praha-prazska-integrovana-doprava-pid-gtfs-rt-tu-2392.json',
        'de-berlin-verkehrsverbund-berlin-brandenburg-gtfs-rt-tu-2378.json',
        'ee-unknown-elron-gtfs-rt-tu-3417.json',
        'ee-unknown-elron-gtfs-rt-vp-3418.json',
        'es-barcelona-amb-mobilitat-gtfs-rt-tu-2368.json',
        'es-malaga-empresa-malaguena-de-transportes-gtfs-rt-sa-2215.json',
        'es-unknown-renfe-cercanias-gtfs-rt-sa-2833.json',
        'es-unknown-renfe-cercanias-gtfs-rt-tu-2834.json',
        'es-unknown-renfe-cercanias-gtfs-rt-vp-2835.json',
        'fi-paijat-hame-lahti-gtfs-rt-vp-1591.json',
        'fi-unknown-tampere-gtfs-rt-tu-1586.json',
        'fr-lille-ilevia-gtfs-rt-tu-3059.json',
        'fr-normandie-cotentin-cap-cotentin-gtfs-rt-vp-sa-tu-1841.json',
        'fr-nouvelle-aquitaine-bordeaux-tbm-gtfs-rt-sa-2623.json',
        'fr-rv-mobilites-gtfs-rt-vp-2405.json',
        'hu-budapest-bkk-gtfs-rt-vp-2674.json',
        'it-cotral-busone-gtfs-rt-tu-3388.json',
        'it-cotral-busone-gtfs-rt-vp-3387.json',
        'it-piedmont-turin-gruppo-torinese-trasporti-gtfs-rt-sa-2705.json',
        'lu-unknown-aggregated-luxembourg-openov-gtfs-rt-tu-1640.json',
        'md-chisinau-regia-transport-electric-chisinau-gtfs-rt-tu-2343.json',
        'md-chisinau-regia-transport-electric-chisinau-gtfs-rt-vp-2342.json',
        'my-unknown-basmy-johor-bahru-gtfs-rt-3174.json',
        'my-unknown-basmy-kota-bharu-gtfs-rt-3169.json',
        'my-unknown-basmy-melaka-gtfs-rt-3173.json',
        'no-ruter-gtfs-rt-sa-1799.json',
        'no-vy-express-gtfs-rt-tu-1805.json',
        'nz-canterbury-metro-christchurch-gtfs-rt-sa-1793.json',
        'nz-waikato-auckland-transport-developer-gtfs-rt-sa-1374.json',
        'nz-wellington-metlink-gtfs-rt-sa-2916.json',
        'pl-krakow-ztp-krakow-gtfs-rt-sa-2599.json',
        'pl-krakow-ztp-krakow-gtfs-rt-tu-2600.json',
        'pl-rzeszowski-transport-miejski-gtfs-rt-tu-sa-vp-3429.json',
        'pl-zachodniopomorskie-zarzad-drog-i-transportu-miejskiego-zditm-gtfs-rt-vp-1968.json',
        'pt-lisboa-carris-metropolitana-gtfs-rt-sa-2029.json',
        'pt-lisboa-carris-metropolitana-gtfs-rt-vp-2028.json',
        'pt-lisboa-tml-gtfs-rt-vp-3390.json',
        'ro-bucuresti-asociatia-de-dezvoltare-intercomunitara-pentru-transport-public-bucuresti-ilfov-tpbi-gtfs-rt-sa-2105.json',
        'ro-bucuresti-asociatia-de-dezvoltare-intercomunitara-pentru-transport-public-bucuresti-ilfov-tpbi-gtfs-rt-tu-2103.json',
        'se-blekinge-gtfs-rt-regional-tu-3315.json',
        'se-dintur-gtfs-rt-regional-sa-3338.json',
        'se-dintur-gtfs-rt-tu-2988.json',
        'se-dt-gtfs-rt-sa-2983.json',
        'se-gotland-gtfs-rt-regional-sa-3313.json',
        'se-gotland-gtfs-rt-regional-vp-3314.json',
        'se-gotland-gtfs-rt-sa-2968.json',
        'se-jlt-gtfs-rt-tu-2958.json',
        'se-jlt-gtfs-rt-vp-2960.json',
        'se-klt-gtfs-rt-regional-tu-3309.json',
        'se-klt-gtfs-rt-sa-2965.json',
        'se-klt-gtfs-rt-vp-2966.json',
        'se-krono-gtfs-rt-regional-vp-3308.json',
        'se-orebro-gtfs-rt-regional-sa-3326.json',
        'se-skane-gtfs-rt-regional-vp-3320.json',
        'se-sl-gtfs-rt-regional-vp-3296.json',
        'se-ul-gtfs-rt-regional-sa-3298.json',
        'se-ul-gtfs-rt-regional-vp-3299.json',
        'se-ul-gtfs-rt-vp-2954.json',
        'se-varm-gtfs-rt-regional-sa-3323.json',
        'se-varm-gtfs-rt-regional-tu-3322.json',
        'se-vastmanland-gtfs-rt-regional-vp-3330.json',
        'se-vastmanland-gtfs-rt-tu-2979.json',
        'se-xt-gtfs-rt-sa-2986.json',
        'se-xt-gtfs-rt-tu-2985.json',
        'ua-lviv-lvivavtodor-gtfs-rt-tu-2375.json',
        'ua-lviv-lvivavtodor-gtfs-rt-vp-2376.json',
        'us-arizona-valley-metro-gtfs-rt-tu-1720.json',
        'us-arizona-valley-metro-gtfs-rt-vp-1722.json',
        'us-california-alameda-contra-costa-transit-district-ac-transit-gtfs-rt-vp-1399.json',
        'us-california-bay-area-rapid-transit-bart-gtfs-rt-tu-1386.json',
        'us-california-big-blue-bus-gtfs-rt-tu-1438.json',
        'us-california-butte-regional-transit-gtfs-rt-vp-2428.json',
        'us-california-california-caltrain-gtfs-rt-sa-3055.json',
        'us-california-california-caltrain-gtfs-rt-vp-3053.json',
        'us-california-city-of-banning-pass-transit-system-gtfs-rt-tu-1480.json',
        'us-california-clovis-transit-gtfs-rt-tu-2896.json',
        'us-california-commerce-municipal-bus-lines-gtfs-rt-tu-1795.json',
        'us-california-commerce-municipal-bus-lines-gtfs-rt-vp-1794.json',
        'us-california-emery-go-round-gtfs-rt-sa-2225.json',
        'us-california-emery-go-round-gtfs-rt-tu-2226.json',
        'us-california-foothill-transit-gtfs-rt-sa-2228.json',
        'us-california-foothill-transit-gtfs-rt-vp-2229.json',
        'us-california-kern-transit-gtfs-rt-vp-1508.json',
        'us-california-la-metrolink-gtfs-rt-tu-2892.json',
        'us-california-la-metrolink-gtfs-rt-vp-2893.json',
        'us-california-lake-transit-authority-gtfs-rt-vp-1491.json',
        'us-california-madera-county-connection-gtfs-rt-tu-1755.json',
        'us-california-madera-county-connection-gtfs-rt-vp-1756.json',
        'us-california-marin-county-transit-district-mctd-gtfs-rt-sa-1579.json',
        'us-california-monterey-salinas-transit-gtfs-rt-vp-1616.json',
        'us-california-mountain-view-transportation-management-association-mvgo-gtfs-rt-sa-1532.json',
        'us-california-mountain-view-transportation-management-association-mvgo-gtfs-rt-vp-1531.json',
        'us-california-mountain-view-transportation-management-association-mvgo-gtfs-rt-vp-2110.json',
        'us-california-nevada-county-connects-gold-country-stage-gtfs-rt-sa-1670.json',
        'us-california-north-county-transit-district-nctd-gtfs-rt-sa-1440.json',
        'us-california-orange-county-transportation-authority-octa-gtfs-rt-vp-1643.json',
        'us-california-redding-area-bus-authority-gtfs-rt-sa-1485.json',
        'us-california-redwood-transit-system-gtfs-rt-sa-1494.json',
        'us-california-santa-cruz-metro-scmtd-gtfs-rt-s-a-1912.json',
        'us-california-santa-cruz-metro-scmtd-gtfs-rt-v-p-1910.json',
        'us-california-sfmta-gtfs-rt-vp-1843.json',
        'us-california-sonoma-marin-area-rail-transit-smart-gtfs-rt-tu-3223.json',
        'us-california-spirit-bus-gtfs-rt-vp-2221.json',
        'us-california-stanislaus-regional-transit-authority-stanrta-gtfs-rt-tu-1613.json',
        'us-california-tri-delta-transit-gtfs-rt-sa-1977.json',
        'us-california-vine-transit-gtfs-rt-vp-1523.json',
        'us-colorado-gunnison-valley-transportation-authority-rta-gtfs-rt-vp-1581.json',
        'us-colorado-via-mobility-gtfs-rt-sa-1731.json',
        'us-colorado-via-mobility-gtfs-rt-tu-1730.json',
        'us-colorado-via-mobility-gtfs-rt-tu-2397.json',
        'us-colorado-via-mobility-gtfs-rt-vp-2398.json',
        'us-connecticut-connecticut-transit-gtfs-rt-sa-1452.json',
        'us-connecticut-connecticut-transit-gtfs-rt-tu-1453.json',
        'us-connecticut-connecticut-transit-gtfs-rt-vp-1451.json',
        'us-district-of-columbia-washington-metropolitan-area-transit-authority-wmata-gtfs-rt-sa-1848.json',
        'us-district-of-columbia-washington-metropolitan-area-transit-authority-wmata-gtfs-rt-vp-1853.json',
        'us-florida-bay-town-trolley-gtfs-rt-vp-1599.json',
        'us-florida-central-florida-regional-transit-authority-lynx-gtfs-rt-tu-1767.json',
        'us-florida-miami-dade-transit-gtfs-rt-vp-1739.json',
        'us-georgia-metropolitan-atlanta-rapid-transit-authority-marta-gtfs-rt-vp-1601.json',
        'us-georgia-university-of-georgia-gtfs-rt-tu-2617.json',
        'us-hawaii-thebus-gtfs-rt-vp-1518.json',
        'us-idaho-valley-regional-transit-gtfs-rt-tu-2453.json',
        'us-illinois-champaign-urbana-gtfs-rt-tu-2888.json',
        'us-indiana-kokomo-city-line-trolley-gtfs-rt-vp-3431.json',
        'us-indiana-south-bend-gtfs-rt-sa-3075.json',
        'us-iowa-des-moines-dart-gtfs-rt-tu-1770.json',
        'us-kentucky-tarc-gtfs-rt-vp-2665.json',
        'us-kentucky-transit-authority-of-river-city-tarc-gtfs-rt-tu-1696.json',
        'us-kentucky-transit-authority-of-river-city-tarc-gtfs-rt-vp-1698.json',
        'us-maine-island-explorer-gtfs-rt-sa-3212.json',
        'us-maine-portland-metro-bus-gtfs-rt-tu-2644.json',
        'us-maine-portland-south-portland-gtfs-rt-sa-2646.json',
        'us-maine-south-portland-gtfs-rt-vp-2647.json',
        'us-maryland-cecil-transit-gtfs-rt-sa-3078.json',
        'us-maryland-cecil-transit-gtfs-rt-tu-3079.json',
        'us-maryland-frederick-country-transit-gtfs-rt-vp-3070.json',
        'us-maryland-towson-loop-gtfs-rt-s-a-1786.json',
        'us-maryland-transit-administration-commuter-bus-gtfs-rt-vp-3085.json',
        'us-maryland-transit-administration-metro-gtfs-rt-tu-3082.json',
        'us-maryland-transit-administration-metro-gtfs-rt-vp-3083.json',
        'us-massachusetts-merrimack-valley-regional-transit-authority-mvrta-gtfs-rt-tu-1517.json',
        'us-massachusetts-pioneer-valley-transit-authority-pvta-gtfs-rt-sa-2671.json',
        'us-massachusetts-pioneer-valley-transit-authority-pvta-gtfs-rt-tu-2669.json',
        'us-massachusetts-pioneer-valley-transit-authority-pvta-gtfs-rt-vp-2670.json',
        'us-michigan-qline-detroit-gtfs-rt-sa-1572.json',
        'us-michigan-suburban-mobility-authority-for-regional-transit-smart-gtfs-rt-sa-1443.json',
        'us-minnesota-metro-transit-gtfs-rt-tu-1681.json',
        'us-missouri-metro-st-louis-gtfs-rt-tu-1416.json',
        'us-missouri-metro-st-louis-gtfs-rt-vp-1414.json',
        'us-motion-gtfs-rt-tu-3071.json',
        'us-nevada-tahoe-transportation-district-ttd-gtfs-rt-tu-1652.json',
        'us-new-hampshire-advance-transit-at-gtfs-rt-tu-1651.json',
        'us-new-york-metro-north-railroad-gtfs-rt-sa-1626.json',
        'us-new-york-metro-north-railroad-gtfs-rt-tu-1627.json',
        'us-new-york-nyc-subway-1-gtfs-rt-vp-tu-1635.json',
        'us-new-york-nyc-subway-jz-lines-gtfs-rt-vp-tu-1633.json',
        'us-new-york-staten-island-railway-gtfs-rt-vp-tu-1637.json',
        'us-north-carolina-asheville-rides-transit-gtfs-rt-vp-1764.json',
        'us-north-carolina-godurham-gtfs-rt-tu-1464.json',
        'us-ohio-central-ohio-transit-authority-gtfs-rt-sa-1431.json',
        'us-ohio-cincinnati-metro-gtfs-rt-sa-1490.json',
        'us-ohio-cleveland-gcrta-gtfs-rt-sa-3413.json',
        'us-ohio-greater-cleveland-regional-transit-authority-gtfs-rt-vp-1526.json',
        'us-oregon-benton-area-transportation-gtfs-rt-sa-1762.json',
        'us-oregon-cascades-east-transit-gtfs-rt-vp-1484.json',
        'us-oregon-city-of-corvallis-gtfs-rt-tu-1455.json',
        'us-oregon-lincoln-county-transit-gtfs-rt-sa-1501.json',
        'us-oregon-south-metro-area-regional-transit-smart-gtfs-rt-tu-2697.json',
        'us-oregon-sunset-empire-transportation-district-gtfs-rt-vp-1504.json',
        'us-oregon-tillamook-county-transportation-district-gtfs-rt-tu-1476.json',
        'us-oregon-tillamook-county-transportation-district-gtfs-rt-vp-1478.json',
        'us-oregon-trimet-gtfs-rt-tu-1708.json',
        'us-oregon-washington-park-shuttle-gtfs-rt-sa-1745.json',
        'us-oregon-washington-park-shuttle-gtfs-rt-tu-1744.json',
        'us-oregon-washington-park-shuttle-gtfs-rt-vp-1746.json',
        'us-pennsylvania-septa-bus-gtfs-rt-sa-2410.json',
        'us-pennsylvania-septa-bus-gtfs-rt-vp-3063.json',
        'us-pennsylvania-septa-rail-gtfs-rt-vp-1567.json',
        'us-reds-meadow-shuttle-gtfs-rt-tu-3216.json',
        'us-reds-meadow-shuttle-gtfs-rt-vp-3217.json',
        'us-rhode-island-rhode-island-public-transit-authority-gtfs-rt-sa-1661.json',
        'us-south-carolina-charleston-area-regional-transportation-authority-gtfs-rt-sa-1736.json',
        'us-tennessee-nashville-metropolitan-transit-authority-nashville-mta-gtfs-rt-sa-1621.json',
        'us-tennessee-nashville-metropolitan-transit-authority-nashville-mta-gtfs-rt-vp-1622.json',
        'us-texas-capital-metro-gtfs-rt-tu-1429.json',
        'us-texas-el-paso-transportation-authority-gtfs-rt-sa-3420.json',
        'us-texas-el-paso-transportation-authority-gtfs-rt-tu-3203.json',
        'us-vermont-green-mountain-community-network-gtfs-rt-tu-1513.json',
        'us-vermont-green-mountain-community-network-gtfs-rt-vp-1512.json',
        'us-vermont-green-mountain-transit-agency-gtfs-rt-vp-1514.json',
        'us-vermont-marble-valley-regional-transit-district-mvrtd-gtfs-rt-tu-1503.json',
        'us-vermont-rural-community-transportation-rct-gtfs-rt-tu-1679.json',
        'us-vermont-the-current-gtfs-rt-tu-1511.json',
        'us-vermont-tri-valley-transit-gtfs-rt-tu-1754.json',
        'us-vermont-tri-valley-transit-gtfs-rt-vp-1753.json',
        'us-virginia-alexandria-dash-gtfs-rt-sa-2843.json',
        'us-virginia-alexandria-dash-gtfs-rt-vp-2845.json',
        'us-virginia-arlington-transit-gtfs-rt-tu-1372.json',
        'us-virginia-williamsburg-area-transit-authority-wata-gtfs-rt-vp-1748.json',
        'us-washington-ben-franklin-transit-gtfs-rt-sa-2123.json',
        'us-washington-ben-franklin-transit-gtfs-rt-vp-2125.json',
        'us-washington-c-tran-gtfs-rt-vp-1921.json',
        'us-washington-city-of-seattle-streetcar-gtfs-rt-tu-1548.json',
        'us-washington-community-transit-gtfs-rt-tu-1536.json',
        'us-washington-intercity-transit-gtfs-rt-vp-1537.json',
        'us-washington-kitsap-transit-gtfs-rt-sa-2694.json',
        'us-washington-seattle-childrens-hospital-shuttle-gtfs-rt-tu-1674.json',
        'us-washington-sound-transit-gtfs-rt-tu-1554.json',
        'us-washington-washington-state-ferries-gtfs-rt-vp-1555.json',
        'us-wisconsin-metro-transit-gtfs-rt-vp-1610.json',
        'us-wisconsin-milwaukee-county-transit-system-gtfs-rt-vp-2130.json',
        'us-wisconsin-milwaukee-county-transit-system-rt-tu-2128.json',
    ),
}


GTFS_REALTIME_OTHER = {
    '': (
        '.github/ISSUE_TEMPLATE/bug_report.md .github/ISSUE_TEMPLATE/feature_request.md .github/config.yml '
        '.github/semantic.yml .gitignore .pre-commit-config.yaml API_SOURCE_SECRETS.json CONTRIBUTING.md '
        'LICENSE README.md requirements.txt schemas/gtfs_realtime_source_schema.json '
        'schemas/gtfs_schedule_source_schema.json tests/__init__.py tests/test_integration.py '
        'update_gtfs_schedule_sources.py'
    ),
    '.github/workflows': (
        'add_new_or_updated_feeds.yml direct_download_urls_test_for_sources.yml export_to_csv.yml '
        'greetings.yml greetingsmerge.yml integration_tests.yml python_style_checker.yml '
        'store_latest_datasets_cronjob.yml unit_tests.yml'
    ),
    'catalogs/sources/gtfs/schedule': (
        'ae-dubayy-road-and-transport-authority-rta-gtfs-3359.json '
        'au-new-south-wales-greater-sydney-gtfs-2449.json '
        'au-queensland-christensens-bus-and-coach-gtfs-669.json au-queensland-toowoomba-gtfs-1165.json '
        'au-queensland-translink-magnetic-island-gtfs-650.json au-tasmania-metrotas-burnie-gtfs-681.json '
        'au-victoria-mornington-railway-gtfs-1281.json au-victoria-port-phillip-ferries-gtfs-649.json '
        'au-victoria-skybus-melbourne-gtfs-3146.json '
        'be-unknown-societe-nationale-des-chemins-de-fer-belges-nmbs-sncb-gtfs-686.json '
        'bg-sofia-city-gtfs-2848.json '
        'br-minas-gerais-empresa-de-transportes-e-transito-de-belo-horizonte-bhtrans-gtfs-687.json '
        'br-rio-de-janeiro-city-transport-secretary-of-rio-de-janeiro-gtfs-1791.json '
        'ca-alberta-edmonton-transit-system-gtfs-714.json ca-bc-hullo-ferries-gtfs-2389.json '
        'ca-british-columbia-bc-transit-central-fraser-valley-transit-system-gtfs-697.json '
        'ca-british-columbia-bc-transit-fort-st-john-transit-system-gtfs-2547.json '
        'ca-british-columbia-bc-transit-west-coast-gtfs-2575.json '
        'ca-new-brunswick-miramichi-transit-gtfs-1806.json ca-ontario-go-transit-gtfs-727.json '
        'ca-quebec-exo-ville-de-sainte-julie-gtfs-753.json ca-quebec-mrc-les-moulins-gtfs-1180.json '
        'ca-quebec-societe-des-transports-de-rimouski-gtfs-2276.json '
        'cd-kinshasa-esprit-de-mort-gtfs-1964.json cm-littoral-socatur-gtfs-1810.json '
        'co-sucre-sincelejo-metro-sabanas-gtfs-2390.json de-baden-wurttemberg-sbg-gtfs-918.json '
        'de-hamburg-hamburger-verkehrsverbund-gmbh-hvv-gtfs-1226.json '
        'de-nordrhein-westfalen-rurtalbahn-gmbh-gtfs-1224.json '
        'de-sachsen-leipziger-verkehrsbetriebe-lvb-gtfs-781.json '
        'de-unknown-rursee-schifffahrt-kg-gtfs-784.json de-unknown-schweizer-reisen-gtfs-774.json '
        'ee-laanemaa-gobus-as-gtfs-3369.json ee-tallinna-linn-tallinna-linn-gtfs-3047.json '
        'es-almeria-autocares-baraza-gtfs-2774.json es-baleares-santa-eulalia-del-rio-gtfs-2923.json '
        'es-barcelona-trambesos-gtfs-1004.json es-biscay-bermeo-bermibusa-gtfs-2799.json '
        'es-biscay-leoia-city-council-gtfs-2791.json '
        'es-canary-islands-las-palmas-de-gran-canaria-city-bus-gtfs-2783.json '
        'es-castile-and-leon-soria-avanza-grupo-city-bus-gtfs-2818.json '
        'es-galicia-ourense-city-bus-gtfs-2804.json es-guipuzcoa-mondragon-arrasate-gtfs-2733.json '
        'es-guipuzcoa-onati-onatiko-herribusa-gtfs-2737.json es-huesca-lleida-avanza-grupo-gtfs-2809.json '
        'es-interbus-gtfs-2811.json es-la-union-gtfs-2718.json es-unknown-renfe-feve-gtfs-1064.json '
        'es-valladolid-auvasa-gtfs-2730.json es-zaragoza-urban-transport-gtfs-2773.json '
        'fi-pohjanmaa-invataksi-niemi-oy-gtfs-1131.json fi-varsinais-suomi-turku-gtfs-864.json '
        'fr-auvergne-rhone-alpes-transports-de-lagglomeration-grenobloise-tag-gtfs-1055.json '
        'fr-bretagne-breizhgo-gtfs-1837.json '
        'fr-centre-val-de-loire-tours-metropole-val-de-loire-gtfs-1987.json '
        'fr-grand-est-communaute-urbaine-du-grand-nancy-gtfs-1112.json fr-grand-est-tmm-gtfs-1891.json '
        'fr-grand-est-troyes-champagne-metropole-tcat-gtfs-2628.json fr-ile-de-france-le-titus-gtfs-1890.json '
        'fr-meurthe-et-moselle-reseau-urbain-stan-gtfs-1256.json '
        'fr-normandie-cotentin-cap-cotentin-gtfs-1840.json fr-nouvelle-aquitaine-aggregate-gtfs-2386.json '
        'fr-nouvelle-aquitaine-reseau-interurbain-creuse-gtfs-2686.json '
        'fr-pays-de-la-loire-impulsyon-gtfs-1006.json fr-provence-alpes-cote-dazur-ulysse-gtfs-890.json '
        'fr-provence-alpes-cote-dazur-ulysse-gtfs-988.json fr-sens-intercom-gtfs-2626.json '
        'gb-buckinghamshire-carousel-buses-gtfs-1932.json '
        'gb-east-riding-of-yorkshire-east-yorkshire-gtfs-1933.json gb-flixbus-gb-gtfs-2900.json '
        'gb-norfolk-konectbus-gtfs-1940.json gl-nuuk-kommuneqarfik-sermersooq-nuup-bussii-gtfs-2596.json '
        'hu-miskolc-miskolc-varosi-kozlekedesi-mvk-gtfs-1070.json '
        'ie-donegal-mc-ginley-coach-travel-gtfs-965.json ie-dublin-luas-gtfs-2638.json '
        'ie-dublin-wexford-bus-gtfs-977.json ie-galway-city-direct-gtfs-942.json '
        'ie-limerick-joseph-foley-gtfs-957.json in-gujarat-ahmedabad-janmarg-ltd-gtfs-3131.json '
        'in-karnataka-bangalore-metropolitan-transport-corporation-bmtc-gtfs-2013.json '
        'it-calabria-core-gtfs-2668.json it-piedmont-turin-gruppo-torinese-trasporti-gtfs-2687.json '
        'it-sicilia-azienda-trasporti-di-messina-atm-gtfs-896.json '
        'it-trentino-alto-adige-trentino-trasporti-spa-tt-gtfs-978.json '
        'it-unknown-toremar-toscana-regionale-marittima-gtfs-1068.json it-veneto-alilaguna-gtfs-891.json '
        'jp-aomori-aomori-city-bus-gtfs-2607.json jp-hokkaido-donan-bus-gtfs-1019.json '
        'jp-sizuoka-omaezaki-local-voluntary-operation-bus-gtfs-1301.json '
        'lt-kauno-apskritis-kauno-viesasis-transportas-kvt-gtfs-1041.json '
        'lt-klaipedos-apskritis-klaipeda-transport-gtfs-1042.json lu-unknown-dpn-gtfs-1091.json '
        'lv-liepaja-liepajas-sabiedriskais-transports-gtfs-2016.json '
        'my-negeri-sembilan-basmy-seremban-a-gtfs-3162.json pe-aeroexpreso-gtfs-1985.json '
        'pl-mazowieckie-mzdik-radom-gtfs-2090.json '
        'pl-mazowieckie-warszawska-kolej-dojazdowa-wkd-gtfs-2091.json '
        'pl-warminsko-mazurskie-gmina-zaklad-komunalny-gzk-bystry-gtfs-1010.json '
        'pl-warminsko-mazurskie-zdzit-olsztyn-gtfs-1175.json '
        'pt-aveiro-camara-municipal-de-agueda-gtfs-1028.json pt-lisboa-carris-metropolitana-gtfs-1900.json '
        'pt-unknown-daytrip-shuttle-gtfs-2056.json ro-buzau-transbus-buzau-gtfs-2106.json '
        'ro-prahova-transport-urban-sinaia-gtfs-2114.json rs-beograd-republic-of-serbia-gtfs-1027.json '
        'ru-sankt-peterburg-peterburgskii-metropoliten-petersburg-metro-gtfs-1186.json '
        'se-orebro-gtfs-regional-3250.json se-skane-gtfs-regional-3246.json se-ul-gtfs-regional-3238.json '
        'si-municipality-of-nova-gorica-gtfs-2944.json '
        'sl-western-area-freetown-freetown-poda-poda-gtfs-1812.json '
        'th-chiang-mai-lampoon-pattana-transport-gtfs-1124.json tr-erzurum-kentkart-gtfs-3402.json '
        'tw-nantou-nttotal-passenger-common-total-gtfs-1306.json '
        'tw-taichung-fengyuan-passenger-transport-gtfs-1083.json '
        'tw-yunlin-ylyuanlin-passenger-transport-general-manager-gtfs-1307.json '
        'us-alabama-birmingham-jefferson-county-transit-authority-max-gtfs-3434.json '
        'us-california-alcatraz-cruises-hornblower-gtfs-595.json '
        'us-california-beach-cities-transit-gtfs-1999.json us-california-calaveras-transit-gtfs-93.json '
        'us-california-city-of-tracy-tracer-gtfs-877.json us-california-corona-cruiser-gtfs-104.json '
        'us-california-etrans-gtfs-65.json us-california-foothill-transit-gtfs-101.json '
        'us-california-glendora-transportation-division-gtfs-609.json us-california-gtrans-gtfs-616.json '
        'us-california-mission-bay-transportation-management-association-tma-gtfs-51.json '
        'us-california-petaluma-transit-gtfs-2947.json us-california-petaluma-transit-gtfs-72.json '
        'us-california-redding-redding-area-bu-gtfs-2852.json '
        'us-california-reds-meadow-shuttle-gtfs-3206.json us-california-ridgerunner-gtfs-311.json '
        'us-california-sage-stage-gtfs-113.json '
        'us-california-san-francisco-municipal-transportation-agency-sfmta-gtfs-50.json '
        'us-california-san-joaquin-regional-transit-district-gtfs-2180.json '
        'us-california-san-juan-capistrano-free-weekend-trolley-gtfs-596.json '
        'us-california-santa-maria-area-transit-gtfs-2272.json '
        'us-california-sonoma-marin-area-rail-transit-smart-gtfs-3222.json '
        'us-california-ucsc-transportation-and-parking-services-gtfs-1842.json '
        'us-california-union-city-transit-gtfs-628.json '
        'us-california-victor-valley-transit-authority-vvta-gtfs-99.json '
        'us-california-yosemite-area-regional-transportation-system-yarts-gtfs-88.json '
        'us-chicago-the-otter-express-gtfs-2038.json us-colorado-adams-county-gtfs-2156.json '
        'us-colorado-blackhawk-and-central-city-tramway-gtfs-2041.json '
        'us-colorado-regional-transportation-district-gtfs-2054.json '
        'us-colorado-roaring-fork-transportation-authority-gtfs-2278.json '
        'us-colorado-teller-senior-coalition-transit-tsc-transit-gtfs-827.json '
        'us-florida-key-west-transit-gtfs-322.json us-florida-lake-county-connection-gtfs-2255.json '
        'us-florida-lakeland-area-mass-transit-district-citrus-connection-gtfs-321.json '
        'us-florida-tri-rail-gtfs-333.json us-georgia-atlantic-regional-commission-gtfs-357.json '
        'us-illinois-chicago-water-taxi-gtfs-306.json us-indiana-valparaiso-transit-gtfs-620.json '
        'us-iowa-burlington-urban-service-gtfs-199.json '
        'us-iowa-metropolitan-transit-authority-of-black-hawk-county-gtfs-2414.json '
        'us-iowa-the-jule-gtfs-207.json us-kentucky-blue-grass-community-action-partnership-gtfs-362.json '
        'us-maryland-maryland-transit-administration-metro-subway-gtfs-470.json '
        'us-maryland-queen-annes-county-ride-gtfs-492.json us-massachusetts-bloom-bus-gtfs-2192.json '
        'us-massachusetts-dattco-motorcoach-gtfs-555.json '
        'us-massachusetts-greater-attleboro-taunton-regional-transit-authority-gatra-gtfs-418.json '
        'us-massachusetts-hy-line-cruises-gtfs-427.json '
        'us-massachusetts-nantucket-regional-transit-authority-wave-gtfs-426.json '
        'us-michigan-suburban-mobility-authority-for-regional-transit-smart-gtfs-414.json '
        'us-new-york-adirondack-trailways-nyp-gtfs-824.json us-new-york-centro-gtfs-534.json '
        'us-new-york-north-country-express-transit-gtfs-546.json '
        'us-new-york-ny-waterway-shore-line-east-metro-north-railroad-mnr-hudson-rail-link-gtfs-524.json '
        'us-north-carolina-concord-kannapolis-area-transit-rider-transit-gtfs-372.json '
        'us-north-carolina-gotriangle-gtfs-3183.json us-north-carolina-wave-transit-gtfs-1861.json '
        'us-ohio-akron-metro-regional-transit-authority-metro-gtfs-2071.json '
        'us-ohio-akron-metro-regional-transit-authority-metro-gtfs-411.json '
        'us-ohio-central-ohio-transit-authority-cota-gtfs-404.json '
        'us-ohio-national-park-service-gtfs-405.json us-oregon-basin-transit-service-bts-gtfs-125.json '
        'us-oregon-coos-county-area-transit-ccat-gtfs-21.json us-oregon-eugene-to-bend-gtfs-140.json '
        'us-oregon-linn-shuttle-gtfs-137.json us-oregon-morrow-county-gtfs-2418.json '
        'us-oregon-south-metro-area-regional-transit-smart-gtfs-248.json us-oregon-utrans-gtfs-123.json '
        'us-rhode-island-rhode-island-public-transit-authority-gtfs-624.json us-vermont-moover-gtfs-434.json '
        'us-virginia-blackstone-area-bus-service-gtfs-235.json us-virginia-fairfax-connector-gtfs-483.json '
        'us-virginia-fairfax-cue-bus-cue-gtfs-2885.json us-virginia-farmville-area-bus-gtfs-461.json '
        'us-virginia-potomac-and-rappahannock-transportation-commission-prtc-gtfs-481.json '
        'us-virginia-valley-metro-gtfs-2274.json '
        'us-virginia-williamsburg-area-transit-authority-gtfs-901.json '
        'us-washington-black-ball-ferry-line-gtfs-286.json '
        'us-washington-catholic-community-services-gtfs-2160.json '
        'us-washington-intercity-transit-gtfs-2289.json us-washington-sound-transit-gtfs-268.json '
        'us-washington-squaxin-island-transit-gtfs-846.json '
        'us-wisconsin-janesville-transit-system-gtfs-2239.json'
    ),
    'compliance_track': (
        'README.md __init__.py constants.py details.py main.py validation.py'
    ),
    'scripts': (
        'create_urls_matrix.py data_transfer.js export_to_csv.py process_csv_in_github_action.swift'
    ),
    'tools': (
        '__init__.py constants.py helpers.py operations.py representations.py'
    ),
    'tools/tests': (
        '__init__.py test_helpers.py test_operations.py test_representations.py'
    ),
}


ZOOMCAMP_HOMEWORK_KIND = {
    '': (
        'cohorts/2022/week_1_basics_n_setup/homework.md '
        'cohorts/2022/week_2_data_ingestion/homework/homework.md '
        'cohorts/2022/week_5_batch_processing/homework.md cohorts/2022/week_6_stream_processing/homework.md '
        'cohorts/2023/week_1_docker_sql/homework.md cohorts/2023/week_1_terraform/homework.md '
        'cohorts/2023/week_2_workflow_orchestration/homework.md '
        'cohorts/2023/week_3_data_warehouse/homework.md cohorts/2023/week_4_analytics_engineering/homework.md '
        'cohorts/2023/week_5_batch_processing/homework.md cohorts/2023/week_6_stream_processing/homework.md '
        'cohorts/2024/01-docker-terraform/homework.md cohorts/2024/02-workflow-orchestration/homework.md '
        'cohorts/2024/03-data-warehouse/homework.md cohorts/2024/04-analytics-engineering/homework.md '
        'cohorts/2024/05-batch/homework.md cohorts/2024/06-streaming/homework.md '
        'cohorts/2025/01-docker-terraform/homework.md cohorts/2025/02-workflow-orchestration/homework.md '
        'cohorts/2025/03-data-warehouse/homework.md cohorts/2025/04-analytics-engineering/homework.md '
        'cohorts/2025/05-batch/homework.md cohorts/2025/06-streaming/homework.md '
        'cohorts/2026/01-docker-terraform/homework.md cohorts/2026/02-workflow-orchestration/homework.md '
        'cohorts/2026/03-data-warehouse/homework.md cohorts/2026/04-analytics-engineering/homework.md '
        'cohorts/2026/05-data-platforms/homework.md cohorts/2026/06-batch/homework.md '
        'cohorts/2026/07-streaming/homework.md'
    ),
}


ZOOMCAMP_HOMEWORK_OTHER = {
    '': (
        '.gitignore 01-docker-terraform/README.md '
        '01-docker-terraform/docker-sql/pipeline/docker-helper-scripts/docker-pgadmin.sh '
        '01-docker-terraform/docker-sql/pipeline/docker-helper-scripts/docker-postgres.sh '
        '01-docker-terraform/terraform/terraform/terraform_with_variable_AWS/variables.tf '
        '01-docker-terraform/terraform/terraform/terraform_with_variables/main.tf '
        '02-workflow-orchestration/README.md 03-data-warehouse/extras/README.md '
        '03-data-warehouse/images/thumbnail--CqXf7vhhDs.jpg '
        '03-data-warehouse/images/thumbnail-jrHljAoD6nM.jpg 04-analytics-engineering/README.md '
        '04-analytics-engineering/setup/local_setup.md 04-analytics-engineering/taxi_rides_ny/.gitignore '
        '04-analytics-engineering/taxi_rides_ny/models/intermediate/int_trips.sql '
        '04-analytics-engineering/taxi_rides_ny/models/intermediate/int_trips_unioned.sql '
        '04-analytics-engineering/taxi_rides_ny/models/marts/dim_zones.sql '
        '04-analytics-engineering/taxi_rides_ny/models/marts/reporting/fct_monthly_zone_revenue.sql '
        '04-analytics-engineering/taxi_rides_ny/models/marts/reporting/schema.yml '
        '04-analytics-engineering/taxi_rides_ny/models/marts/schema.yml '
        '04-analytics-engineering/taxi_rides_ny/models/staging/schema.yml '
        '04-analytics-engineering/taxi_rides_ny/models/staging/sources.yml '
        '04-analytics-engineering/taxi_rides_ny/packages.yml '
        '04-analytics-engineering/taxi_rides_ny/seeds/payment_type_lookup.csv '
        '04-analytics-engineering/taxi_rides_ny/seeds/seeds_properties.yml '
        '04-analytics-engineering/taxi_rides_ny/snapshots/.gitkeep '
        '04-analytics-engineering/taxi_rides_ny/tests/.gitkeep 06-batch/.gitignore '
        '06-batch/setup/config/spark-defaults.conf 06-batch/setup/hadoop-yarn.md 06-batch/setup/macos.md '
        '07-streaming/README.md 07-streaming/extras/ksqldb/commands.md '
        '07-streaming/extras/pyflink/src/job/start_job.py 07-streaming/extras/pyflink/src/job/taxi_job.py '
        '07-streaming/extras/pyflink/src/producers/producer.py 07-streaming/extras/python/docker/README.md '
        '07-streaming/extras/python/requirements.txt 07-streaming/extras/python/resources/rides.csv '
        '07-streaming/extras/python/resources/schemas/taxi_ride_key.avsc 07-streaming/theory/README.md '
        '07-streaming/theory/java/kafka_examples/gradle/wrapper/gradle-wrapper.properties '
        '07-streaming/theory/java/kafka_examples/src/main/java/org/example/customserdes/CustomSerdes.java '
        '07-streaming/theory/java/kafka_examples/src/main/java/org/example/data/PickupLocation.java '
        '07-streaming/theory/java/kafka_examples/src/main/java/org/example/data/Ride.java '
        '07-streaming/theory/java/kafka_examples/src/test/java/org/example/JsonKStreamJoinsTest.java '
        '07-streaming/theory/java/kafka_examples/src/test/java/org/example/helper/DataGeneratorHelper.java '
        '07-streaming/workshop/live/notebooks/consumer_db.ipynb '
        '07-streaming/workshop/live/notebooks/models.py '
        '07-streaming/workshop/live/src/job/pass_through_job.py '
        '07-streaming/workshop/live/src/producers/models.py 07-streaming/workshop/src/consumers/consumer.py '
        '07-streaming/workshop/src/job/aggregation_job.py 07-streaming/workshop/src/job/pass_through_job.py '
        '07-streaming/workshop/src/producers/producer.py README.md after-sign-up.md '
        'awesome-data-engineering.md certificates.md cohorts/2022/README.md cohorts/2022/project.md '
        'cohorts/2022/week_2_data_ingestion/README.md '
        'cohorts/2022/week_2_data_ingestion/airflow/dags/data_ingestion_gcs_dag.py '
        'cohorts/2022/week_2_data_ingestion/airflow/dags_local/data_ingestion_local.py '
        'cohorts/2022/week_2_data_ingestion/airflow/dags_local/ingest_script.py '
        'cohorts/2022/week_2_data_ingestion/airflow/extras/data_ingestion_gcs_dag_ex2.py '
        'cohorts/2022/week_2_data_ingestion/airflow/extras/web_to_gcs.sh '
        'cohorts/2022/week_2_data_ingestion/airflow/scripts/entrypoint.sh '
        'cohorts/2022/week_2_data_ingestion/homework/solution.py '
        'cohorts/2022/week_2_data_ingestion/transfer_service/README.md '
        'cohorts/2022/week_3_data_warehouse/airflow/dags/gcs_to_bq_dag.py '
        'cohorts/2022/week_3_data_warehouse/airflow/docs/gcs_2_bq_dag_graph_view.png '
        'cohorts/2022/week_3_data_warehouse/airflow/docs/gcs_2_bq_dag_tree_view.png '
        'cohorts/2022/week_3_data_warehouse/airflow/scripts/entrypoint.sh '
        'cohorts/2023/week_2_workflow_orchestration/README.md cohorts/2023/workshops/piperider.md '
        'cohorts/2024/01-docker-terraform/solutions.md cohorts/2024/02-workflow-orchestration/README.md '
        'cohorts/2024/06-streaming/docker-compose.yml cohorts/2024/workshops/dlt.md '
        'cohorts/2024/workshops/images/thumbnail-L2BHFnZ6XjE.jpg cohorts/2024/workshops/rising-wave.md '
        'cohorts/2025/02-workflow-orchestration/README.md '
        'cohorts/2025/03-data-warehouse/DLT_upload_to_GCP.ipynb '
        'cohorts/2025/03-data-warehouse/load_yellow_taxi_data.py '
        'cohorts/2025/04-analytics-engineering/homework_q2.png '
        'cohorts/2025/06-streaming/homework/homework.ipynb cohorts/2025/README.md cohorts/2025/project.md '
        'cohorts/2025/workshops/dynamic_load_dlt.py cohorts/2026/03-data-warehouse/DLT_upload_to_GCP.ipynb '
        'cohorts/2026/03-data-warehouse/load_yellow_taxi_data.py cohorts/2026/README.md '
        'cohorts/2026/project.md cohorts/2026/workshops/dlt.md learning-in-public.md '
        'workshop-best-practices.md'
    ),
    '01-docker-terraform/docker-sql': (
        '01-introduction.md 02-virtual-environment.md 03-dockerizing-pipeline.md 06-ingestion-script.md '
        '07-pgadmin.md 09-docker-compose.md 11-cleanup.md README.md'
    ),
    '01-docker-terraform/docker-sql/pipeline': (
        '.python-version Dockerfile docker-compose.yaml ingest_data.py'
    ),
    '01-docker-terraform/images': (
        'thumbnail-QEcps_iskgg.jpg thumbnail-Y2ux7gq3Z0o.jpg thumbnail-lP8xXebHmuE.jpg '
        'thumbnail-s2bOYDCKl_M.jpg'
    ),
    '01-docker-terraform/terraform': (
        '2_gcp_overview.md README.md windows.md'
    ),
    '02-workflow-orchestration/flows': (
        '07_gcp_setup.yaml 08_gcp_taxi.yaml 11_chat_with_rag.yaml'
    ),
    '02-workflow-orchestration/images': (
        'homework.png thumbnail--JLnp-iLins.jpg thumbnail--KmwrCqRhic.jpg thumbnail-1pu_C_oOAMA.jpg '
        'thumbnail-3IbjHfC8bMg.jpg thumbnail-MNOKVx8780E.jpg'
    ),
    '03-data-warehouse': (
        'README.md big_query.sql big_query_hw.sql big_query_ml.sql'
    ),
    '04-analytics-engineering/class_notes': (
        '4_1_1_analytics_engineering_basics.md 4_1_2_what_is_dbt.md 4_2_1_dbt_core_vs_dbt_cloud.md '
        '4_3_1_dbt_project_structure.md 4_5_1_documentation.md 4_5_2_dbt_tests.md 4_5_3_dbt_packages.md'
    ),
    '04-analytics-engineering/images': (
        'thumbnail-GFbwlrt6f54.jpg thumbnail-HxMIsPrIyGQ.jpg thumbnail-bvZ-rJm7uMU.jpg '
        'thumbnail-t4OeWHW3SsA.jpg thumbnail-uF76d5EmdtU.jpg'
    ),
    '04-analytics-engineering/taxi_rides_ny/macros': (
        'get_trip_duration_minutes.sql get_vendor_data.sql macros_properties.yml'
    ),
    '05-data-platforms/images': (
        'thumbnail-224xH7h8OaQ.jpg thumbnail-XCx0nDmhhxA.jpg thumbnail-YWDjnSxbBtY.jpg '
        'thumbnail-uBqjLEwF8rc.jpg'
    ),
    '05-data-platforms/notes': (
        '01-introduction.md 02-getting-started.md 03-nyc-taxi-pipeline.md 04-bruin-mcp.md '
        '06-core-01-projects.md 06-core-02-pipelines.md 06-core-04-variables.md 06-core-05-commands.md'
    ),
    '06-batch/code': (
        '05_taxi_schema.ipynb 06_spark_sql_big_query.py 07_groupby_join.ipynb 08_rdds.ipynb homework.ipynb'
    ),
    '06-batch/images': (
        'thumbnail-68CipcZt7ZA.jpg thumbnail-Bdu-xIrF3OM.jpg thumbnail-FhaqbEOuQ8U.jpg '
        'thumbnail-HIm2BOj8C0Q.jpg thumbnail-k3uB2K99roI.jpg thumbnail-osAiAYahvh8.jpg '
        'thumbnail-ti3aC1m3rE8.jpg'
    ),
    '07-streaming/extras/pyflink': (
        '.gitignore Dockerfile.flink LICENSE Makefile homework.md'
    ),
    '07-streaming/extras/python/avro_example': (
        'producer.py ride_record_key.py settings.py'
    ),
    '07-streaming/extras/python/docker/spark': (
        'docker-compose.yml spark-base.Dockerfile spark-master.Dockerfile spark-worker.Dockerfile'
    ),
    '07-streaming/extras/python/redpanda_example': (
        'README.md consumer.py docker-compose.yaml'
    ),
    '07-streaming/extras/python/streams-example/faust': (
        'branch_price.py stream.py stream_count_vendor_trips.py taxi_rides.py windowing.py'
    ),
    '07-streaming/extras/python/streams-example/pyspark': (
        'README.md consumer.py settings.py streaming-notebook.ipynb streaming.py'
    ),
    '07-streaming/extras/python/streams-example/redpanda': (
        'docker-compose.yaml producer.py spark-submit.sh streaming-notebook.ipynb'
    ),
    '07-streaming/theory/java/kafka_examples/build/generated-main-avro-java/schemaregistry': (
        'RideRecord.java RideRecordCompatible.java RideRecordNoneCompatible.java'
    ),
    '07-streaming/theory/java/kafka_examples': (
        'gradlew gradlew.bat settings.gradle'
    ),
    '07-streaming/theory/java/kafka_examples/src/main/avro': (
        'rides.avsc rides_compatible.avsc rides_non_compatible.avsc'
    ),
    '07-streaming/theory/java/kafka_examples/src/main/java/org/example': (
        'AvroProducer.java JsonConsumer.java JsonKStream.java JsonKStreamWindow.java '
        'JsonProducerPickupLocation.java Secrets.java Topics.java'
    ),
    '07-streaming/workshop': (
        'Dockerfile_ARM64.flink flink-config.yaml pyproject.flink.toml pyproject.toml'
    ),
    '07-streaming/workshop/live': (
        '.gitignore Dockerfile.flink docker-compose.yaml flink-config.yaml pyproject.toml'
    ),
    'cohorts/2022/week_2_data_ingestion/airflow': (
        '.env_example 1_setup_official.md 2_setup_nofrills.md Dockerfile README.md '
        'docker-compose-nofrills.yml docker-compose.yaml docker-compose_2.3.4.yaml requirements.txt'
    ),
    'cohorts/2022/week_2_data_ingestion/airflow/docs': (
        '1_concepts.md arch-diag-airflow.png gcs_ingestion_dag.png'
    ),
    'cohorts/2022/week_3_data_warehouse/airflow': (
        '.env_example 1_setup_official.md 2_setup_nofrills.md README.md docker-compose-nofrills.yml '
        'docker-compose.yaml'
    ),
    'cohorts/2023': (
        'README.md leaderboard.md project.md'
    ),
    'cohorts/2023/week_6_stream_processing': (
        'client.properties producer_confluent.py settings.py spark-submit.sh streaming_confluent.py'
    ),
    'cohorts/2024/02-workflow-orchestration/images': (
        'thumbnail-H0hWjWxB-rg.jpg thumbnail-JKp_uzM-XsM.jpg thumbnail-Li8-MWHhTbo.jpg '
        'thumbnail-O_H7DCmq2rA.jpg thumbnail-pmhI-ezd3BE.jpg thumbnail-uUtj7N0TleQ.jpg '
        'thumbnail-w0XmcASRUnc.jpg'
    ),
    'cohorts/2024': (
        'README.md leaderboard.md project.md'
    ),
    'cohorts/2024/workshops/dlt_resources': (
        'data_ingestion_workshop.md homework_solution.ipynb homework_starter.ipynb incremental_loading.png '
        'workshop.ipynb'
    ),
    'cohorts/2025/02-workflow-orchestration/flows': (
        '01_getting_started_data_pipeline.yaml 02_postgres_taxi.yaml 02_postgres_taxi_scheduled.yaml '
        '03_postgres_dbt.yaml 04_gcp_kv.yaml 05_gcp_setup.yaml 06_gcp_taxi.yaml 06_gcp_taxi_scheduled.yaml '
        '07_gcp_dbt.yaml'
    ),
    'cohorts/2025/02-workflow-orchestration/images': (
        'thumbnail-73g6qJN0HcM.jpg thumbnail-ZLp2N6p2JjE.jpg thumbnail-nKqjjLJ7YXs.jpg '
        'thumbnail-o79n-EVpics.jpg'
    ),
    'cohorts/2025/workshops/dlt': (
        'README.md data_ingestion_workshop.md dlt_homework.md'
    ),
    'cohorts/2025/workshops/dlt/img': (
        'Rest_API.png dlt.png pipes.jpg'
    ),
    'cohorts/2026/workshops/dlt': (
        'README.md analysis.py dlt_Pipeline_Overview.ipynb dlt_homework.md open_library_pipeline.py '
        'pyproject.toml'
    ),
}


MSC_BOLD_KIND = {
    '': (
        'sub-MSC01/ses-func01/func/sub-MSC01_ses-func01_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC01/ses-func01/func/sub-MSC01_ses-func01_task-motor_run-01_bold.nii.gz '
        'sub-MSC01/ses-func04/func/sub-MSC01_ses-func04_task-memoryfaces_bold.nii.gz '
        'sub-MSC02/ses-func01/func/sub-MSC02_ses-func01_task-memoryfaces_bold.nii.gz '
        'sub-MSC02/ses-func02/func/sub-MSC02_ses-func02_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC02/ses-func04/func/sub-MSC02_ses-func04_task-rest_bold.nii.gz '
        'sub-MSC02/ses-func06/func/sub-MSC02_ses-func06_task-memorywords_bold.nii.gz '
        'sub-MSC02/ses-func08/func/sub-MSC02_ses-func08_task-memorywords_bold.nii.gz '
        'sub-MSC02/ses-func08/func/sub-MSC02_ses-func08_task-motor_run-01_bold.nii.gz '
        'sub-MSC03/ses-func01/func/sub-MSC03_ses-func01_task-memorywords_bold.nii.gz '
        'sub-MSC03/ses-func01/func/sub-MSC03_ses-func01_task-motor_run-01_bold.nii.gz '
        'sub-MSC03/ses-func04/func/sub-MSC03_ses-func04_task-memorywords_bold.nii.gz '
        'sub-MSC03/ses-func04/func/sub-MSC03_ses-func04_task-motor_run-02_bold.nii.gz '
        'sub-MSC03/ses-func05/func/sub-MSC03_ses-func05_task-memoryfaces_bold.nii.gz '
        'sub-MSC03/ses-func05/func/sub-MSC03_ses-func05_task-rest_bold.nii.gz '
        'sub-MSC03/ses-func06/func/sub-MSC03_ses-func06_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC03/ses-func06/func/sub-MSC03_ses-func06_task-rest_bold.nii.gz '
        'sub-MSC03/ses-func09/func/sub-MSC03_ses-func09_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC03/ses-func09/func/sub-MSC03_ses-func09_task-memoryscenes_bold.nii.gz '
        'sub-MSC04/ses-func07/func/sub-MSC04_ses-func07_task-motor_run-01_bold.nii.gz '
        'sub-MSC04/ses-func07/func/sub-MSC04_ses-func07_task-rest_bold.nii.gz '
        'sub-MSC04/ses-func10/func/sub-MSC04_ses-func10_task-motor_run-01_bold.nii.gz '
        'sub-MSC05/ses-func02/func/sub-MSC05_ses-func02_task-motor_run-02_bold.nii.gz '
        'sub-MSC05/ses-func04/func/sub-MSC05_ses-func04_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC05/ses-func04/func/sub-MSC05_ses-func04_task-motor_run-01_bold.nii.gz '
        'sub-MSC05/ses-func07/func/sub-MSC05_ses-func07_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC05/ses-func07/func/sub-MSC05_ses-func07_task-motor_run-01_bold.nii.gz '
        'sub-MSC05/ses-func10/func/sub-MSC05_ses-func10_task-memoryscenes_bold.nii.gz '
        'sub-MSC05/ses-func10/func/sub-MSC05_ses-func10_task-rest_bold.nii.gz '
        'sub-MSC06/ses-func02/func/sub-MSC06_ses-func02_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC06/ses-func02/func/sub-MSC06_ses-func02_task-memoryscenes_bold.nii.gz '
        'sub-MSC06/ses-func03/func/sub-MSC06_ses-func03_task-rest_bold.nii.gz '
        'sub-MSC06/ses-func08/func/sub-MSC06_ses-func08_task-memoryfaces_bold.nii.gz '
        'sub-MSC06/ses-func09/func/sub-MSC06_ses-func09_task-memorywords_bold.nii.gz '
        'sub-MSC07/ses-func01/func/sub-MSC07_ses-func01_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC07/ses-func04/func/sub-MSC07_ses-func04_task-motor_run-01_bold.nii.gz '
        'sub-MSC08/ses-func01/func/sub-MSC08_ses-func01_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC08/ses-func01/func/sub-MSC08_ses-func01_task-rest_bold.nii.gz '
        'sub-MSC08/ses-func04/func/sub-MSC08_ses-func04_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC08/ses-func04/func/sub-MSC08_ses-func04_task-rest_bold.nii.gz '
        'sub-MSC08/ses-func08/func/sub-MSC08_ses-func08_task-motor_run-02_bold.nii.gz '
        'sub-MSC08/ses-func08/func/sub-MSC08_ses-func08_task-rest_bold.nii.gz '
        'sub-MSC08/ses-func10/func/sub-MSC08_ses-func10_task-memoryscenes_bold.nii.gz '
        'sub-MSC09/ses-func02/func/sub-MSC09_ses-func02_task-memoryfaces_bold.nii.gz '
        'sub-MSC09/ses-func02/func/sub-MSC09_ses-func02_task-motor_run-01_bold.nii.gz '
        'sub-MSC09/ses-func05/func/sub-MSC09_ses-func05_task-motor_run-01_bold.nii.gz '
        'sub-MSC09/ses-func08/func/sub-MSC09_ses-func08_task-memorywords_bold.nii.gz '
        'sub-MSC10/ses-func01/func/sub-MSC10_ses-func01_task-memoryfaces_bold.nii.gz '
        'sub-MSC10/ses-func01/func/sub-MSC10_ses-func01_task-motor_run-01_bold.nii.gz '
        'sub-MSC10/ses-func02/func/sub-MSC10_ses-func02_task-motor_run-02_bold.nii.gz '
        'sub-MSC10/ses-func03/func/sub-MSC10_ses-func03_task-memorywords_bold.nii.gz '
        'sub-MSC10/ses-func04/func/sub-MSC10_ses-func04_task-motor_run-01_bold.nii.gz '
        'sub-MSC10/ses-func11/func/sub-MSC10_ses-func11_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC01/ses-func02/func': (
        'sub-MSC01_ses-func02_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC01_ses-func02_task-memorywords_bold.nii.gz sub-MSC01_ses-func02_task-motor_run-01_bold.nii.gz '
        'sub-MSC01_ses-func02_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC01/ses-func03/func': (
        'sub-MSC01_ses-func03_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC01_ses-func03_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC01_ses-func03_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC01/ses-func05/func': (
        'sub-MSC01_ses-func05_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC01_ses-func05_task-memoryfaces_bold.nii.gz sub-MSC01_ses-func05_task-memoryscenes_bold.nii.gz '
        'sub-MSC01_ses-func05_task-rest_bold.nii.gz'
    ),
    'sub-MSC01/ses-func06/func': (
        'sub-MSC01_ses-func06_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC01_ses-func06_task-memoryfaces_bold.nii.gz sub-MSC01_ses-func06_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC01/ses-func07/func': (
        'sub-MSC01_ses-func07_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC01_ses-func07_task-memoryscenes_bold.nii.gz sub-MSC01_ses-func07_task-memorywords_bold.nii.gz'
    ),
    'sub-MSC01/ses-func08/func': (
        'sub-MSC01_ses-func08_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC01_ses-func08_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC01_ses-func08_task-memorywords_bold.nii.gz sub-MSC01_ses-func08_task-motor_run-01_bold.nii.gz '
        'sub-MSC01_ses-func08_task-rest_bold.nii.gz'
    ),
    'sub-MSC01/ses-func09/func': (
        'sub-MSC01_ses-func09_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC01_ses-func09_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC01_ses-func09_task-memoryfaces_bold.nii.gz sub-MSC01_ses-func09_task-rest_bold.nii.gz'
    ),
    'sub-MSC01/ses-func10/func': (
        'sub-MSC01_ses-func10_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC01_ses-func10_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC01_ses-func10_task-memoryscenes_bold.nii.gz sub-MSC01_ses-func10_task-memorywords_bold.nii.gz '
        'sub-MSC01_ses-func10_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC02/ses-func03/func': (
        'sub-MSC02_ses-func03_task-glasslexical_bold.nii.gz sub-MSC02_ses-func03_task-memorywords_bold.nii.gz '
        'sub-MSC02_ses-func03_task-motor_run-01_bold.nii.gz sub-MSC02_ses-func03_task-rest_bold.nii.gz'
    ),
    'sub-MSC02/ses-func05/func': (
        'sub-MSC02_ses-func05_task-memoryscenes_bold.nii.gz '
        'sub-MSC02_ses-func05_task-motor_run-02_bold.nii.gz sub-MSC02_ses-func05_task-rest_bold.nii.gz'
    ),
    'sub-MSC02/ses-func07/func': (
        'sub-MSC02_ses-func07_task-memoryfaces_bold.nii.gz sub-MSC02_ses-func07_task-memoryscenes_bold.nii.gz '
        'sub-MSC02_ses-func07_task-memorywords_bold.nii.gz sub-MSC02_ses-func07_task-motor_run-01_bold.nii.gz '
        'sub-MSC02_ses-func07_task-rest_bold.nii.gz'
    ),
    'sub-MSC02/ses-func09/func': (
        'sub-MSC02_ses-func09_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC02_ses-func09_task-memoryfaces_bold.nii.gz sub-MSC02_ses-func09_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC02/ses-func10/func': (
        'sub-MSC02_ses-func10_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC02_ses-func10_task-motor_run-02_bold.nii.gz sub-MSC02_ses-func10_task-rest_bold.nii.gz'
    ),
    'sub-MSC02/ses-func11/func': (
        'sub-MSC02_ses-func11_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC02_ses-func11_task-glasslexical_run-03_bold.nii.gz '
        'sub-MSC02_ses-func11_task-memoryfaces_bold.nii.gz '
        'sub-MSC02_ses-func11_task-memoryscenes_run-01_bold.nii.gz'
    ),
    'sub-MSC03/ses-func02/func': (
        'sub-MSC03_ses-func02_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC03_ses-func02_task-memoryscenes_bold.nii.gz sub-MSC03_ses-func02_task-rest_bold.nii.gz'
    ),
    'sub-MSC03/ses-func03/func': (
        'sub-MSC03_ses-func03_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC03_ses-func03_task-memorywords_bold.nii.gz sub-MSC03_ses-func03_task-motor_run-01_bold.nii.gz '
        'sub-MSC03_ses-func03_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC03/ses-func07/func': (
        'sub-MSC03_ses-func07_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC03_ses-func07_task-memoryfaces_bold.nii.gz sub-MSC03_ses-func07_task-memoryscenes_bold.nii.gz '
        'sub-MSC03_ses-func07_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC03/ses-func08/func': (
        'sub-MSC03_ses-func08_task-memoryfaces_bold.nii.gz sub-MSC03_ses-func08_task-memoryscenes_bold.nii.gz '
        'sub-MSC03_ses-func08_task-memorywords_bold.nii.gz'
    ),
    'sub-MSC03/ses-func10/func': (
        'sub-MSC03_ses-func10_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC03_ses-func10_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC03_ses-func10_task-memoryscenes_bold.nii.gz'
    ),
    'sub-MSC04/ses-func01/func': (
        'sub-MSC04_ses-func01_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC04_ses-func01_task-memorywords_bold.nii.gz sub-MSC04_ses-func01_task-motor_run-01_bold.nii.gz '
        'sub-MSC04_ses-func01_task-motor_run-02_bold.nii.gz sub-MSC04_ses-func01_task-rest_bold.nii.gz'
    ),
    'sub-MSC04/ses-func02/func': (
        'sub-MSC04_ses-func02_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC04_ses-func02_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC04_ses-func02_task-memoryfaces_bold.nii.gz sub-MSC04_ses-func02_task-memoryscenes_bold.nii.gz '
        'sub-MSC04_ses-func02_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC04/ses-func03/func': (
        'sub-MSC04_ses-func03_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC04_ses-func03_task-memorywords_bold.nii.gz sub-MSC04_ses-func03_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC04/ses-func04/func': (
        'sub-MSC04_ses-func04_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC04_ses-func04_task-motor_run-02_bold.nii.gz sub-MSC04_ses-func04_task-rest_bold.nii.gz'
    ),
    'sub-MSC04/ses-func05/func': (
        'sub-MSC04_ses-func05_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC04_ses-func05_task-memoryfaces_bold.nii.gz sub-MSC04_ses-func05_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC04/ses-func06/func': (
        'sub-MSC04_ses-func06_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC04_ses-func06_task-memoryscenes_bold.nii.gz sub-MSC04_ses-func06_task-memorywords_bold.nii.gz'
    ),
    'sub-MSC04/ses-func08/func': (
        'sub-MSC04_ses-func08_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC04_ses-func08_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC04_ses-func08_task-memoryfaces_bold.nii.gz sub-MSC04_ses-func08_task-memoryscenes_bold.nii.gz '
        'sub-MSC04_ses-func08_task-memorywords_bold.nii.gz sub-MSC04_ses-func08_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC04/ses-func09/func': (
        'sub-MSC04_ses-func09_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC04_ses-func09_task-memoryfaces_bold.nii.gz sub-MSC04_ses-func09_task-memorywords_bold.nii.gz '
        'sub-MSC04_ses-func09_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC05/ses-func01/func': (
        'sub-MSC05_ses-func01_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC05_ses-func01_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC05_ses-func01_task-motor_run-01_bold.nii.gz '
        'sub-MSC05_ses-func01_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC05/ses-func03/func': (
        'sub-MSC05_ses-func03_task-memoryscenes_bold.nii.gz '
        'sub-MSC05_ses-func03_task-motor_run-01_bold.nii.gz '
        'sub-MSC05_ses-func03_task-motor_run-02_bold.nii.gz sub-MSC05_ses-func03_task-rest_bold.nii.gz'
    ),
    'sub-MSC05/ses-func05/func': (
        'sub-MSC05_ses-func05_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC05_ses-func05_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC05_ses-func05_task-memoryscenes_bold.nii.gz '
        'sub-MSC05_ses-func05_task-motor_run-01_bold.nii.gz sub-MSC05_ses-func05_task-rest_bold.nii.gz'
    ),
    'sub-MSC05/ses-func06/func': (
        'sub-MSC05_ses-func06_task-memoryscenes_bold.nii.gz sub-MSC05_ses-func06_task-memorywords_bold.nii.gz '
        'sub-MSC05_ses-func06_task-rest_bold.nii.gz'
    ),
    'sub-MSC05/ses-func08/func': (
        'sub-MSC05_ses-func08_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC05_ses-func08_task-memoryfaces_bold.nii.gz sub-MSC05_ses-func08_task-rest_bold.nii.gz'
    ),
    'sub-MSC05/ses-func09/func': (
        'sub-MSC05_ses-func09_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC05_ses-func09_task-memoryfaces_bold.nii.gz sub-MSC05_ses-func09_task-memoryscenes_bold.nii.gz '
        'sub-MSC05_ses-func09_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC06/ses-func01/func': (
        'sub-MSC06_ses-func01_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC06_ses-func01_task-memoryscenes_bold.nii.gz '
        'sub-MSC06_ses-func01_task-motor_run-01_bold.nii.gz '
        'sub-MSC06_ses-func01_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC06/ses-func04/func': (
        'sub-MSC06_ses-func04_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC06_ses-func04_task-memoryscenes_bold.nii.gz sub-MSC06_ses-func04_task-memorywords_bold.nii.gz '
        'sub-MSC06_ses-func04_task-motor_run-01_bold.nii.gz '
        'sub-MSC06_ses-func04_task-motor_run-02_bold.nii.gz sub-MSC06_ses-func04_task-rest_bold.nii.gz'
    ),
    'sub-MSC06/ses-func05/func': (
        'sub-MSC06_ses-func05_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC06_ses-func05_task-memoryfaces_bold.nii.gz sub-MSC06_ses-func05_task-motor_run-02_bold.nii.gz '
        'sub-MSC06_ses-func05_task-rest_bold.nii.gz'
    ),
    'sub-MSC06/ses-func06/func': (
        'sub-MSC06_ses-func06_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC06_ses-func06_task-memoryfaces_bold.nii.gz sub-MSC06_ses-func06_task-memoryscenes_bold.nii.gz '
        'sub-MSC06_ses-func06_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC06/ses-func07/func': (
        'sub-MSC06_ses-func07_task-memoryscenes_bold.nii.gz sub-MSC06_ses-func07_task-memorywords_bold.nii.gz '
        'sub-MSC06_ses-func07_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC06/ses-func10/func': (
        'sub-MSC06_ses-func10_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC06_ses-func10_task-memoryscenes_bold.nii.gz sub-MSC06_ses-func10_task-memorywords_bold.nii.gz '
        'sub-MSC06_ses-func10_task-motor_run-01_bold.nii.gz '
        'sub-MSC06_ses-func10_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC07/ses-func02/func': (
        'sub-MSC07_ses-func02_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC07_ses-func02_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC07_ses-func02_task-memoryfaces_bold.nii.gz sub-MSC07_ses-func02_task-memoryscenes_bold.nii.gz '
        'sub-MSC07_ses-func02_task-rest_bold.nii.gz'
    ),
    'sub-MSC07/ses-func03/func': (
        'sub-MSC07_ses-func03_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC07_ses-func03_task-memoryscenes_bold.nii.gz sub-MSC07_ses-func03_task-memorywords_bold.nii.gz '
        'sub-MSC07_ses-func03_task-motor_run-01_bold.nii.gz '
        'sub-MSC07_ses-func03_task-motor_run-02_bold.nii.gz sub-MSC07_ses-func03_task-rest_bold.nii.gz'
    ),
    'sub-MSC07/ses-func05/func': (
        'sub-MSC07_ses-func05_task-memoryfaces_bold.nii.gz sub-MSC07_ses-func05_task-motor_run-02_bold.nii.gz '
        'sub-MSC07_ses-func05_task-rest_bold.nii.gz'
    ),
    'sub-MSC07/ses-func06/func': (
        'sub-MSC07_ses-func06_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC07_ses-func06_task-motor_run-01_bold.nii.gz sub-MSC07_ses-func06_task-rest_bold.nii.gz'
    ),
    'sub-MSC07/ses-func07/func': (
        'sub-MSC07_ses-func07_task-memoryscenes_bold.nii.gz sub-MSC07_ses-func07_task-memorywords_bold.nii.gz '
        'sub-MSC07_ses-func07_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC07/ses-func08/func': (
        'sub-MSC07_ses-func08_task-memoryfaces_bold.nii.gz sub-MSC07_ses-func08_task-memoryscenes_bold.nii.gz '
        'sub-MSC07_ses-func08_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC07/ses-func09/func': (
        'sub-MSC07_ses-func09_task-memoryfaces_bold.nii.gz sub-MSC07_ses-func09_task-memoryscenes_bold.nii.gz '
        'sub-MSC07_ses-func09_task-memorywords_bold.nii.gz sub-MSC07_ses-func09_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC07/ses-func10/func': (
        'sub-MSC07_ses-func10_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC07_ses-func10_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC07_ses-func10_task-motor_run-01_bold.nii.gz '
        'sub-MSC07_ses-func10_task-motor_run-02_bold.nii.gz sub-MSC07_ses-func10_task-rest_bold.nii.gz'
    ),
    'sub-MSC08/ses-func02/func': (
        'sub-MSC08_ses-func02_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC08_ses-func02_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC08_ses-func02_task-memoryscenes_bold.nii.gz '
        'sub-MSC08_ses-func02_task-motor_run-02_bold.nii.gz sub-MSC08_ses-func02_task-rest_bold.nii.gz'
    ),
    'sub-MSC08/ses-func03/func': (
        'sub-MSC08_ses-func03_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC08_ses-func03_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC08_ses-func03_task-memoryfaces_bold.nii.gz sub-MSC08_ses-func03_task-memoryscenes_bold.nii.gz '
        'sub-MSC08_ses-func03_task-rest_bold.nii.gz'
    ),
    'sub-MSC08/ses-func05/func': (
        'sub-MSC08_ses-func05_task-memoryscenes_bold.nii.gz sub-MSC08_ses-func05_task-memorywords_bold.nii.gz '
        'sub-MSC08_ses-func05_task-motor_run-02_bold.nii.gz sub-MSC08_ses-func05_task-rest_bold.nii.gz'
    ),
    'sub-MSC08/ses-func06/func': (
        'sub-MSC08_ses-func06_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC08_ses-func06_task-memorywords_bold.nii.gz sub-MSC08_ses-func06_task-motor_run-01_bold.nii.gz '
        'sub-MSC08_ses-func06_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC08/ses-func07/func': (
        'sub-MSC08_ses-func07_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC08_ses-func07_task-memorywords_bold.nii.gz sub-MSC08_ses-func07_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC08/ses-func09/func': (
        'sub-MSC08_ses-func09_task-memoryfaces_bold.nii.gz sub-MSC08_ses-func09_task-memoryscenes_bold.nii.gz '
        'sub-MSC08_ses-func09_task-rest_bold.nii.gz'
    ),
    'sub-MSC09/ses-func01/func': (
        'sub-MSC09_ses-func01_task-memoryfaces_bold.nii.gz sub-MSC09_ses-func01_task-memoryscenes_bold.nii.gz '
        'sub-MSC09_ses-func01_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC09/ses-func03/func': (
        'sub-MSC09_ses-func03_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC09_ses-func03_task-memorywords_bold.nii.gz sub-MSC09_ses-func03_task-rest_bold.nii.gz'
    ),
    'sub-MSC09/ses-func04/func': (
        'sub-MSC09_ses-func04_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC09_ses-func04_task-memoryfaces_bold.nii.gz sub-MSC09_ses-func04_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC09/ses-func06/func': (
        'sub-MSC09_ses-func06_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC09_ses-func06_task-memoryfaces_bold.nii.gz sub-MSC09_ses-func06_task-motor_run-02_bold.nii.gz '
        'sub-MSC09_ses-func06_task-rest_bold.nii.gz'
    ),
    'sub-MSC09/ses-func07/func': (
        'sub-MSC09_ses-func07_task-memoryscenes_bold.nii.gz sub-MSC09_ses-func07_task-memorywords_bold.nii.gz '
        'sub-MSC09_ses-func07_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC09/ses-func09/func': (
        'sub-MSC09_ses-func09_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC09_ses-func09_task-memoryfaces_bold.nii.gz sub-MSC09_ses-func09_task-memorywords_bold.nii.gz '
        'sub-MSC09_ses-func09_task-motor_run-01_bold.nii.gz'
    ),
    'sub-MSC09/ses-func10/func': (
        'sub-MSC09_ses-func10_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC09_ses-func10_task-memorywords_bold.nii.gz sub-MSC09_ses-func10_task-rest_bold.nii.gz'
    ),
    'sub-MSC10/ses-func05/func': (
        'sub-MSC10_ses-func05_task-memorywords_bold.nii.gz sub-MSC10_ses-func05_task-motor_run-01_bold.nii.gz '
        'sub-MSC10_ses-func05_task-motor_run-02_bold.nii.gz sub-MSC10_ses-func05_task-rest_bold.nii.gz'
    ),
    'sub-MSC10/ses-func07/func': (
        'sub-MSC10_ses-func07_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC10_ses-func07_task-memoryfaces_bold.nii.gz sub-MSC10_ses-func07_task-memoryscenes_bold.nii.gz '
        'sub-MSC10_ses-func07_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC10/ses-func08/func': (
        'sub-MSC10_ses-func08_task-memoryscenes_bold.nii.gz '
        'sub-MSC10_ses-func08_task-motor_run-02_bold.nii.gz sub-MSC10_ses-func08_task-rest_bold.nii.gz'
    ),
    'sub-MSC10/ses-func09/func': (
        'sub-MSC10_ses-func09_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC10_ses-func09_task-memoryscenes_bold.nii.gz sub-MSC10_ses-func09_task-memorywords_bold.nii.gz'
    ),
    'sub-MSC10/ses-func10/func': (
        'sub-MSC10_ses-func10_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC10_ses-func10_task-memoryscenes_bold.nii.gz '
        'sub-MSC10_ses-func10_task-motor_run-02_bold.nii.gz'
    ),
}


MSC_BOLD_OTHER = {
    '': (
        '.bidsignore .gitattributes CHANGES README T1w.json T1w_group.html T2w.json T2w_group.html '
        'acq-coronal_veno.json acq-sagittal_veno.json angio.json bold_group.html dataset_description.json '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/164k_fs_LR2native.R.deform_map '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/MSC01.L.very_inflated.164k_fs_LR.surf.gii '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/Native/MSC01.L.sphere.native.surf.gii '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/Ribbon/ribbon_333.nii.gz '
        'derivatives/surface_pipeline/sub-MSC01/processed_restingstate_timecourses/ses-func06/cifti/sub-MSC01_ses-func06_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func08/sub-MSC01_ses-func08_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func09/sub-MSC01_ses-func09_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach/MSC02.L.BA.164k_fs_LR.label.gii '
        'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach/Native/MSC02.R.sphere.reg.reg_LR.native.surf.gii '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func04/sub-MSC02_ses-func04_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func08/sub-MSC02_ses-func08_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func01/sub-MSC02_ses-func01_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func01/sub-MSC02_ses-func01_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func07/sub-MSC02_ses-func07_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func08/sub-MSC02_ses-func08_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func08/sub-MSC02_ses-func08_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/MSC03/processed_task_timecourses/ses-func03/sub-MSC03_ses-func03_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/MSC03.R.midthickness.164k_fs_LR.surf.gii '
        'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/fsaverage_LR32k/MSC03.R.ArealDistortion.32k_fs_LR.shape.gii '
        'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/fsaverage_LR32k/MSC03.R.white.32k_fs_LR.surf.gii '
        'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/wmparc.4dfp.ifh '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func01/sub-MSC03_ses-func01_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func02/sub-MSC03_ses-func02_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func02/sub-MSC03_ses-func02_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func02/sub-MSC03_ses-func02_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func04/sub-MSC03_ses-func04_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func07/sub-MSC03_ses-func07_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func08/sub-MSC03_ses-func08_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach/wmparc_111_t88.4dfp.ifh '
        'derivatives/surface_pipeline/sub-MSC04/processed_restingstate_timecourses/ses-func05/cifti/sub-MSC04_ses-func05_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/processed_task_timecourses/ses-func05/sub-MSC04_ses-func05_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/processed_task_timecourses/ses-func09/sub-MSC04_ses-func09_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/processed_task_timecourses/ses-func10/sub-MSC04_ses-func10_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func03/sub-MSC04_ses-func03_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func03/sub-MSC04_ses-func03_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func04/sub-MSC04_ses-func04_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func06/sub-MSC04_ses-func06_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func09/sub-MSC04_ses-func09_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach/Native/MSC05.R.native.topo.gii '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func02/sub-MSC05_ses-func02_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func09/sub-MSC05_ses-func09_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func03/sub-MSC05_ses-func03_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func09/sub-MSC05_ses-func09_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/MSC06.R.white.164k_fs_LR.coord.gii '
        'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/fsaverage_LR32k/MSC06.L.ArealDistortion.32k_fs_LR.shape.gii '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func07/sub-MSC06_ses-func07_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func01/sub-MSC06_ses-func01_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func01/sub-MSC06_ses-func01_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func07/sub-MSC06_ses-func07_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/MSC07.L.very_inflated.164k_fs_LR.coord.gii '
        'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/fsaverage_LR32k/MSC07.L.pial.32k_fs_LR.surf.gii '
        'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/fsaverage_LR32k/MSC07.L.sulc.32k_fs_LR.shape.gii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func02/sub-MSC07_ses-func02_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func10/sub-MSC07_ses-func10_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func01/sub-MSC08_ses-func01_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func01/sub-MSC08_ses-func01_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func02/sub-MSC08_ses-func02_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func05/sub-MSC08_ses-func05_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func06/sub-MSC08_ses-func06_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/fsaverage_LR32k/MSC09.L.aparc.a2009s.32k_fs_LR.label.gii '
        'derivatives/surface_pipeline/sub-MSC09/processed_restingstate_timecourses/ses-func03/cifti/sub-MSC09_ses-func03_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func09/sub-MSC09_ses-func09_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func02/sub-MSC09_ses-func02_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func09/sub-MSC09_ses-func09_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func10/sub-MSC09_ses-func10_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/MSC10.L.ArealDistortion.164k_fs_LR.shape.gii '
        'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/MSC10_mpr1T_debias_to_TRIO_Y_NDC.mat '
        'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/Native/MSC10.R.aparc.native.label.gii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func02/sub-MSC10_ses-func02_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func02/sub-MSC10_ses-func02_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func05/sub-MSC10_ses-func05_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func08/sub-MSC10_ses-func08_task-memoryfaces_bold.dtseries.nii '
        'derivatives/volume_pipeline/sub-MSC02/processed_restingstate_timecourses/ses-func05/talaraich/sub-MSC02_ses-func05_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC04/processed_restingstate_timecourses/ses-func06/talaraich/sub-MSC04_ses-func06_task-rest_bold_talaraich_tmask.txt '
        'derivatives/volume_pipeline/sub-MSC08/processed_restingstate_timecourses/ses-func01/talaraich/sub-MSC08_ses-func01_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC08/processed_restingstate_timecourses/ses-func03/talaraich/sub-MSC08_ses-func03_task-rest_bold_talaraich.nii.gz '
        'magnitude1.json magnitude2.json participants.json participants.tsv phasediff.json '
        'sub-MSC01/ses-func01/fmap/sub-MSC01_ses-func01_phasediff.nii.gz '
        'sub-MSC01/ses-func01/func/sub-MSC01_ses-func01_task-glasslexical_run-02_events.tsv '
        'sub-MSC01/ses-func01/func/sub-MSC01_ses-func01_task-motor_run-02_events.tsv '
        'sub-MSC01/ses-func02/func/sub-MSC01_ses-func02_task-glasslexical_run-01_events.tsv '
        'sub-MSC01/ses-func02/func/sub-MSC01_ses-func02_task-motor_run-02_events.tsv '
        'sub-MSC01/ses-func02/sub-MSC01_ses-func02_scans.tsv '
        'sub-MSC01/ses-func04/fmap/sub-MSC01_ses-func04_phasediff.nii.gz '
        'sub-MSC01/ses-func04/func/sub-MSC01_ses-func04_task-glasslexical_run-02_events.tsv '
        'sub-MSC01/ses-func04/sub-MSC01_ses-func04_scans.tsv '
        'sub-MSC01/ses-func05/func/sub-MSC01_ses-func05_task-glasslexical_run-02_events.tsv '
        'sub-MSC01/ses-func06/func/sub-MSC01_ses-func06_task-glasslexical_run-02_events.tsv '
        'sub-MSC01/ses-func07/fmap/sub-MSC01_ses-func07_phasediff.nii.gz '
        'sub-MSC01/ses-func07/func/sub-MSC01_ses-func07_task-memoryfaces_events.tsv '
        'sub-MSC01/ses-func07/func/sub-MSC01_ses-func07_task-motor_run-02_events.tsv '
        'sub-MSC01/ses-func07/sub-MSC01_ses-func07_scans.tsv '
        'sub-MSC01/ses-func08/func/sub-MSC01_ses-func08_task-glasslexical_run-01_events.tsv '
        'sub-MSC01/ses-func08/func/sub-MSC01_ses-func08_task-memoryscenes_events.tsv '
        'sub-MSC01/ses-func09/sub-MSC01_ses-func09_scans.tsv '
        'sub-MSC01/ses-func10/func/sub-MSC01_ses-func10_task-memoryfaces_events.tsv '
        'sub-MSC01/ses-func10/func/sub-MSC01_ses-func10_task-memorywords_events.tsv '
        'sub-MSC01/ses-struct01/anat/sub-MSC01_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC02/ses-func01/fmap/sub-MSC02_ses-func01_magnitude1.nii.gz '
        'sub-MSC02/ses-func01/fmap/sub-MSC02_ses-func01_phasediff.nii.gz '
        'sub-MSC02/ses-func01/func/sub-MSC02_ses-func01_task-motor_run-01_events.tsv '
        'sub-MSC02/ses-func05/func/sub-MSC02_ses-func05_task-motor_run-01_events.tsv '
        'sub-MSC02/ses-func06/func/sub-MSC02_ses-func06_task-glasslexical_run-01_events.tsv '
        'sub-MSC02/ses-func06/func/sub-MSC02_ses-func06_task-memoryscenes_events.tsv '
        'sub-MSC02/ses-func07/func/sub-MSC02_ses-func07_task-motor_run-01_events.tsv '
        'sub-MSC02/ses-func08/sub-MSC02_ses-func08_scans.tsv '
        'sub-MSC02/ses-func09/sub-MSC02_ses-func09_scans.tsv '
        'sub-MSC02/ses-func10/func/sub-MSC02_ses-func10_task-glasslexical_run-02_events.tsv '
        'sub-MSC02/ses-func10/sub-MSC02_ses-func10_scans.tsv '
        'sub-MSC02/ses-struct01/anat/sub-MSC02_ses-struct01_run-02_angio.nii.gz '
        'sub-MSC02/ses-struct01/sub-MSC02_ses-struct01_scans.tsv '
        'sub-MSC02/ses-struct02/anat/sub-MSC02_ses-struct02_run-02_angio.nii.gz '
        'sub-MSC02/ses-struct02/anat/sub-MSC02_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC02/ses-struct03/anat/sub-MSC02_ses-struct03_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC03/ses-func01/fmap/sub-MSC03_ses-func01_magnitude1.nii.gz '
        'sub-MSC03/ses-func01/fmap/sub-MSC03_ses-func01_phasediff.nii.gz '
        'sub-MSC03/ses-func01/func/sub-MSC03_ses-func01_task-glasslexical_run-02_events.tsv '
        'sub-MSC03/ses-func01/func/sub-MSC03_ses-func01_task-memoryfaces_events.tsv '
        'sub-MSC03/ses-func02/fmap/sub-MSC03_ses-func02_magnitude1.nii.gz '
        'sub-MSC03/ses-func02/fmap/sub-MSC03_ses-func02_magnitude2.nii.gz '
        'sub-MSC03/ses-func02/func/sub-MSC03_ses-func02_task-glasslexical_run-01_events.tsv '
        'sub-MSC03/ses-func02/sub-MSC03_ses-func02_scans.tsv '
        'sub-MSC03/ses-func03/fmap/sub-MSC03_ses-func03_magnitude2.nii.gz '
        'sub-MSC03/ses-func04/fmap/sub-MSC03_ses-func04_magnitude1.nii.gz '
        'sub-MSC03/ses-func04/fmap/sub-MSC03_ses-func04_phasediff.nii.gz '
        'sub-MSC03/ses-func04/func/sub-MSC03_ses-func04_task-motor_run-01_events.tsv '
        'sub-MSC03/ses-func05/fmap/sub-MSC03_ses-func05_phasediff.nii.gz '
        'sub-MSC03/ses-func05/func/sub-MSC03_ses-func05_task-glasslexical_run-02_events.tsv '
        'sub-MSC03/ses-func05/func/sub-MSC03_ses-func05_task-memorywords_events.tsv '
        'sub-MSC03/ses-func06/func/sub-MSC03_ses-func06_task-memorywords_events.tsv '
        'sub-MSC03/ses-func07/fmap/sub-MSC03_ses-func07_phasediff.nii.gz '
        'sub-MSC03/ses-func10/fmap/sub-MSC03_ses-func10_phasediff.nii.gz '
        'sub-MSC03/ses-struct01/anat/sub-MSC03_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC03/ses-struct01/anat/sub-MSC03_ses-struct01_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC03/ses-struct02/anat/sub-MSC03_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC03/ses-struct02/sub-MSC03_ses-struct02_scans.tsv '
        'sub-MSC04/ses-func01/fmap/sub-MSC04_ses-func01_magnitude2.nii.gz '
        'sub-MSC04/ses-func02/func/sub-MSC04_ses-func02_task-glasslexical_run-01_events.tsv '
        'sub-MSC04/ses-func04/func/sub-MSC04_ses-func04_task-glasslexical_run-02_events.tsv '
        'sub-MSC04/ses-func04/func/sub-MSC04_ses-func04_task-memoryscenes_events.tsv '
        'sub-MSC04/ses-func05/fmap/sub-MSC04_ses-func05_magnitude2.nii.gz '
        'sub-MSC04/ses-func06/func/sub-MSC04_ses-func06_task-glasslexical_run-01_events.tsv '
        'sub-MSC04/ses-func07/func/sub-MSC04_ses-func07_task-glasslexical_run-02_events.tsv '
        'sub-MSC04/ses-func07/func/sub-MSC04_ses-func07_task-motor_run-02_events.tsv '
        'sub-MSC04/ses-func08/fmap/sub-MSC04_ses-func08_phasediff.nii.gz '
        'sub-MSC04/ses-func08/sub-MSC04_ses-func08_scans.tsv '
        'sub-MSC04/ses-func10/fmap/sub-MSC04_ses-func10_magnitude1.nii.gz '
        'sub-MSC04/ses-func10/func/sub-MSC04_ses-func10_task-glasslexical_run-01_events.tsv '
        'sub-MSC04/ses-func10/func/sub-MSC04_ses-func10_task-memorywords_events.tsv '
        'sub-MSC04/ses-struct01/anat/sub-MSC04_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC04/ses-struct01/anat/sub-MSC04_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC05/ses-func02/func/sub-MSC05_ses-func02_task-motor_run-01_events.tsv '
        'sub-MSC05/ses-func03/func/sub-MSC05_ses-func03_task-memoryfaces_events.tsv '
        'sub-MSC05/ses-func04/fmap/sub-MSC05_ses-func04_magnitude1.nii.gz '
        'sub-MSC05/ses-func04/func/sub-MSC05_ses-func04_task-memoryscenes_events.tsv '
        'sub-MSC05/ses-func04/func/sub-MSC05_ses-func04_task-motor_run-02_events.tsv '
        'sub-MSC05/ses-func05/fmap/sub-MSC05_ses-func05_magnitude2.nii.gz '
        'sub-MSC05/ses-func05/func/sub-MSC05_ses-func05_task-glasslexical_run-01_events.tsv '
        'sub-MSC05/ses-func06/sub-MSC05_ses-func06_scans.tsv '
        'sub-MSC05/ses-func08/fmap/sub-MSC05_ses-func08_phasediff.nii.gz '
        'sub-MSC05/ses-func08/func/sub-MSC05_ses-func08_task-glasslexical_run-01_events.tsv '
        'sub-MSC05/ses-func08/func/sub-MSC05_ses-func08_task-memoryscenes_events.tsv '
        'sub-MSC05/ses-func10/func/sub-MSC05_ses-func10_task-glasslexical_run-01_events.tsv '
        'sub-MSC05/ses-func10/func/sub-MSC05_ses-func10_task-memoryscenes_events.tsv '
        'sub-MSC05/ses-struct01/anat/sub-MSC05_ses-struct01_run-01_T2w.nii.gz '
        'sub-MSC05/ses-struct01/anat/sub-MSC05_ses-struct01_run-02_angio.nii.gz '
        'sub-MSC06/ses-func02/func/sub-MSC06_ses-func02_task-glasslexical_run-02_events.tsv '
        'sub-MSC06/ses-func03/func/sub-MSC06_ses-func03_task-memorywords_events.tsv '
        'sub-MSC06/ses-func03/func/sub-MSC06_ses-func03_task-motor_run-02_events.tsv '
        'sub-MSC06/ses-func04/func/sub-MSC06_ses-func04_task-glasslexical_run-02_events.tsv '
        'sub-MSC06/ses-func04/func/sub-MSC06_ses-func04_task-memoryscenes_events.tsv '
        'sub-MSC06/ses-func05/func/sub-MSC06_ses-func05_task-motor_run-02_events.tsv '
        'sub-MSC06/ses-func07/fmap/sub-MSC06_ses-func07_magnitude1.nii.gz '
        'sub-MSC06/ses-func07/fmap/sub-MSC06_ses-func07_magnitude2.nii.gz '
        'sub-MSC06/ses-func07/func/sub-MSC06_ses-func07_task-memoryscenes_events.tsv '
        'sub-MSC06/ses-func08/func/sub-MSC06_ses-func08_task-memorywords_events.tsv '
        'sub-MSC06/ses-func10/func/sub-MSC06_ses-func10_task-motor_run-02_events.tsv '
        'sub-MSC07/ses-func02/fmap/sub-MSC07_ses-func02_magnitude2.nii.gz '
        'sub-MSC07/ses-func04/fmap/sub-MSC07_ses-func04_magnitude2.nii.gz '
        'sub-MSC07/ses-func04/func/sub-MSC07_ses-func04_task-memoryfaces_events.tsv '
        'sub-MSC07/ses-func05/fmap/sub-MSC07_ses-func05_magnitude2.nii.gz '
        'sub-MSC07/ses-func05/fmap/sub-MSC07_ses-func05_phasediff.nii.gz '
        'sub-MSC07/ses-func08/func/sub-MSC07_ses-func08_task-motor_run-02_events.tsv '
        'sub-MSC07/ses-func09/func/sub-MSC07_ses-func09_task-memorywords_events.tsv '
        'sub-MSC07/ses-func09/func/sub-MSC07_ses-func09_task-motor_run-02_events.tsv '
        'sub-MSC07/ses-func10/fmap/sub-MSC07_ses-func10_magnitude2.nii.gz '
        'sub-MSC07/ses-struct01/anat/sub-MSC07_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC07/ses-struct01/anat/sub-MSC07_ses-struct01_run-01_T2w.nii.gz '
        'sub-MSC08/ses-func02/fmap/sub-MSC08_ses-func02_magnitude1.nii.gz '
        'sub-MSC08/ses-func02/fmap/sub-MSC08_ses-func02_magnitude2.nii.gz '
        'sub-MSC08/ses-func02/func/sub-MSC08_ses-func02_task-memorywords_events.tsv '
        'sub-MSC08/ses-func03/fmap/sub-MSC08_ses-func03_magnitude2.nii.gz '
        'sub-MSC08/ses-func05/fmap/sub-MSC08_ses-func05_phasediff.nii.gz '
        'sub-MSC08/ses-func05/func/sub-MSC08_ses-func05_task-motor_run-02_events.tsv '
        'sub-MSC08/ses-func07/func/sub-MSC08_ses-func07_task-glasslexical_run-01_events.tsv '
        'sub-MSC08/ses-func08/fmap/sub-MSC08_ses-func08_magnitude1.nii.gz '
        'sub-MSC08/ses-func08/fmap/sub-MSC08_ses-func08_magnitude2.nii.gz '
        'sub-MSC08/ses-func08/func/sub-MSC08_ses-func08_task-memoryscenes_events.tsv '
        'sub-MSC08/ses-func09/fmap/sub-MSC08_ses-func09_magnitude2.nii.gz '
        'sub-MSC08/ses-func09/func/sub-MSC08_ses-func09_task-glasslexical_run-01_events.tsv '
        'sub-MSC08/ses-func09/func/sub-MSC08_ses-func09_task-glasslexical_run-02_events.tsv '
        'sub-MSC08/ses-func10/func/sub-MSC08_ses-func10_task-motor_run-01_events.tsv '
        'sub-MSC08/ses-struct02/anat/sub-MSC08_ses-struct02_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC09/ses-func03/func/sub-MSC09_ses-func03_task-glasslexical_run-02_events.tsv '
        'sub-MSC09/ses-func04/fmap/sub-MSC09_ses-func04_magnitude2.nii.gz '
        'sub-MSC09/ses-func04/func/sub-MSC09_ses-func04_task-memoryscenes_events.tsv '
        'sub-MSC09/ses-func05/fmap/sub-MSC09_ses-func05_magnitude2.nii.gz '
        'sub-MSC09/ses-func05/func/sub-MSC09_ses-func05_task-glasslexical_run-02_events.tsv '
        'sub-MSC09/ses-func05/func/sub-MSC09_ses-func05_task-memorywords_events.tsv '
        'sub-MSC09/ses-func06/func/sub-MSC09_ses-func06_task-motor_run-01_events.tsv '
        'sub-MSC09/ses-func07/fmap/sub-MSC09_ses-func07_phasediff.nii.gz '
        'sub-MSC09/ses-func07/func/sub-MSC09_ses-func07_task-memorywords_events.tsv '
        'sub-MSC09/ses-func08/func/sub-MSC09_ses-func08_task-memoryfaces_events.tsv '
        'sub-MSC09/ses-func09/func/sub-MSC09_ses-func09_task-glasslexical_run-02_events.tsv '
        'sub-MSC09/ses-func09/sub-MSC09_ses-func09_scans.tsv '
        'sub-MSC10/ses-func01/func/sub-MSC10_ses-func01_task-memoryfaces_events.tsv '
        'sub-MSC10/ses-func02/func/sub-MSC10_ses-func02_task-motor_run-01_events.tsv '
        'sub-MSC10/ses-func03/fmap/sub-MSC10_ses-func03_magnitude2.nii.gz '
        'sub-MSC10/ses-func03/func/sub-MSC10_ses-func03_task-memoryscenes_events.tsv '
        'sub-MSC10/ses-func04/func/sub-MSC10_ses-func04_task-motor_run-02_events.tsv '
        'sub-MSC10/ses-func05/fmap/sub-MSC10_ses-func05_magnitude2.nii.gz '
        'sub-MSC10/ses-func06/fmap/sub-MSC10_ses-func06_magnitude1.nii.gz '
        'sub-MSC10/ses-func06/sub-MSC10_ses-func06_scans.tsv '
        'sub-MSC10/ses-func08/fmap/sub-MSC10_ses-func08_magnitude2.nii.gz '
        'sub-MSC10/ses-func08/func/sub-MSC10_ses-func08_task-glasslexical_run-02_events.tsv '
        'sub-MSC10/ses-func08/func/sub-MSC10_ses-func08_task-memoryscenes_events.tsv '
        'sub-MSC10/ses-func09/func/sub-MSC10_ses-func09_task-memoryfaces_events.tsv '
        'sub-MSC10/ses-func10/fmap/sub-MSC10_ses-func10_magnitude2.nii.gz '
        'sub-MSC10/ses-struct01/anat/sub-MSC10_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC10/ses-struct01/anat/sub-MSC10_ses-struct01_acq-sagittal_run-02_veno.nii.gz '
        'sub-MSC10/ses-struct02/anat/sub-MSC10_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC10/ses-struct02/anat/sub-MSC10_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'task-glasslexical_bold.json task-memoryfaces_bold.json task-memoryscenes_bold.json '
        'task-memorywords_bold.json task-motor_bold.json task-rest_bold.json'
    ),
    'derivatives/mriqc/derivatives': (
        'sub-MSC01_ses-func07_task-rest_bold.json sub-MSC02_ses-func03_task-memorywords_bold.json '
        'sub-MSC03_ses-func09_task-glasslexical_run-01_bold.json '
        'sub-MSC04_ses-func03_task-memoryscenes_bold.json sub-MSC04_ses-func03_task-rest_bold.json '
        'sub-MSC04_ses-func04_task-memorywords_bold.json sub-MSC06_ses-func03_task-motor_run-02_bold.json '
        'sub-MSC06_ses-func03_task-rest_bold.json sub-MSC06_ses-func07_task-glasslexical_run-01_bold.json '
        'sub-MSC07_ses-func01_task-motor_run-02_bold.json sub-MSC07_ses-func06_task-memoryfaces_bold.json '
        'sub-MSC07_ses-func06_task-motor_run-01_bold.json sub-MSC08_ses-func04_task-memoryscenes_bold.json '
        'sub-MSC09_ses-func01_task-glasslexical_run-02_bold.json sub-MSC09_ses-struct01_run-01_T2w.json '
        'sub-MSC10_ses-struct02_run-02_T1w.json'
    ),
    'derivatives/mriqc/reports': (
        'sub-MSC01_ses-func01_task-motor_run-02_bold.html sub-MSC01_ses-struct01_run-01_T1w.html '
        'sub-MSC03_ses-func04_task-memoryfaces_bold.html sub-MSC04_ses-func05_task-memorywords_bold.html '
        'sub-MSC04_ses-struct01_run-02_T2w.html sub-MSC04_ses-struct02_run-01_T1w.html '
        'sub-MSC05_ses-func01_task-motor_run-02_bold.html sub-MSC06_ses-func09_task-memoryscenes_bold.html '
        'sub-MSC07_ses-func01_task-glasslexical_run-01_bold.html '
        'sub-MSC07_ses-func01_task-motor_run-02_bold.html '
        'sub-MSC07_ses-func09_task-glasslexical_run-01_bold.html '
        'sub-MSC07_ses-func10_task-memoryscenes_bold.html sub-MSC07_ses-func10_task-motor_run-02_bold.html '
        'sub-MSC08_ses-func01_task-motor_run-01_bold.html sub-MSC08_ses-func01_task-rest_bold.html '
        'sub-MSC08_ses-func04_task-motor_run-02_bold.html '
        'sub-MSC08_ses-func09_task-glasslexical_run-02_bold.html '
        'sub-MSC10_ses-func05_task-memorywords_bold.html sub-MSC10_ses-struct02_run-01_T1w.html'
    ),
    'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func10': (
        'sub-MSC02_ses-func10_task-glasslexical_run-01_events.tsv '
        'sub-MSC02_ses-func10_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC02_ses-func10_task-motor_run-01_events.tsv'
    ),
    'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach/Native': (
        'MSC08.L.sphere.reg.reg_LR.native.coord.gii MSC08.R.sphere.reg.native.surf.gii '
        'MSC08.R.white.native.coord.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func04': (
        'sub-MSC09_ses-func04_task-memorywords_bold.dtseries.nii '
        'sub-MSC09_ses-func04_task-memorywords_events.tsv sub-MSC09_ses-func04_task-motor_run-02_events.tsv'
    ),
    'sub-MSC01/ses-func03/func': (
        'sub-MSC01_ses-func03_task-glasslexical_run-01_events.tsv '
        'sub-MSC01_ses-func03_task-memoryfaces_events.tsv sub-MSC01_ses-func03_task-memoryscenes_events.tsv'
    ),
    'sub-MSC01/ses-func09/func': (
        'sub-MSC01_ses-func09_task-glasslexical_run-02_events.tsv '
        'sub-MSC01_ses-func09_task-memoryfaces_events.tsv sub-MSC01_ses-func09_task-memorywords_events.tsv '
        'sub-MSC01_ses-func09_task-motor_run-02_events.tsv'
    ),
    'sub-MSC01/ses-struct02/anat': (
        'sub-MSC01_ses-struct02_run-01_T2w.nii.gz sub-MSC01_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC01_ses-struct02_run-01_mod-T2w_defacemask.nii.gz'
    ),
    'sub-MSC02/ses-func03/fmap': (
        'sub-MSC02_ses-func03_magnitude1.nii.gz sub-MSC02_ses-func03_magnitude2.nii.gz '
        'sub-MSC02_ses-func03_phasediff.nii.gz'
    ),
    'sub-MSC02/ses-func08/func': (
        'sub-MSC02_ses-func08_task-glasslexical_run-01_events.tsv '
        'sub-MSC02_ses-func08_task-glasslexical_run-02_events.tsv '
        'sub-MSC02_ses-func08_task-memoryfaces_events.tsv'
    ),
    'sub-MSC02/ses-func11/func': (
        'sub-MSC02_ses-func11_task-glasslexical_run-01_events.tsv '
        'sub-MSC02_ses-func11_task-glasslexical_run-03_events.tsv '
        'sub-MSC02_ses-func11_task-memorywords_events.tsv'
    ),
    'sub-MSC03/ses-func03/func': (
        'sub-MSC03_ses-func03_task-glasslexical_run-01_events.tsv '
        'sub-MSC03_ses-func03_task-memoryfaces_events.tsv sub-MSC03_ses-func03_task-motor_run-02_events.tsv'
    ),
    'sub-MSC03/ses-func07/func': (
        'sub-MSC03_ses-func07_task-glasslexical_run-01_events.tsv '
        'sub-MSC03_ses-func07_task-glasslexical_run-02_events.tsv '
        'sub-MSC03_ses-func07_task-motor_run-02_events.tsv'
    ),
    'sub-MSC03/ses-func08/func': (
        'sub-MSC03_ses-func08_task-glasslexical_run-01_events.tsv '
        'sub-MSC03_ses-func08_task-glasslexical_run-02_events.tsv '
        'sub-MSC03_ses-func08_task-memorywords_events.tsv sub-MSC03_ses-func08_task-motor_run-02_events.tsv'
    ),
    'sub-MSC03/ses-func09/func': (
        'sub-MSC03_ses-func09_task-glasslexical_run-02_events.tsv '
        'sub-MSC03_ses-func09_task-motor_run-01_events.tsv sub-MSC03_ses-func09_task-motor_run-02_events.tsv'
    ),
    'sub-MSC03/ses-func10/func': (
        'sub-MSC03_ses-func10_task-glasslexical_run-01_events.tsv '
        'sub-MSC03_ses-func10_task-memoryfaces_events.tsv sub-MSC03_ses-func10_task-motor_run-02_events.tsv'
    ),
    'sub-MSC04/ses-func01/func': (
        'sub-MSC04_ses-func01_task-glasslexical_run-02_events.tsv '
        'sub-MSC04_ses-func01_task-memoryscenes_events.tsv sub-MSC04_ses-func01_task-memorywords_events.tsv '
        'sub-MSC04_ses-func01_task-motor_run-01_events.tsv sub-MSC04_ses-func01_task-motor_run-02_events.tsv'
    ),
    'sub-MSC04/ses-func03/func': (
        'sub-MSC04_ses-func03_task-memoryscenes_events.tsv sub-MSC04_ses-func03_task-memorywords_events.tsv '
        'sub-MSC04_ses-func03_task-motor_run-01_events.tsv'
    ),
    'sub-MSC04/ses-func08/func': (
        'sub-MSC04_ses-func08_task-glasslexical_run-01_events.tsv '
        'sub-MSC04_ses-func08_task-glasslexical_run-02_events.tsv '
        'sub-MSC04_ses-func08_task-motor_run-02_events.tsv'
    ),
    'sub-MSC04/ses-struct02/anat': (
        'sub-MSC04_ses-struct02_acq-sagittal_run-02_veno.nii.gz '
        'sub-MSC04_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC04_ses-struct02_run-02_mod-T2w_defacemask.nii.gz'
    ),
    'sub-MSC05/ses-func09/func': (
        'sub-MSC05_ses-func09_task-memoryfaces_events.tsv sub-MSC05_ses-func09_task-memorywords_events.tsv '
        'sub-MSC05_ses-func09_task-motor_run-02_events.tsv'
    ),
    'sub-MSC05/ses-struct02/anat': (
        'sub-MSC05_ses-struct02_acq-sagittal_run-01_veno.nii.gz sub-MSC05_ses-struct02_run-01_T2w.nii.gz '
        'sub-MSC05_ses-struct02_run-02_T2w.nii.gz'
    ),
    'sub-MSC06/ses-struct01/anat': (
        'sub-MSC06_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC06_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_run-01_T1w.nii.gz sub-MSC06_ses-struct01_run-02_T1w.nii.gz '
        'sub-MSC06_ses-struct01_run-02_mod-T2w_defacemask.nii.gz sub-MSC06_ses-struct01_run-03_T1w.nii.gz'
    ),
    'sub-MSC06/ses-struct02/anat': (
        'sub-MSC06_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC06_ses-struct02_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_run-02_T2w.nii.gz sub-MSC06_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_run-03_T2w.nii.gz sub-MSC06_ses-struct02_run-03_mod-T2w_defacemask.nii.gz'
    ),
    'sub-MSC07/ses-func01/func': (
        'sub-MSC07_ses-func01_task-glasslexical_run-01_events.tsv '
        'sub-MSC07_ses-func01_task-glasslexical_run-02_events.tsv '
        'sub-MSC07_ses-func01_task-memorywords_events.tsv'
    ),
    'sub-MSC07/ses-func03/func': (
        'sub-MSC07_ses-func03_task-memoryscenes_events.tsv sub-MSC07_ses-func03_task-memorywords_events.tsv '
        'sub-MSC07_ses-func03_task-motor_run-01_events.tsv'
    ),
    'sub-MSC07/ses-func05/func': (
        'sub-MSC07_ses-func05_task-glasslexical_run-02_events.tsv '
        'sub-MSC07_ses-func05_task-memorywords_events.tsv sub-MSC07_ses-func05_task-motor_run-01_events.tsv'
    ),
    'sub-MSC07/ses-func06/func': (
        'sub-MSC07_ses-func06_task-glasslexical_run-01_events.tsv '
        'sub-MSC07_ses-func06_task-memoryfaces_events.tsv sub-MSC07_ses-func06_task-memorywords_events.tsv '
        'sub-MSC07_ses-func06_task-motor_run-01_events.tsv'
    ),
    'sub-MSC07/ses-struct02/anat': (
        'sub-MSC07_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC07_ses-struct02_run-01_mod-T1w_defacemask.nii.gz sub-MSC07_ses-struct02_run-02_angio.nii.gz '
        'sub-MSC07_ses-struct02_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC08/ses-func01/func': (
        'sub-MSC08_ses-func01_task-glasslexical_run-01_events.tsv '
        'sub-MSC08_ses-func01_task-glasslexical_run-02_events.tsv '
        'sub-MSC08_ses-func01_task-memoryscenes_events.tsv sub-MSC08_ses-func01_task-motor_run-02_events.tsv'
    ),
    'sub-MSC08/ses-struct01/anat': (
        'sub-MSC08_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-02_mod-T1w_defacemask.nii.gz'
    ),
    'sub-MSC09/ses-struct01/anat': (
        'sub-MSC09_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC09_ses-struct01_run-01_T2w.nii.gz '
        'sub-MSC09_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC09_ses-struct01_run-02_mod-T2w_defacemask.nii.gz'
    ),
    'sub-MSC09/ses-struct02/anat': (
        'sub-MSC09_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC09_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_acq-coronal_run-02_veno.nii.gz sub-MSC09_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC09_ses-struct02_run-02_mod-T1w_defacemask.nii.gz'
    ),
    'sub-MSC10/ses-func10/func': (
        'sub-MSC10_ses-func10_task-glasslexical_run-02_events.tsv '
        'sub-MSC10_ses-func10_task-memorywords_events.tsv sub-MSC10_ses-func10_task-motor_run-01_events.tsv'
    ),
}


MSC_ANAT_KIND = {
    '': (
        'sub-MSC02/ses-struct03/anat/sub-MSC02_ses-struct03_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC02/ses-struct03/anat/sub-MSC02_ses-struct03_acq-sagittal_run-01_veno.nii.gz'
    ),
    'sub-MSC01/ses-struct01/anat': (
        'sub-MSC01_ses-struct01_run-01_T1w.nii.gz sub-MSC01_ses-struct01_run-01_T2w.nii.gz '
        'sub-MSC01_ses-struct01_run-01_angio.nii.gz sub-MSC01_ses-struct01_run-02_T1w.nii.gz '
        'sub-MSC01_ses-struct01_run-02_T2w.nii.gz sub-MSC01_ses-struct01_run-02_angio.nii.gz'
    ),
    'sub-MSC01/ses-struct02/anat': (
        'sub-MSC01_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC01_ses-struct02_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC01_ses-struct02_acq-coronal_run-03_veno.nii.gz '
        'sub-MSC01_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC01_ses-struct02_acq-sagittal_run-02_veno.nii.gz '
        'sub-MSC01_ses-struct02_acq-sagittal_run-03_veno.nii.gz '
        'sub-MSC01_ses-struct02_acq-sagittal_run-04_veno.nii.gz sub-MSC01_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC01_ses-struct02_run-01_T2w.nii.gz sub-MSC01_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC01_ses-struct02_run-02_T1w.nii.gz sub-MSC01_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC01_ses-struct02_run-02_angio.nii.gz'
    ),
    'sub-MSC02/ses-struct01/anat': (
        'sub-MSC02_ses-struct01_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC02_ses-struct01_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC02_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC02_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC02_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC02_ses-struct01_run-01_T2w.nii.gz sub-MSC02_ses-struct01_run-01_angio.nii.gz '
        'sub-MSC02_ses-struct01_run-02_T1w.nii.gz sub-MSC02_ses-struct01_run-02_T2w.nii.gz '
        'sub-MSC02_ses-struct01_run-02_angio.nii.gz'
    ),
    'sub-MSC02/ses-struct02/anat': (
        'sub-MSC02_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC02_ses-struct02_acq-coronal_run-02_veno.nii.gz sub-MSC02_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC02_ses-struct02_run-01_T2w.nii.gz sub-MSC02_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC02_ses-struct02_run-02_T1w.nii.gz sub-MSC02_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC02_ses-struct02_run-02_angio.nii.gz'
    ),
    'sub-MSC03/ses-struct01/anat': (
        'sub-MSC03_ses-struct01_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC03_ses-struct01_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC03_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC03_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC03_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC03_ses-struct01_run-01_T2w.nii.gz sub-MSC03_ses-struct01_run-01_angio.nii.gz '
        'sub-MSC03_ses-struct01_run-02_T1w.nii.gz sub-MSC03_ses-struct01_run-02_T2w.nii.gz '
        'sub-MSC03_ses-struct01_run-02_angio.nii.gz'
    ),
    'sub-MSC03/ses-struct02/anat': (
        'sub-MSC03_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC03_ses-struct02_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC03_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC03_ses-struct02_acq-sagittal_run-02_veno.nii.gz sub-MSC03_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC03_ses-struct02_run-01_T2w.nii.gz sub-MSC03_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC03_ses-struct02_run-02_T1w.nii.gz sub-MSC03_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC03_ses-struct02_run-02_angio.nii.gz'
    ),
    'sub-MSC04/ses-struct01/anat': (
        'sub-MSC04_ses-struct01_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC04_ses-struct01_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC04_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC04_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC04_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC04_ses-struct01_run-01_T2w.nii.gz sub-MSC04_ses-struct01_run-01_angio.nii.gz '
        'sub-MSC04_ses-struct01_run-02_T1w.nii.gz sub-MSC04_ses-struct01_run-02_T2w.nii.gz '
        'sub-MSC04_ses-struct01_run-02_angio.nii.gz'
    ),
    'sub-MSC04/ses-struct02/anat': (
        'sub-MSC04_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC04_ses-struct02_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC04_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC04_ses-struct02_acq-sagittal_run-02_veno.nii.gz sub-MSC04_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC04_ses-struct02_run-01_T2w.nii.gz sub-MSC04_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC04_ses-struct02_run-02_T1w.nii.gz sub-MSC04_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC04_ses-struct02_run-02_angio.nii.gz'
    ),
    'sub-MSC05/ses-struct01/anat': (
        'sub-MSC05_ses-struct01_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC05_ses-struct01_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC05_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC05_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC05_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC05_ses-struct01_run-01_T2w.nii.gz sub-MSC05_ses-struct01_run-01_angio.nii.gz '
        'sub-MSC05_ses-struct01_run-02_T1w.nii.gz sub-MSC05_ses-struct01_run-02_T2w.nii.gz '
        'sub-MSC05_ses-struct01_run-02_angio.nii.gz'
    ),
    'sub-MSC05/ses-struct02/anat': (
        'sub-MSC05_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC05_ses-struct02_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC05_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC05_ses-struct02_acq-sagittal_run-02_veno.nii.gz sub-MSC05_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC05_ses-struct02_run-01_T2w.nii.gz sub-MSC05_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC05_ses-struct02_run-02_T1w.nii.gz sub-MSC05_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC05_ses-struct02_run-02_angio.nii.gz'
    ),
    'sub-MSC06/ses-struct01/anat': (
        'sub-MSC06_ses-struct01_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC06_ses-struct01_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC06_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC06_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC06_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC06_ses-struct01_run-01_T2w.nii.gz sub-MSC06_ses-struct01_run-01_angio.nii.gz '
        'sub-MSC06_ses-struct01_run-02_T1w.nii.gz sub-MSC06_ses-struct01_run-02_T2w.nii.gz '
        'sub-MSC06_ses-struct01_run-02_angio.nii.gz sub-MSC06_ses-struct01_run-03_T1w.nii.gz '
        'sub-MSC06_ses-struct01_run-03_T2w.nii.gz'
    ),
    'sub-MSC06/ses-struct02/anat': (
        'sub-MSC06_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC06_ses-struct02_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC06_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC06_ses-struct02_acq-sagittal_run-02_veno.nii.gz sub-MSC06_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC06_ses-struct02_run-01_T2w.nii.gz sub-MSC06_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC06_ses-struct02_run-02_T1w.nii.gz sub-MSC06_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC06_ses-struct02_run-02_angio.nii.gz sub-MSC06_ses-struct02_run-03_T2w.nii.gz'
    ),
    'sub-MSC07/ses-struct01/anat': (
        'sub-MSC07_ses-struct01_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC07_ses-struct01_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC07_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC07_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC07_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC07_ses-struct01_run-01_T2w.nii.gz sub-MSC07_ses-struct01_run-01_angio.nii.gz '
        'sub-MSC07_ses-struct01_run-02_T1w.nii.gz sub-MSC07_ses-struct01_run-02_T2w.nii.gz '
        'sub-MSC07_ses-struct01_run-02_angio.nii.gz'
    ),
    'sub-MSC07/ses-struct02/anat': (
        'sub-MSC07_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC07_ses-struct02_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC07_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC07_ses-struct02_acq-sagittal_run-02_veno.nii.gz sub-MSC07_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC07_ses-struct02_run-01_T2w.nii.gz sub-MSC07_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC07_ses-struct02_run-02_T1w.nii.gz sub-MSC07_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC07_ses-struct02_run-02_angio.nii.gz'
    ),
    'sub-MSC08/ses-struct01/anat': (
        'sub-MSC08_ses-struct01_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC08_ses-struct01_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC08_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC08_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC08_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC08_ses-struct01_run-01_T2w.nii.gz sub-MSC08_ses-struct01_run-01_angio.nii.gz '
        'sub-MSC08_ses-struct01_run-02_T1w.nii.gz sub-MSC08_ses-struct01_run-02_T2w.nii.gz '
        'sub-MSC08_ses-struct01_run-02_angio.nii.gz sub-MSC08_ses-struct01_run-03_T1w.nii.gz'
    ),
    'sub-MSC08/ses-struct02/anat': (
        'sub-MSC08_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC08_ses-struct02_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC08_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC08_ses-struct02_acq-sagittal_run-02_veno.nii.gz sub-MSC08_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC08_ses-struct02_run-01_T2w.nii.gz sub-MSC08_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC08_ses-struct02_run-02_T1w.nii.gz sub-MSC08_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC08_ses-struct02_run-02_angio.nii.gz'
    ),
    'sub-MSC09/ses-struct01/anat': (
        'sub-MSC09_ses-struct01_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC09_ses-struct01_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC09_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC09_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC09_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC09_ses-struct01_run-01_T2w.nii.gz sub-MSC09_ses-struct01_run-01_angio.nii.gz '
        'sub-MSC09_ses-struct01_run-02_T1w.nii.gz sub-MSC09_ses-struct01_run-02_T2w.nii.gz '
        'sub-MSC09_ses-struct01_run-02_angio.nii.gz'
    ),
    'sub-MSC09/ses-struct02/anat': (
        'sub-MSC09_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC09_ses-struct02_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC09_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC09_ses-struct02_acq-sagittal_run-02_veno.nii.gz sub-MSC09_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC09_ses-struct02_run-01_T2w.nii.gz sub-MSC09_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC09_ses-struct02_run-02_T1w.nii.gz sub-MSC09_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC09_ses-struct02_run-02_angio.nii.gz'
    ),
    'sub-MSC10/ses-struct01/anat': (
        'sub-MSC10_ses-struct01_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC10_ses-struct01_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC10_ses-struct01_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC10_ses-struct01_acq-sagittal_run-02_veno.nii.gz sub-MSC10_ses-struct01_run-01_T1w.nii.gz '
        'sub-MSC10_ses-struct01_run-01_T2w.nii.gz sub-MSC10_ses-struct01_run-01_angio.nii.gz '
        'sub-MSC10_ses-struct01_run-02_T1w.nii.gz sub-MSC10_ses-struct01_run-02_T2w.nii.gz '
        'sub-MSC10_ses-struct01_run-02_angio.nii.gz'
    ),
    'sub-MSC10/ses-struct02/anat': (
        'sub-MSC10_ses-struct02_acq-coronal_run-01_veno.nii.gz '
        'sub-MSC10_ses-struct02_acq-coronal_run-02_veno.nii.gz '
        'sub-MSC10_ses-struct02_acq-sagittal_run-01_veno.nii.gz '
        'sub-MSC10_ses-struct02_acq-sagittal_run-02_veno.nii.gz sub-MSC10_ses-struct02_run-01_T1w.nii.gz '
        'sub-MSC10_ses-struct02_run-01_T2w.nii.gz sub-MSC10_ses-struct02_run-01_angio.nii.gz '
        'sub-MSC10_ses-struct02_run-02_T1w.nii.gz sub-MSC10_ses-struct02_run-02_T2w.nii.gz '
        'sub-MSC10_ses-struct02_run-02_angio.nii.gz'
    ),
}


MSC_ANAT_OTHER = {
    '': (
        '.bidsignore .gitattributes CHANGES README T1w.json T1w_group.html T2w.json T2w_group.html '
        'acq-coronal_veno.json acq-sagittal_veno.json angio.json bold_group.html dataset_description.json '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/Native/MSC01.R.native.c5.spec '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/fsaverage/MSC01.L.164k_fs_L.topo.gii '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/fsaverage_LR32k/MSC01.L.midthickness.32k_fs_LR.coord.gii '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func02/sub-MSC01_ses-func02_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func06/sub-MSC01_ses-func06_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func06/sub-MSC01_ses-func06_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func09/sub-MSC01_ses-func09_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach/fsaverage_LR32k/MSC02.R.aparc.32k_fs_LR.label.gii '
        'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach/fsaverage_LR32k/MSC02.R.inflated.32k_fs_LR.coord.gii '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func01/sub-MSC02_ses-func01_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func05/sub-MSC02_ses-func05_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func01/sub-MSC02_ses-func01_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func05/sub-MSC02_ses-func05_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func09/sub-MSC02_ses-func09_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/MSC03/processed_task_timecourses/ses-func02/sub-MSC03_ses-func02_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC03/processed_restingstate_timecourses/ses-func06/cifti/sub-MSC03_ses-func06_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/processed_restingstate_timecourses/ses-func10/cifti/sub-MSC03_ses-func10_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func04/sub-MSC03_ses-func04_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func05/sub-MSC03_ses-func05_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func07/sub-MSC03_ses-func07_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach/fsaverage_LR32k/MSC04.L.thickness.32k_fs_LR.shape.gii '
        'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach/fsaverage_LR32k/MSC04.R.white.32k_fs_LR.coord.gii '
        'derivatives/surface_pipeline/sub-MSC04/processed_restingstate_timecourses/ses-func09/cifti/sub-MSC04_ses-func09_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/task_contrasts_cifti/motor/sub-MSC04-motor_contrasts_32k_fsLR_smooth2.55.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func05/sub-MSC04_ses-func05_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func07/sub-MSC04_ses-func07_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func09/sub-MSC04_ses-func09_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func09/sub-MSC04_ses-func09_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/MSC05/processed_task_timecourses/ses-func10/sub-MSC05_ses-func10_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach/MSC05.L.aparc.a2009s.164k_fs_LR.label.gii '
        'derivatives/surface_pipeline/sub-MSC05/processed_restingstate_timecourses/ses-func05/cifti/sub-MSC05_ses-func05_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func02/sub-MSC05_ses-func02_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func09/sub-MSC05_ses-func09_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func03/sub-MSC05_ses-func03_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func05/sub-MSC05_ses-func05_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func06/sub-MSC05_ses-func06_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func08/sub-MSC05_ses-func08_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/MSC06/processed_task_timecourses/ses-func04/sub-MSC06_ses-func04_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/MSC06.L.pial.164k_fs_LR.surf.gii '
        'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/Native/MSC06.L.sphere.reg.reg_LR.native.coord.gii '
        'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/fsaverage_LR32k/MSC06.L.pial.32k_fs_LR.surf.gii '
        'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/fsaverage_LR32k/MSC06.L.sphere.32k_fs_LR.surf.gii '
        'derivatives/surface_pipeline/sub-MSC06/processed_restingstate_timecourses/ses-func05/cifti/sub-MSC06_ses-func05_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func07/sub-MSC06_ses-func07_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func08/sub-MSC06_ses-func08_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func09/sub-MSC06_ses-func09_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func04/sub-MSC06_ses-func04_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func04/sub-MSC06_ses-func04_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func07/sub-MSC06_ses-func07_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/Native/MSC07.L.curvature.native.shape.gii '
        'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/fsaverage_LR32k/MSC07.L.midthickness.surface_area.32k_fs_LR.shape.gii '
        'derivatives/surface_pipeline/sub-MSC07/processed_restingstate_timecourses/ses-func07/cifti/sub-MSC07_ses-func07_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func06/sub-MSC07_ses-func06_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func02/sub-MSC07_ses-func02_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach/Native/MSC08.R.pial.native.surf.gii '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func03/sub-MSC08_ses-func03_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func03/sub-MSC08_ses-func03_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func04/sub-MSC08_ses-func04_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/MSC09.L.sphere.164k_fs_LR.coord.gii '
        'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/MSC09_mpr1T_debias_to_TRIO_Y_NDC.mat '
        'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/Native/MSC09.L.native.c5.spec '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func02/sub-MSC09_ses-func02_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func01/sub-MSC09_ses-func01_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func08/sub-MSC09_ses-func08_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/Native/MSC10.R.aparc.native.label.gii '
        'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/Native/MSC10.R.white.native.coord.gii '
        'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/fsaverage_LR32k/MSC10.L.aparc.a2009s.32k_fs_LR.label.gii '
        'derivatives/volume_pipeline/sub-MSC04/processed_restingstate_timecourses/ses-func03/talaraich/sub-MSC04_ses-func03_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC04/processed_restingstate_timecourses/ses-func05/talaraich/sub-MSC04_ses-func05_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC04/processed_restingstate_timecourses/ses-func07/talaraich/sub-MSC04_ses-func07_task-rest_bold_talaraich.nii.gz '
        'magnitude1.json magnitude2.json participants.json participants.tsv phasediff.json '
        'sub-MSC01/ses-func01/func/sub-MSC01_ses-func01_task-memoryfaces_bold.nii.gz '
        'sub-MSC01/ses-func02/func/sub-MSC01_ses-func02_task-memoryfaces_bold.nii.gz '
        'sub-MSC01/ses-func03/func/sub-MSC01_ses-func03_task-rest_bold.nii.gz '
        'sub-MSC01/ses-func06/func/sub-MSC01_ses-func06_task-glasslexical_run-01_events.tsv '
        'sub-MSC01/ses-func08/func/sub-MSC01_ses-func08_task-memoryfaces_bold.nii.gz '
        'sub-MSC01/ses-func09/func/sub-MSC01_ses-func09_task-motor_run-02_bold.nii.gz '
        'sub-MSC01/ses-func09/func/sub-MSC01_ses-func09_task-motor_run-02_events.tsv '
        'sub-MSC01/ses-func10/fmap/sub-MSC01_ses-func10_phasediff.nii.gz '
        'sub-MSC01/ses-func10/func/sub-MSC01_ses-func10_task-motor_run-01_events.tsv '
        'sub-MSC01/ses-func10/func/sub-MSC01_ses-func10_task-rest_bold.nii.gz '
        'sub-MSC01/ses-struct01/sub-MSC01_ses-struct01_scans.tsv '
        'sub-MSC01/ses-struct02/sub-MSC01_ses-struct02_scans.tsv '
        'sub-MSC02/ses-func01/func/sub-MSC02_ses-func01_task-memoryscenes_bold.nii.gz '
        'sub-MSC02/ses-func03/func/sub-MSC02_ses-func03_task-glasslexical_bold.nii.gz '
        'sub-MSC02/ses-func05/func/sub-MSC02_ses-func05_task-memoryfaces_events.tsv '
        'sub-MSC02/ses-func06/sub-MSC02_ses-func06_scans.tsv '
        'sub-MSC02/ses-func07/func/sub-MSC02_ses-func07_task-glasslexical_run-01_events.tsv '
        'sub-MSC02/ses-func08/func/sub-MSC02_ses-func08_task-memoryfaces_events.tsv '
        'sub-MSC02/ses-func08/func/sub-MSC02_ses-func08_task-motor_run-02_events.tsv '
        'sub-MSC02/ses-func09/func/sub-MSC02_ses-func09_task-motor_run-01_bold.nii.gz '
        'sub-MSC02/ses-func10/fmap/sub-MSC02_ses-func10_magnitude1.nii.gz '
        'sub-MSC02/ses-func10/func/sub-MSC02_ses-func10_task-memoryfaces_bold.nii.gz '
        'sub-MSC02/ses-struct01/sub-MSC02_ses-struct01_scans.tsv '
        'sub-MSC02/ses-struct03/anat/sub-MSC02_ses-struct03_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC02/ses-struct03/sub-MSC02_ses-struct03_scans.tsv '
        'sub-MSC03/ses-func01/func/sub-MSC03_ses-func01_task-memoryscenes_bold.nii.gz '
        'sub-MSC03/ses-func01/func/sub-MSC03_ses-func01_task-motor_run-02_events.tsv '
        'sub-MSC03/ses-func01/sub-MSC03_ses-func01_scans.tsv '
        'sub-MSC03/ses-func03/func/sub-MSC03_ses-func03_task-memorywords_events.tsv '
        'sub-MSC03/ses-func04/fmap/sub-MSC03_ses-func04_phasediff.nii.gz '
        'sub-MSC03/ses-func04/func/sub-MSC03_ses-func04_task-glasslexical_run-02_events.tsv '
        'sub-MSC03/ses-struct01/sub-MSC03_ses-struct01_scans.tsv '
        'sub-MSC03/ses-struct02/sub-MSC03_ses-struct02_scans.tsv '
        'sub-MSC04/ses-func01/func/sub-MSC04_ses-func01_task-memoryfaces_events.tsv '
        'sub-MSC04/ses-func01/func/sub-MSC04_ses-func01_task-rest_bold.nii.gz '
        'sub-MSC04/ses-func03/func/sub-MSC04_ses-func03_task-glasslexical_run-02_events.tsv '
        'sub-MSC04/ses-func03/func/sub-MSC04_ses-func03_task-motor_run-01_events.tsv '
        'sub-MSC04/ses-func04/func/sub-MSC04_ses-func04_task-motor_run-01_bold.nii.gz '
        'sub-MSC04/ses-func05/func/sub-MSC04_ses-func05_task-motor_run-01_events.tsv '
        'sub-MSC04/ses-func06/fmap/sub-MSC04_ses-func06_phasediff.nii.gz '
        'sub-MSC04/ses-func06/func/sub-MSC04_ses-func06_task-motor_run-02_bold.nii.gz '
        'sub-MSC04/ses-func07/func/sub-MSC04_ses-func07_task-motor_run-01_events.tsv '
        'sub-MSC04/ses-func09/fmap/sub-MSC04_ses-func09_phasediff.nii.gz '
        'sub-MSC04/ses-func10/func/sub-MSC04_ses-func10_task-rest_bold.nii.gz '
        'sub-MSC04/ses-struct01/sub-MSC04_ses-struct01_scans.tsv '
        'sub-MSC04/ses-struct02/sub-MSC04_ses-struct02_scans.tsv '
        'sub-MSC05/ses-func04/func/sub-MSC05_ses-func04_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC05/ses-func06/func/sub-MSC05_ses-func06_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC05/ses-func06/func/sub-MSC05_ses-func06_task-memoryscenes_events.tsv '
        'sub-MSC05/ses-func08/func/sub-MSC05_ses-func08_task-memoryfaces_bold.nii.gz '
        'sub-MSC05/ses-func08/func/sub-MSC05_ses-func08_task-memoryfaces_events.tsv '
        'sub-MSC05/ses-func09/func/sub-MSC05_ses-func09_task-memoryfaces_bold.nii.gz '
        'sub-MSC05/ses-func09/func/sub-MSC05_ses-func09_task-motor_run-01_bold.nii.gz '
        'sub-MSC05/ses-func09/sub-MSC05_ses-func09_scans.tsv '
        'sub-MSC05/ses-struct01/sub-MSC05_ses-struct01_scans.tsv '
        'sub-MSC05/ses-struct02/sub-MSC05_ses-struct02_scans.tsv '
        'sub-MSC06/ses-func01/sub-MSC06_ses-func01_scans.tsv '
        'sub-MSC06/ses-func05/func/sub-MSC06_ses-func05_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC06/ses-func09/fmap/sub-MSC06_ses-func09_magnitude1.nii.gz '
        'sub-MSC06/ses-func09/func/sub-MSC06_ses-func09_task-memorywords_bold.nii.gz '
        'sub-MSC06/ses-struct02/sub-MSC06_ses-struct02_scans.tsv '
        'sub-MSC07/ses-func01/func/sub-MSC07_ses-func01_task-glasslexical_run-01_events.tsv '
        'sub-MSC07/ses-func01/sub-MSC07_ses-func01_scans.tsv '
        'sub-MSC07/ses-func03/func/sub-MSC07_ses-func03_task-motor_run-02_events.tsv '
        'sub-MSC07/ses-func04/func/sub-MSC07_ses-func04_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC07/ses-func05/func/sub-MSC07_ses-func05_task-glasslexical_run-01_events.tsv '
        'sub-MSC07/ses-func06/func/sub-MSC07_ses-func06_task-motor_run-02_events.tsv '
        'sub-MSC07/ses-func07/func/sub-MSC07_ses-func07_task-motor_run-01_events.tsv '
        'sub-MSC07/ses-func08/func/sub-MSC07_ses-func08_task-glasslexical_run-01_events.tsv '
        'sub-MSC07/ses-func08/func/sub-MSC07_ses-func08_task-glasslexical_run-02_events.tsv '
        'sub-MSC07/ses-func10/func/sub-MSC07_ses-func10_task-motor_run-02_bold.nii.gz '
        'sub-MSC07/ses-struct01/sub-MSC07_ses-struct01_scans.tsv '
        'sub-MSC07/ses-struct02/sub-MSC07_ses-struct02_scans.tsv '
        'sub-MSC08/ses-func01/func/sub-MSC08_ses-func01_task-memoryfaces_bold.nii.gz '
        'sub-MSC08/ses-func01/func/sub-MSC08_ses-func01_task-motor_run-02_events.tsv '
        'sub-MSC08/ses-func02/func/sub-MSC08_ses-func02_task-memoryfaces_events.tsv '
        'sub-MSC08/ses-func03/fmap/sub-MSC08_ses-func03_phasediff.nii.gz '
        'sub-MSC08/ses-func03/func/sub-MSC08_ses-func03_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC08/ses-func03/func/sub-MSC08_ses-func03_task-memoryfaces_bold.nii.gz '
        'sub-MSC08/ses-func04/fmap/sub-MSC08_ses-func04_phasediff.nii.gz '
        'sub-MSC08/ses-func04/sub-MSC08_ses-func04_scans.tsv '
        'sub-MSC08/ses-func07/fmap/sub-MSC08_ses-func07_phasediff.nii.gz '
        'sub-MSC08/ses-func07/func/sub-MSC08_ses-func07_task-glasslexical_run-01_events.tsv '
        'sub-MSC08/ses-func08/fmap/sub-MSC08_ses-func08_magnitude1.nii.gz '
        'sub-MSC08/ses-func08/fmap/sub-MSC08_ses-func08_phasediff.nii.gz '
        'sub-MSC08/ses-func08/func/sub-MSC08_ses-func08_task-glasslexical_run-02_events.tsv '
        'sub-MSC08/ses-func09/func/sub-MSC08_ses-func09_task-rest_bold.nii.gz '
        'sub-MSC08/ses-struct02/sub-MSC08_ses-struct02_scans.tsv '
        'sub-MSC09/ses-func02/fmap/sub-MSC09_ses-func02_phasediff.nii.gz '
        'sub-MSC09/ses-func06/func/sub-MSC09_ses-func06_task-motor_run-01_events.tsv '
        'sub-MSC09/ses-func06/func/sub-MSC09_ses-func06_task-rest_bold.nii.gz '
        'sub-MSC09/ses-func09/func/sub-MSC09_ses-func09_task-memorywords_events.tsv '
        'sub-MSC09/ses-struct01/sub-MSC09_ses-struct01_scans.tsv '
        'sub-MSC09/ses-struct02/sub-MSC09_ses-struct02_scans.tsv '
        'sub-MSC10/ses-func01/func/sub-MSC10_ses-func01_task-memoryscenes_bold.nii.gz '
        'sub-MSC10/ses-func02/fmap/sub-MSC10_ses-func02_phasediff.nii.gz '
        'sub-MSC10/ses-func02/func/sub-MSC10_ses-func02_task-memoryscenes_events.tsv '
        'sub-MSC10/ses-func03/func/sub-MSC10_ses-func03_task-glasslexical_run-02_events.tsv '
        'sub-MSC10/ses-func03/func/sub-MSC10_ses-func03_task-motor_run-01_events.tsv '
        'sub-MSC10/ses-func05/func/sub-MSC10_ses-func05_task-motor_run-02_events.tsv '
        'sub-MSC10/ses-func06/fmap/sub-MSC10_ses-func06_magnitude1.nii.gz '
        'sub-MSC10/ses-func07/func/sub-MSC10_ses-func07_task-rest_bold.nii.gz '
        'sub-MSC10/ses-func07/sub-MSC10_ses-func07_scans.tsv '
        'sub-MSC10/ses-func10/fmap/sub-MSC10_ses-func10_phasediff.nii.gz '
        'sub-MSC10/ses-func11/fmap/sub-MSC10_ses-func11_magnitude1.nii.gz '
        'sub-MSC10/ses-struct01/sub-MSC10_ses-struct01_scans.tsv '
        'sub-MSC10/ses-struct02/sub-MSC10_ses-struct02_scans.tsv task-glasslexical_bold.json '
        'task-memoryfaces_bold.json task-memoryscenes_bold.json task-memorywords_bold.json '
        'task-motor_bold.json task-rest_bold.json'
    ),
    'derivatives/mriqc/derivatives': (
        'sub-MSC01_ses-func02_task-glasslexical_run-02_bold.json '
        'sub-MSC01_ses-func07_task-glasslexical_run-01_bold.json sub-MSC01_ses-struct01_run-02_T1w.json '
        'sub-MSC02_ses-func02_task-glasslexical_run-01_bold.json sub-MSC02_ses-func02_task-rest_bold.json '
        'sub-MSC05_ses-struct02_run-02_T2w.json sub-MSC08_ses-func04_task-motor_run-01_bold.json '
        'sub-MSC08_ses-func10_task-memorywords_bold.json sub-MSC08_ses-func10_task-motor_run-01_bold.json'
    ),
    'derivatives/mriqc/reports': (
        'sub-MSC01_ses-func06_task-glasslexical_run-01_bold.html sub-MSC02_ses-func02_task-rest_bold.html '
        'sub-MSC02_ses-func10_task-glasslexical_run-02_bold.html '
        'sub-MSC03_ses-func06_task-glasslexical_run-02_bold.html '
        'sub-MSC03_ses-func06_task-memorywords_bold.html sub-MSC04_ses-func03_task-motor_run-02_bold.html '
        'sub-MSC06_ses-func06_task-glasslexical_run-02_bold.html '
        'sub-MSC07_ses-func07_task-memoryfaces_bold.html sub-MSC08_ses-func01_task-memoryfaces_bold.html '
        'sub-MSC08_ses-func07_task-glasslexical_run-02_bold.html '
        'sub-MSC08_ses-func09_task-glasslexical_run-02_bold.html sub-MSC08_ses-struct02_run-01_T1w.html '
        'sub-MSC10_ses-func01_task-glasslexical_run-01_bold.html '
        'sub-MSC10_ses-func10_task-memoryfaces_bold.html'
    ),
    'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach': (
        '164k_fs_LR2native.R.deform_map MSC08.L.BA.164k_fs_LR.label.gii wmparc_333_t88.4dfp.img'
    ),
    'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach': (
        'MSC10.L.ArealDistortion.164k_fs_LR.shape.gii MSC10.R.sphere.164k_fs_LR.surf.gii '
        'MSC10_mpr1T_debias_to_TRIO_Y_NDC.world wmparc_111_t88.4dfp.img.rec'
    ),
    'sub-MSC01/ses-struct01/anat': (
        'sub-MSC01_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC01_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC01_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC01_ses-struct01_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC01/ses-struct02/anat': (
        'sub-MSC01_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC01_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC01_ses-struct02_acq-coronal_run-03_mod-veno_defacemask.nii.gz '
        'sub-MSC01_ses-struct02_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC01_ses-struct02_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC01_ses-struct02_acq-sagittal_run-03_mod-veno_defacemask.nii.gz '
        'sub-MSC01_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC01_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC01_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC01_ses-struct02_run-02_mod-T2w_defacemask.nii.gz'
    ),
    'sub-MSC02/ses-struct01/anat': (
        'sub-MSC02_ses-struct01_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC02_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC02_ses-struct01_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC02_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC02_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC02_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC02_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC02_ses-struct01_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC02_ses-struct01_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC02_ses-struct01_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC02/ses-struct02/anat': (
        'sub-MSC02_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC02_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC02_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC02_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC02_ses-struct02_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC02_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC02_ses-struct02_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC02_ses-struct02_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC03/ses-func02/func': (
        'sub-MSC03_ses-func02_task-memorywords_bold.nii.gz sub-MSC03_ses-func02_task-motor_run-01_events.tsv '
        'sub-MSC03_ses-func02_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC03/ses-struct01/anat': (
        'sub-MSC03_ses-struct01_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC03_ses-struct01_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC03_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC03_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC03_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC03_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC03_ses-struct01_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC03_ses-struct01_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC03_ses-struct01_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC03/ses-struct02/anat': (
        'sub-MSC03_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC03_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC03_ses-struct02_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC03_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC03_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC03_ses-struct02_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC03_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC03_ses-struct02_run-02_mod-T2w_defacemask.nii.gz'
    ),
    'sub-MSC04/ses-func09/func': (
        'sub-MSC04_ses-func09_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC04_ses-func09_task-memorywords_bold.nii.gz sub-MSC04_ses-func09_task-rest_bold.nii.gz'
    ),
    'sub-MSC04/ses-struct01/anat': (
        'sub-MSC04_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC04_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC04_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC04_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC04_ses-struct01_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC04_ses-struct01_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC04_ses-struct01_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC04/ses-struct02/anat': (
        'sub-MSC04_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC04_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC04_ses-struct02_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC04_ses-struct02_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC04_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC04_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC04_ses-struct02_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC04_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC04_ses-struct02_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC05/ses-struct01/anat': (
        'sub-MSC05_ses-struct01_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC05_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC05_ses-struct01_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC05_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC05_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC05_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC05_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC05_ses-struct01_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC05_ses-struct01_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC05_ses-struct01_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC05/ses-struct02/anat': (
        'sub-MSC05_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC05_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC05_ses-struct02_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC05_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC05_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC05_ses-struct02_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC05_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC05_ses-struct02_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC05_ses-struct02_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC06/ses-func08/func': (
        'sub-MSC06_ses-func08_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC06_ses-func08_task-glasslexical_run-01_events.tsv sub-MSC06_ses-func08_task-rest_bold.nii.gz'
    ),
    'sub-MSC06/ses-struct01/anat': (
        'sub-MSC06_ses-struct01_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_run-03_mod-T1w_defacemask.nii.gz '
        'sub-MSC06_ses-struct01_run-03_mod-T2w_defacemask.nii.gz'
    ),
    'sub-MSC06/ses-struct02/anat': (
        'sub-MSC06_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_run-02_mod-angio_defacemask.nii.gz '
        'sub-MSC06_ses-struct02_run-03_mod-T2w_defacemask.nii.gz'
    ),
    'sub-MSC07/ses-struct01/anat': (
        'sub-MSC07_ses-struct01_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC07_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC07_ses-struct01_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC07_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC07_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC07_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC07_ses-struct01_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC07_ses-struct01_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC07_ses-struct01_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC07/ses-struct02/anat': (
        'sub-MSC07_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC07_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC07_ses-struct02_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC07_ses-struct02_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC07_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC07_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC07_ses-struct02_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC07_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC07_ses-struct02_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC07_ses-struct02_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC08/ses-struct01/anat': (
        'sub-MSC08_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-02_mod-angio_defacemask.nii.gz '
        'sub-MSC08_ses-struct01_run-03_mod-T1w_defacemask.nii.gz'
    ),
    'sub-MSC08/ses-struct02/anat': (
        'sub-MSC08_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC08_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC08_ses-struct02_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC08_ses-struct02_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC08_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC08_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC08_ses-struct02_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC08_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC08_ses-struct02_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC08_ses-struct02_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC09/ses-struct01/anat': (
        'sub-MSC09_ses-struct01_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC09_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC09_ses-struct01_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC09_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC09_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC09_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC09_ses-struct01_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC09_ses-struct01_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC09/ses-struct02/anat': (
        'sub-MSC09_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC09_ses-struct02_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC10/ses-func10/func': (
        'sub-MSC10_ses-func10_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC10_ses-func10_task-memoryfaces_events.tsv sub-MSC10_ses-func10_task-memorywords_events.tsv'
    ),
    'sub-MSC10/ses-struct01/anat': (
        'sub-MSC10_ses-struct01_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC10_ses-struct01_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC10_ses-struct01_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC10_ses-struct01_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC10_ses-struct01_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC10_ses-struct01_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC10_ses-struct01_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC10_ses-struct01_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC10_ses-struct01_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC10_ses-struct01_run-02_mod-angio_defacemask.nii.gz'
    ),
    'sub-MSC10/ses-struct02/anat': (
        'sub-MSC10_ses-struct02_acq-coronal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC10_ses-struct02_acq-coronal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC10_ses-struct02_acq-sagittal_run-01_mod-veno_defacemask.nii.gz '
        'sub-MSC10_ses-struct02_acq-sagittal_run-02_mod-veno_defacemask.nii.gz '
        'sub-MSC10_ses-struct02_run-01_mod-T1w_defacemask.nii.gz '
        'sub-MSC10_ses-struct02_run-01_mod-T2w_defacemask.nii.gz '
        'sub-MSC10_ses-struct02_run-01_mod-angio_defacemask.nii.gz '
        'sub-MSC10_ses-struct02_run-02_mod-T1w_defacemask.nii.gz '
        'sub-MSC10_ses-struct02_run-02_mod-T2w_defacemask.nii.gz '
        'sub-MSC10_ses-struct02_run-02_mod-angio_defacemask.nii.gz'
    ),
}


MSC_SURFACE_TC_KIND = {
    '': (
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func01/sub-MSC01_ses-func01_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func01/sub-MSC01_ses-func01_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func10/sub-MSC01_ses-func10_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func10/sub-MSC01_ses-func10_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func03/sub-MSC02_ses-func03_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func07/sub-MSC02_ses-func07_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func07/sub-MSC02_ses-func07_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func08/sub-MSC02_ses-func08_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func09/sub-MSC02_ses-func09_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func10/sub-MSC02_ses-func10_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func11/sub-MSC02_ses-func11_task-memoryscenes_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func11/sub-MSC02_ses-func11_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func01/sub-MSC03_ses-func01_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func02/sub-MSC03_ses-func02_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func02/sub-MSC03_ses-func02_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func03/sub-MSC03_ses-func03_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func03/sub-MSC03_ses-func03_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func05/sub-MSC03_ses-func05_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func05/sub-MSC03_ses-func05_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func06/sub-MSC03_ses-func06_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func06/sub-MSC03_ses-func06_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func01/sub-MSC04_ses-func01_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func02/sub-MSC04_ses-func02_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func02/sub-MSC04_ses-func02_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func05/sub-MSC04_ses-func05_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func05/sub-MSC04_ses-func05_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func07/sub-MSC04_ses-func07_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func07/sub-MSC04_ses-func07_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func08/sub-MSC04_ses-func08_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func04/sub-MSC05_ses-func04_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func04/sub-MSC05_ses-func04_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func05/sub-MSC05_ses-func05_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func05/sub-MSC05_ses-func05_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func07/sub-MSC05_ses-func07_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func07/sub-MSC05_ses-func07_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func03/sub-MSC06_ses-func03_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func03/sub-MSC06_ses-func03_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func05/sub-MSC06_ses-func05_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func05/sub-MSC06_ses-func05_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func07/sub-MSC06_ses-func07_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func07/sub-MSC06_ses-func07_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func08/sub-MSC06_ses-func08_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func08/sub-MSC06_ses-func08_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func10/sub-MSC06_ses-func10_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func10/sub-MSC06_ses-func10_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func01/sub-MSC07_ses-func01_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func01/sub-MSC07_ses-func01_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func03/sub-MSC07_ses-func03_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func06/sub-MSC07_ses-func06_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func07/sub-MSC07_ses-func07_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func07/sub-MSC07_ses-func07_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func08/sub-MSC07_ses-func08_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func08/sub-MSC07_ses-func08_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func09/sub-MSC08_ses-func09_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func01/sub-MSC09_ses-func01_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func01/sub-MSC09_ses-func01_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func03/sub-MSC09_ses-func03_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func03/sub-MSC09_ses-func03_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func05/sub-MSC09_ses-func05_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func05/sub-MSC09_ses-func05_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func07/sub-MSC09_ses-func07_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func07/sub-MSC09_ses-func07_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func08/sub-MSC09_ses-func08_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func01/sub-MSC10_ses-func01_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func01/sub-MSC10_ses-func01_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func03/sub-MSC10_ses-func03_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func03/sub-MSC10_ses-func03_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func04/sub-MSC10_ses-func04_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func07/sub-MSC10_ses-func07_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func07/sub-MSC10_ses-func07_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func11/sub-MSC10_ses-func11_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func02': (
        'sub-MSC01_ses-func02_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC01_ses-func02_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC01_ses-func02_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC01_ses-func02_task-memorywords_bold.dtseries.nii '
        'sub-MSC01_ses-func02_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC01_ses-func02_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func03': (
        'sub-MSC01_ses-func03_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC01_ses-func03_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC01_ses-func03_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC01_ses-func03_task-memorywords_bold.dtseries.nii '
        'sub-MSC01_ses-func03_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func05': (
        'sub-MSC01_ses-func05_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC01_ses-func05_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC01_ses-func05_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC01_ses-func05_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func06': (
        'sub-MSC01_ses-func06_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC01_ses-func06_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC01_ses-func06_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC01_ses-func06_task-memorywords_bold.dtseries.nii '
        'sub-MSC01_ses-func06_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func07': (
        'sub-MSC01_ses-func07_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC01_ses-func07_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC01_ses-func07_task-memorywords_bold.dtseries.nii '
        'sub-MSC01_ses-func07_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func08': (
        'sub-MSC01_ses-func08_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC01_ses-func08_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC01_ses-func08_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC01_ses-func08_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func09': (
        'sub-MSC01_ses-func09_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC01_ses-func09_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC01_ses-func09_task-memorywords_bold.dtseries.nii '
        'sub-MSC01_ses-func09_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func01': (
        'sub-MSC02_ses-func01_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC02_ses-func01_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC02_ses-func01_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC02_ses-func01_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func02': (
        'sub-MSC02_ses-func02_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC02_ses-func02_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC02_ses-func02_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC02_ses-func02_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func05': (
        'sub-MSC02_ses-func05_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC02_ses-func05_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC02_ses-func05_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC02_ses-func05_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC02_ses-func05_task-memorywords_bold.dtseries.nii '
        'sub-MSC02_ses-func05_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func06': (
        'sub-MSC02_ses-func06_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC02_ses-func06_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC02_ses-func06_task-memorywords_bold.dtseries.nii '
        'sub-MSC02_ses-func06_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func04': (
        'sub-MSC03_ses-func04_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC03_ses-func04_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC03_ses-func04_task-memorywords_bold.dtseries.nii '
        'sub-MSC03_ses-func04_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func07': (
        'sub-MSC03_ses-func07_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC03_ses-func07_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC03_ses-func07_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func08': (
        'sub-MSC03_ses-func08_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC03_ses-func08_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC03_ses-func08_task-memorywords_bold.dtseries.nii '
        'sub-MSC03_ses-func08_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func09': (
        'sub-MSC03_ses-func09_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC03_ses-func09_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC03_ses-func09_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC03_ses-func09_task-memorywords_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func10': (
        'sub-MSC03_ses-func10_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC03_ses-func10_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC03_ses-func10_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC03_ses-func10_task-memorywords_bold.dtseries.nii '
        'sub-MSC03_ses-func10_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func03': (
        'sub-MSC04_ses-func03_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC04_ses-func03_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC04_ses-func03_task-memorywords_bold.dtseries.nii '
        'sub-MSC04_ses-func03_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func04': (
        'sub-MSC04_ses-func04_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC04_ses-func04_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC04_ses-func04_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func06': (
        'sub-MSC04_ses-func06_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC04_ses-func06_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC04_ses-func06_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC04_ses-func06_task-memorywords_bold.dtseries.nii '
        'sub-MSC04_ses-func06_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func09': (
        'sub-MSC04_ses-func09_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC04_ses-func09_task-memorywords_bold.dtseries.nii '
        'sub-MSC04_ses-func09_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func10': (
        'sub-MSC04_ses-func10_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC04_ses-func10_task-memorywords_bold.dtseries.nii '
        'sub-MSC04_ses-func10_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func01': (
        'sub-MSC05_ses-func01_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC05_ses-func01_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC05_ses-func01_task-memorywords_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func02': (
        'sub-MSC05_ses-func02_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC05_ses-func02_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC05_ses-func02_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func03': (
        'sub-MSC05_ses-func03_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC05_ses-func03_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC05_ses-func03_task-memorywords_bold.dtseries.nii '
        'sub-MSC05_ses-func03_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func06': (
        'sub-MSC05_ses-func06_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC05_ses-func06_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC05_ses-func06_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC05_ses-func06_task-memoryscenes_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func08': (
        'sub-MSC05_ses-func08_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC05_ses-func08_task-memorywords_bold.dtseries.nii '
        'sub-MSC05_ses-func08_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func09': (
        'sub-MSC05_ses-func09_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC05_ses-func09_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC05_ses-func09_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC05_ses-func09_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC05_ses-func09_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC05_ses-func09_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func10': (
        'sub-MSC05_ses-func10_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC05_ses-func10_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC05_ses-func10_task-memorywords_bold.dtseries.nii '
        'sub-MSC05_ses-func10_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func01': (
        'sub-MSC06_ses-func01_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC06_ses-func01_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC06_ses-func01_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC06_ses-func01_task-memorywords_bold.dtseries.nii '
        'sub-MSC06_ses-func01_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func02': (
        'sub-MSC06_ses-func02_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC06_ses-func02_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC06_ses-func02_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC06_ses-func02_task-memorywords_bold.dtseries.nii '
        'sub-MSC06_ses-func02_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func04': (
        'sub-MSC06_ses-func04_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC06_ses-func04_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC06_ses-func04_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC06_ses-func04_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC06_ses-func04_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func06': (
        'sub-MSC06_ses-func06_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC06_ses-func06_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC06_ses-func06_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC06_ses-func06_task-memorywords_bold.dtseries.nii '
        'sub-MSC06_ses-func06_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func09': (
        'sub-MSC06_ses-func09_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC06_ses-func09_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC06_ses-func09_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC06_ses-func09_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC06_ses-func09_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func02': (
        'sub-MSC07_ses-func02_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC07_ses-func02_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC07_ses-func02_task-memorywords_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func04': (
        'sub-MSC07_ses-func04_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC07_ses-func04_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC07_ses-func04_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func05': (
        'sub-MSC07_ses-func05_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC07_ses-func05_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC07_ses-func05_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC07_ses-func05_task-memorywords_bold.dtseries.nii '
        'sub-MSC07_ses-func05_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func09': (
        'sub-MSC07_ses-func09_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC07_ses-func09_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC07_ses-func09_task-memorywords_bold.dtseries.nii '
        'sub-MSC07_ses-func09_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func10': (
        'sub-MSC07_ses-func10_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC07_ses-func10_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC07_ses-func10_task-memorywords_bold.dtseries.nii '
        'sub-MSC07_ses-func10_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func01': (
        'sub-MSC08_ses-func01_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC08_ses-func01_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC08_ses-func01_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func02': (
        'sub-MSC08_ses-func02_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC08_ses-func02_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC08_ses-func02_task-memorywords_bold.dtseries.nii '
        'sub-MSC08_ses-func02_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func03': (
        'sub-MSC08_ses-func03_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC08_ses-func03_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC08_ses-func03_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func04': (
        'sub-MSC08_ses-func04_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC08_ses-func04_task-memorywords_bold.dtseries.nii '
        'sub-MSC08_ses-func04_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func05': (
        'sub-MSC08_ses-func05_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC08_ses-func05_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC08_ses-func05_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func06': (
        'sub-MSC08_ses-func06_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC08_ses-func06_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC08_ses-func06_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC08_ses-func06_task-memorywords_bold.dtseries.nii '
        'sub-MSC08_ses-func06_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC08_ses-func06_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func07': (
        'sub-MSC08_ses-func07_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC08_ses-func07_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC08_ses-func07_task-memorywords_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func08': (
        'sub-MSC08_ses-func08_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC08_ses-func08_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC08_ses-func08_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC08_ses-func08_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC08_ses-func08_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func10': (
        'sub-MSC08_ses-func10_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC08_ses-func10_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC08_ses-func10_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func02': (
        'sub-MSC09_ses-func02_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC09_ses-func02_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC09_ses-func02_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC09_ses-func02_task-memorywords_bold.dtseries.nii '
        'sub-MSC09_ses-func02_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func04': (
        'sub-MSC09_ses-func04_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC09_ses-func04_task-memorywords_bold.dtseries.nii '
        'sub-MSC09_ses-func04_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func06': (
        'sub-MSC09_ses-func06_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC09_ses-func06_task-memorywords_bold.dtseries.nii '
        'sub-MSC09_ses-func06_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC09_ses-func06_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func09': (
        'sub-MSC09_ses-func09_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC09_ses-func09_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC09_ses-func09_task-memorywords_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func10': (
        'sub-MSC09_ses-func10_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC09_ses-func10_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC09_ses-func10_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func02': (
        'sub-MSC10_ses-func02_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC10_ses-func02_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC10_ses-func02_task-memorywords_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func05': (
        'sub-MSC10_ses-func05_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC10_ses-func05_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC10_ses-func05_task-memoryfaces_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func08': (
        'sub-MSC10_ses-func08_task-glasslexical_run-01_bold.dtseries.nii '
        'sub-MSC10_ses-func08_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC10_ses-func08_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC10_ses-func08_task-memorywords_bold.dtseries.nii '
        'sub-MSC10_ses-func08_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC10_ses-func08_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func09': (
        'sub-MSC10_ses-func09_task-glasslexical_run-02_bold.dtseries.nii '
        'sub-MSC10_ses-func09_task-memoryfaces_bold.dtseries.nii '
        'sub-MSC10_ses-func09_task-memorywords_bold.dtseries.nii '
        'sub-MSC10_ses-func09_task-motor_run-02_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func10': (
        'sub-MSC10_ses-func10_task-memoryscenes_bold.dtseries.nii '
        'sub-MSC10_ses-func10_task-motor_run-01_bold.dtseries.nii '
        'sub-MSC10_ses-func10_task-motor_run-02_bold.dtseries.nii'
    ),
}


MSC_SURFACE_TC_OTHER = {
    '': (
        '.bidsignore .gitattributes CHANGES README T1w.json T1w_group.html T2w.json T2w_group.html '
        'acq-coronal_veno.json acq-sagittal_veno.json angio.json bold_group.html dataset_description.json '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/MSC01.L.pial.164k_fs_LR.coord.gii '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/MSC01.R.ArealDistortion.164k_fs_LR.shape.gii '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func02/sub-MSC01_ses-func02_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func04/sub-MSC01_ses-func04_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func04/sub-MSC01_ses-func04_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func05/sub-MSC01_ses-func05_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func08/sub-MSC01_ses-func08_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func10/sub-MSC01_ses-func10_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func05/sub-MSC01_ses-func05_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func07/sub-MSC01_ses-func07_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func08/sub-MSC01_ses-func08_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func08/sub-MSC01_ses-func08_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func09/sub-MSC01_ses-func09_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach/MSC02_mpr1T_debias_to_TRIO_Y_NDC.world '
        'derivatives/surface_pipeline/sub-MSC02/processed_restingstate_timecourses/ses-func08/cifti/sub-MSC02_ses-func08_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/processed_restingstate_timecourses/ses-func08/cifti/sub-MSC02_ses-func08_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func02/sub-MSC02_ses-func02_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func03/sub-MSC02_ses-func03_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func06/sub-MSC02_ses-func06_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC02/surface_parcellation/sub-MSC02_parcel_networks.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_contrasts_cifti/motor/sub-MSC02-motor_contrasts_32k_fsLR.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func02/sub-MSC02_ses-func02_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func02/sub-MSC02_ses-func02_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func04/sub-MSC02_ses-func04_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func10/sub-MSC02_ses-func10_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func11/sub-MSC02_ses-func11_task-glasslexical_run-03_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func11/sub-MSC02_ses-func11_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/MSC03/processed_task_timecourses/ses-func06/sub-MSC03_ses-func06_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC03/cifti_networks/sub-MSC03_networks.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/MSC03.R.white.164k_fs_LR.surf.gii '
        'derivatives/surface_pipeline/sub-MSC03/processed_restingstate_timecourses/ses-func02/cifti/sub-MSC03_ses-func02_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func01/sub-MSC03_ses-func01_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func02/sub-MSC03_ses-func02_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func03/sub-MSC03_ses-func03_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func06/sub-MSC03_ses-func06_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func06/sub-MSC03_ses-func06_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func07/sub-MSC03_ses-func07_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func02/sub-MSC03_ses-func02_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func04/sub-MSC03_ses-func04_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func05/sub-MSC03_ses-func05_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func06/sub-MSC03_ses-func06_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func08/sub-MSC03_ses-func08_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func08/sub-MSC03_ses-func08_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func10/sub-MSC03_ses-func10_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC04/MSC04/processed_task_timecourses/ses-func07/sub-MSC04_ses-func07_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC04/MSC04/processed_task_timecourses/ses-func08/sub-MSC04_ses-func08_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC04/MSC04/processed_task_timecourses/ses-func10/sub-MSC04_ses-func10_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC04/processed_restingstate_timecourses/ses-func05/cifti/sub-MSC04_ses-func05_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/processed_task_timecourses/ses-func05/sub-MSC04_ses-func05_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC04/processed_task_timecourses/ses-func06/sub-MSC04_ses-func06_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/processed_task_timecourses/ses-func09/sub-MSC04_ses-func09_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func07/sub-MSC04_ses-func07_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func08/sub-MSC04_ses-func08_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach/Ribbon/MSC05.L.ribbon_333.nii.gz '
        'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach/fsaverage/MSC05.R.164k_fs_R.topo.gii '
        'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach/fsaverage_LR32k/MSC05.L.white.32k_fs_LR.surf.gii '
        'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach/fsaverage_LR32k/MSC05.R.aparc.a2009s.32k_fs_LR.label.gii '
        'derivatives/surface_pipeline/sub-MSC05/processed_restingstate_timecourses/ses-func03/cifti/sub-MSC05_ses-func03_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/processed_restingstate_timecourses/ses-func03/cifti/sub-MSC05_ses-func03_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_restingstate_timecourses/ses-func07/cifti/sub-MSC05_ses-func07_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func01/sub-MSC05_ses-func01_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func03/sub-MSC05_ses-func03_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func04/sub-MSC05_ses-func04_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func07/sub-MSC05_ses-func07_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC05/task_contrasts_cifti/memory/sub-MSC05-memory_contrasts_32k_fsLR.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func01/sub-MSC05_ses-func01_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func02/sub-MSC05_ses-func02_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func04/sub-MSC05_ses-func04_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func04/sub-MSC05_ses-func04_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func09/sub-MSC05_ses-func09_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/MSC06/processed_task_timecourses/ses-func02/sub-MSC06_ses-func02_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC06/MSC06/processed_task_timecourses/ses-func03/sub-MSC06_ses-func03_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/MSC06/processed_task_timecourses/ses-func08/sub-MSC06_ses-func08_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/MSC06/processed_task_timecourses/ses-func09/sub-MSC06_ses-func09_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/Ribbon/MSC06.L.ribbon_333.nii.gz '
        'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/Ribbon/MSC06.R.ribbon_333.nii.gz '
        'derivatives/surface_pipeline/sub-MSC06/processed_restingstate_timecourses/ses-func04/cifti/sub-MSC06_ses-func04_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/processed_restingstate_timecourses/ses-func07/cifti/sub-MSC06_ses-func07_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func04/sub-MSC06_ses-func04_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func08/sub-MSC06_ses-func08_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func09/sub-MSC06_ses-func09_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func05/sub-MSC06_ses-func05_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func08/sub-MSC06_ses-func08_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/fsaverage/MSC07.L.164k_fs_L.topo.gii '
        'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/fsaverage_LR32k/MSC07.L.midthickness.surface_area.32k_fs_LR.shape.gii '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func01/sub-MSC07_ses-func01_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func03/sub-MSC07_ses-func03_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func04/sub-MSC07_ses-func04_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func06/sub-MSC07_ses-func06_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func07/sub-MSC07_ses-func07_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC07/task_contrasts_cifti/mixed/sub-MSC07-mixed_contrasts_32k_fsLR_smooth2.55.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func02/sub-MSC07_ses-func02_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func03/sub-MSC07_ses-func03_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func07/sub-MSC07_ses-func07_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func08/sub-MSC07_ses-func08_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/myelin_map/sub-MSC08_MyelinMap_biascorrected.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC08/processed_restingstate_timecourses/ses-func09/cifti/sub-MSC08_ses-func09_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func01/sub-MSC08_ses-func01_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func01/sub-MSC08_ses-func01_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func02/sub-MSC08_ses-func02_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func05/sub-MSC08_ses-func05_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func08/sub-MSC08_ses-func08_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func10/sub-MSC08_ses-func10_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func01/sub-MSC08_ses-func01_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func03/sub-MSC08_ses-func03_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func06/sub-MSC08_ses-func06_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/MSC09.L.ArealDistortion.164k_fs_LR.shape.gii '
        'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/MSC09.L.sphere.164k_fs_LR.coord.gii '
        'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/fsaverage/MSC09.R.164k_fs_R.topo.gii '
        'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/fsaverage_LR32k/MSC09.L.aparc.32k_fs_LR.label.gii '
        'derivatives/surface_pipeline/sub-MSC09/processed_restingstate_timecourses/ses-func02/cifti/sub-MSC09_ses-func02_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/processed_restingstate_timecourses/ses-func05/cifti/sub-MSC09_ses-func05_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func01/sub-MSC09_ses-func01_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func02/sub-MSC09_ses-func02_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func03/sub-MSC09_ses-func03_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func03/sub-MSC09_ses-func03_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func05/sub-MSC09_ses-func05_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func08/sub-MSC09_ses-func08_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func03/sub-MSC09_ses-func03_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func10/sub-MSC09_ses-func10_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/cifti_networks/sub-MSC10_networks.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC10/processed_restingstate_timecourses/ses-func02/cifti/sub-MSC10_ses-func02_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/processed_restingstate_timecourses/ses-func04/cifti/sub-MSC10_ses-func04_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func01/sub-MSC10_ses-func01_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func04/sub-MSC10_ses-func04_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func08/sub-MSC10_ses-func08_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func08/sub-MSC10_ses-func08_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func10/sub-MSC10_ses-func10_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC10/task_contrasts_cifti/memory/sub-MSC10-memory_contrasts_32k_fsLR_smooth2.55.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func03/sub-MSC10_ses-func03_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func08/sub-MSC10_ses-func08_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func10/sub-MSC10_ses-func10_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func11/sub-MSC10_ses-func11_task-glasslexical_run-01_events.tsv '
        'derivatives/volume_pipeline/sub-MSC01/processed_restingstate_timecourses/ses-func04/talaraich/sub-MSC01_ses-func04_task-rest_bold_talaraich_tmask.txt '
        'derivatives/volume_pipeline/sub-MSC02/processed_restingstate_timecourses/ses-func01/talaraich/sub-MSC02_ses-func01_task-rest_bold_talaraich_tmask.txt '
        'derivatives/volume_pipeline/sub-MSC02/processed_restingstate_timecourses/ses-func05/talaraich/sub-MSC02_ses-func05_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC02/processed_restingstate_timecourses/ses-func08/talaraich/sub-MSC02_ses-func08_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC03/processed_restingstate_timecourses/ses-func04/talaraich/sub-MSC03_ses-func04_task-rest_bold_talaraich_tmask.txt '
        'derivatives/volume_pipeline/sub-MSC03/processed_restingstate_timecourses/ses-func05/talaraich/sub-MSC03_ses-func05_task-rest_bold_talaraich_tmask.txt '
        'derivatives/volume_pipeline/sub-MSC03/processed_restingstate_timecourses/ses-func07/talaraich/sub-MSC03_ses-func07_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC04/processed_restingstate_timecourses/ses-func07/talaraich/sub-MSC04_ses-func07_task-rest_bold_talaraich_tmask.txt '
        'derivatives/volume_pipeline/sub-MSC06/processed_restingstate_timecourses/ses-func03/talaraich/sub-MSC06_ses-func03_task-rest_bold_talaraich_tmask.txt '
        'derivatives/volume_pipeline/sub-MSC06/processed_restingstate_timecourses/ses-func09/talaraich/sub-MSC06_ses-func09_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC07/processed_restingstate_timecourses/ses-func04/talaraich/sub-MSC07_ses-func04_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC08/processed_restingstate_timecourses/ses-func02/talaraich/sub-MSC08_ses-func02_task-rest_bold_talaraich_tmask.txt '
        'derivatives/volume_pipeline/sub-MSC09/processed_restingstate_timecourses/ses-func04/talaraich/sub-MSC09_ses-func04_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC09/processed_restingstate_timecourses/ses-func07/talaraich/sub-MSC09_ses-func07_task-rest_bold_talaraich.nii.gz '
        'derivatives/volume_pipeline/sub-MSC10/processed_restingstate_timecourses/ses-func08/talaraich/sub-MSC10_ses-func08_task-rest_bold_talaraich_tmask.txt '
        'magnitude1.json magnitude2.json participants.json participants.tsv phasediff.json '
        'sub-MSC01/ses-func01/func/sub-MSC01_ses-func01_task-memorywords_events.tsv '
        'sub-MSC01/ses-func04/func/sub-MSC01_ses-func04_task-motor_run-02_events.tsv '
        'sub-MSC01/ses-func06/func/sub-MSC01_ses-func06_task-memoryfaces_bold.nii.gz '
        'sub-MSC01/ses-func06/func/sub-MSC01_ses-func06_task-memorywords_events.tsv '
        'sub-MSC01/ses-func08/func/sub-MSC01_ses-func08_task-memoryfaces_events.tsv '
        'sub-MSC01/ses-func09/func/sub-MSC01_ses-func09_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC02/ses-func01/func/sub-MSC02_ses-func01_task-glasslexical_run-02_events.tsv '
        'sub-MSC02/ses-func02/func/sub-MSC02_ses-func02_task-memoryfaces_bold.nii.gz '
        'sub-MSC02/ses-func03/fmap/sub-MSC02_ses-func03_magnitude2.nii.gz '
        'sub-MSC02/ses-func04/sub-MSC02_ses-func04_scans.tsv '
        'sub-MSC02/ses-func05/func/sub-MSC02_ses-func05_task-rest_bold.nii.gz '
        'sub-MSC02/ses-func06/func/sub-MSC02_ses-func06_task-memoryfaces_events.tsv '
        'sub-MSC02/ses-func07/fmap/sub-MSC02_ses-func07_magnitude1.nii.gz '
        'sub-MSC02/ses-func07/func/sub-MSC02_ses-func07_task-rest_bold.nii.gz '
        'sub-MSC02/ses-func08/fmap/sub-MSC02_ses-func08_magnitude1.nii.gz '
        'sub-MSC02/ses-func08/fmap/sub-MSC02_ses-func08_phasediff.nii.gz '
        'sub-MSC03/ses-func01/func/sub-MSC03_ses-func01_task-memoryfaces_events.tsv '
        'sub-MSC03/ses-func02/func/sub-MSC03_ses-func02_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC03/ses-func03/func/sub-MSC03_ses-func03_task-motor_run-02_events.tsv '
        'sub-MSC03/ses-func04/fmap/sub-MSC03_ses-func04_phasediff.nii.gz '
        'sub-MSC03/ses-func04/func/sub-MSC03_ses-func04_task-motor_run-01_bold.nii.gz '
        'sub-MSC03/ses-func04/func/sub-MSC03_ses-func04_task-motor_run-01_events.tsv '
        'sub-MSC03/ses-func05/func/sub-MSC03_ses-func05_task-memorywords_bold.nii.gz '
        'sub-MSC03/ses-func08/func/sub-MSC03_ses-func08_task-rest_bold.nii.gz '
        'sub-MSC03/ses-func09/sub-MSC03_ses-func09_scans.tsv '
        'sub-MSC04/ses-func03/func/sub-MSC04_ses-func03_task-memorywords_events.tsv '
        'sub-MSC04/ses-func03/func/sub-MSC04_ses-func03_task-motor_run-02_bold.nii.gz '
        'sub-MSC04/ses-func06/func/sub-MSC04_ses-func06_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC04/ses-func06/func/sub-MSC04_ses-func06_task-memorywords_bold.nii.gz '
        'sub-MSC04/ses-func09/func/sub-MSC04_ses-func09_task-memorywords_bold.nii.gz '
        'sub-MSC04/ses-func10/func/sub-MSC04_ses-func10_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC04/ses-func10/func/sub-MSC04_ses-func10_task-motor_run-02_bold.nii.gz '
        'sub-MSC05/ses-func01/fmap/sub-MSC05_ses-func01_magnitude2.nii.gz '
        'sub-MSC05/ses-func01/func/sub-MSC05_ses-func01_task-motor_run-01_bold.nii.gz '
        'sub-MSC05/ses-func02/fmap/sub-MSC05_ses-func02_phasediff.nii.gz '
        'sub-MSC05/ses-func02/func/sub-MSC05_ses-func02_task-glasslexical_run-01_events.tsv '
        'sub-MSC05/ses-func04/func/sub-MSC05_ses-func04_task-motor_run-02_bold.nii.gz '
        'sub-MSC05/ses-func05/func/sub-MSC05_ses-func05_task-glasslexical_run-01_bold.nii.gz '
        'sub-MSC05/ses-func05/func/sub-MSC05_ses-func05_task-memoryfaces_bold.nii.gz '
        'sub-MSC05/ses-func06/func/sub-MSC05_ses-func06_task-rest_bold.nii.gz '
        'sub-MSC05/ses-func07/fmap/sub-MSC05_ses-func07_phasediff.nii.gz '
        'sub-MSC05/ses-func10/func/sub-MSC05_ses-func10_task-memoryscenes_bold.nii.gz '
        'sub-MSC05/ses-func10/func/sub-MSC05_ses-func10_task-motor_run-02_events.tsv '
        'sub-MSC06/ses-func02/func/sub-MSC06_ses-func02_task-glasslexical_run-01_events.tsv '
        'sub-MSC06/ses-func04/fmap/sub-MSC06_ses-func04_magnitude1.nii.gz '
        'sub-MSC06/ses-func04/func/sub-MSC06_ses-func04_task-motor_run-01_events.tsv '
        'sub-MSC06/ses-func07/fmap/sub-MSC06_ses-func07_phasediff.nii.gz '
        'sub-MSC06/ses-func07/func/sub-MSC06_ses-func07_task-memoryscenes_events.tsv '
        'sub-MSC06/ses-func09/func/sub-MSC06_ses-func09_task-memoryfaces_events.tsv '
        'sub-MSC06/ses-func09/func/sub-MSC06_ses-func09_task-motor_run-01_events.tsv '
        'sub-MSC06/ses-func10/func/sub-MSC06_ses-func10_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC07/ses-func01/func/sub-MSC07_ses-func01_task-memoryfaces_events.tsv '
        'sub-MSC07/ses-func02/fmap/sub-MSC07_ses-func02_phasediff.nii.gz '
        'sub-MSC07/ses-func04/fmap/sub-MSC07_ses-func04_magnitude1.nii.gz '
        'sub-MSC07/ses-func04/func/sub-MSC07_ses-func04_task-memoryscenes_bold.nii.gz '
        'sub-MSC07/ses-func04/func/sub-MSC07_ses-func04_task-motor_run-01_bold.nii.gz '
        'sub-MSC07/ses-func06/sub-MSC07_ses-func06_scans.tsv '
        'sub-MSC07/ses-func07/fmap/sub-MSC07_ses-func07_magnitude2.nii.gz '
        'sub-MSC07/ses-func07/func/sub-MSC07_ses-func07_task-memoryscenes_bold.nii.gz '
        'sub-MSC07/ses-func08/func/sub-MSC07_ses-func08_task-glasslexical_run-01_events.tsv '
        'sub-MSC07/ses-func08/func/sub-MSC07_ses-func08_task-memoryscenes_events.tsv '
        'sub-MSC07/ses-func10/fmap/sub-MSC07_ses-func10_phasediff.nii.gz '
        'sub-MSC07/ses-func10/func/sub-MSC07_ses-func10_task-glasslexical_run-03_bold.nii.gz '
        'sub-MSC07/ses-func10/sub-MSC07_ses-func10_scans.tsv '
        'sub-MSC08/ses-func01/sub-MSC08_ses-func01_scans.tsv '
        'sub-MSC08/ses-func04/func/sub-MSC08_ses-func04_task-memoryfaces_bold.nii.gz '
        'sub-MSC08/ses-func04/func/sub-MSC08_ses-func04_task-motor_run-02_events.tsv '
        'sub-MSC08/ses-func04/sub-MSC08_ses-func04_scans.tsv '
        'sub-MSC08/ses-func05/fmap/sub-MSC08_ses-func05_phasediff.nii.gz '
        'sub-MSC08/ses-func05/func/sub-MSC08_ses-func05_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC08/ses-func09/func/sub-MSC08_ses-func09_task-memoryfaces_events.tsv '
        'sub-MSC08/ses-func09/func/sub-MSC08_ses-func09_task-memorywords_events.tsv '
        'sub-MSC08/ses-func10/func/sub-MSC08_ses-func10_task-memoryfaces_bold.nii.gz '
        'sub-MSC09/ses-func01/fmap/sub-MSC09_ses-func01_magnitude1.nii.gz '
        'sub-MSC09/ses-func01/func/sub-MSC09_ses-func01_task-glasslexical_run-01_events.tsv '
        'sub-MSC09/ses-func02/func/sub-MSC09_ses-func02_task-memoryfaces_bold.nii.gz '
        'sub-MSC09/ses-func03/func/sub-MSC09_ses-func03_task-memoryscenes_events.tsv '
        'sub-MSC09/ses-func05/func/sub-MSC09_ses-func05_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC09/ses-func06/fmap/sub-MSC09_ses-func06_magnitude2.nii.gz '
        'sub-MSC09/ses-func09/func/sub-MSC09_ses-func09_task-memoryscenes_bold.nii.gz '
        'sub-MSC10/ses-func02/func/sub-MSC10_ses-func02_task-motor_run-02_events.tsv '
        'sub-MSC10/ses-func03/func/sub-MSC10_ses-func03_task-glasslexical_run-01_events.tsv '
        'sub-MSC10/ses-func03/func/sub-MSC10_ses-func03_task-memoryscenes_bold.nii.gz '
        'sub-MSC10/ses-func04/func/sub-MSC10_ses-func04_task-glasslexical_run-01_events.tsv '
        'sub-MSC10/ses-func05/func/sub-MSC10_ses-func05_task-motor_run-01_events.tsv '
        'sub-MSC10/ses-func07/func/sub-MSC10_ses-func07_task-memoryfaces_bold.nii.gz '
        'sub-MSC10/ses-func08/func/sub-MSC10_ses-func08_task-motor_run-02_bold.nii.gz '
        'sub-MSC10/ses-func09/func/sub-MSC10_ses-func09_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC10/ses-func09/func/sub-MSC10_ses-func09_task-memoryscenes_bold.nii.gz '
        'sub-MSC10/ses-func10/func/sub-MSC10_ses-func10_task-glasslexical_run-01_bold.nii.gz '
        'task-glasslexical_bold.json task-memoryfaces_bold.json task-memoryscenes_bold.json '
        'task-memorywords_bold.json task-motor_bold.json task-rest_bold.json'
    ),
    'derivatives/mriqc/derivatives': (
        'sub-MSC01_ses-func01_task-glasslexical_run-02_bold.json '
        'sub-MSC01_ses-func05_task-glasslexical_run-02_bold.json '
        'sub-MSC01_ses-func05_task-memoryscenes_bold.json sub-MSC01_ses-func05_task-motor_run-01_bold.json '
        'sub-MSC01_ses-func06_task-glasslexical_run-02_bold.json '
        'sub-MSC01_ses-func08_task-motor_run-02_bold.json sub-MSC02_ses-func01_task-memorywords_bold.json '
        'sub-MSC02_ses-func05_task-memoryscenes_bold.json sub-MSC02_ses-func06_task-motor_run-01_bold.json '
        'sub-MSC03_ses-func04_task-glasslexical_run-02_bold.json '
        'sub-MSC03_ses-func04_task-memorywords_bold.json sub-MSC04_ses-func03_task-motor_run-02_bold.json '
        'sub-MSC04_ses-func05_task-memoryfaces_bold.json sub-MSC05_ses-func03_task-motor_run-01_bold.json '
        'sub-MSC05_ses-func08_task-motor_run-01_bold.json sub-MSC06_ses-func02_task-motor_run-01_bold.json '
        'sub-MSC06_ses-func07_task-motor_run-02_bold.json '
        'sub-MSC06_ses-func08_task-glasslexical_run-01_bold.json '
        'sub-MSC06_ses-func09_task-memoryfaces_bold.json sub-MSC06_ses-func09_task-motor_run-01_bold.json '
        'sub-MSC06_ses-func09_task-motor_run-02_bold.json sub-MSC07_ses-func02_task-memorywords_bold.json '
        'sub-MSC07_ses-func04_task-rest_bold.json sub-MSC07_ses-func06_task-motor_run-01_bold.json '
        'sub-MSC07_ses-func07_task-motor_run-01_bold.json '
        'sub-MSC08_ses-func01_task-glasslexical_run-02_bold.json '
        'sub-MSC08_ses-func05_task-glasslexical_run-01_bold.json sub-MSC08_ses-func07_task-rest_bold.json '
        'sub-MSC08_ses-func10_task-motor_run-01_bold.json sub-MSC08_ses-struct01_run-01_T1w.json '
        'sub-MSC09_ses-func05_task-motor_run-02_bold.json sub-MSC09_ses-func07_task-motor_run-01_bold.json '
        'sub-MSC09_ses-func09_task-memoryscenes_bold.json sub-MSC09_ses-func10_task-memorywords_bold.json '
        'sub-MSC09_ses-func10_task-motor_run-02_bold.json sub-MSC10_ses-func01_task-memoryfaces_bold.json '
        'sub-MSC10_ses-func01_task-motor_run-02_bold.json sub-MSC10_ses-func03_task-memorywords_bold.json '
        'sub-MSC10_ses-func04_task-glasslexical_run-01_bold.json '
        'sub-MSC10_ses-func11_task-glasslexical_run-01_bold.json'
    ),
    'derivatives/mriqc/reports': (
        'sub-MSC01_ses-func02_task-glasslexical_run-01_bold.html '
        'sub-MSC01_ses-func02_task-glasslexical_run-02_bold.html '
        'sub-MSC01_ses-func04_task-glasslexical_run-01_bold.html '
        'sub-MSC01_ses-func05_task-memorywords_bold.html sub-MSC01_ses-func05_task-rest_bold.html '
        'sub-MSC01_ses-func07_task-motor_run-02_bold.html sub-MSC01_ses-func10_task-memoryscenes_bold.html '
        'sub-MSC02_ses-func10_task-memorywords_bold.html sub-MSC03_ses-func01_task-memorywords_bold.html '
        'sub-MSC03_ses-func04_task-memoryscenes_bold.html '
        'sub-MSC03_ses-func05_task-glasslexical_run-02_bold.html '
        'sub-MSC03_ses-func05_task-memorywords_bold.html sub-MSC03_ses-func05_task-motor_run-01_bold.html '
        'sub-MSC03_ses-func07_task-memoryscenes_bold.html sub-MSC03_ses-func08_task-memoryfaces_bold.html '
        'sub-MSC04_ses-func03_task-motor_run-02_bold.html sub-MSC04_ses-func04_task-memorywords_bold.html '
        'sub-MSC04_ses-func10_task-memoryfaces_bold.html sub-MSC05_ses-func06_task-memorywords_bold.html '
        'sub-MSC05_ses-func07_task-memoryscenes_bold.html sub-MSC05_ses-func08_task-memoryfaces_bold.html '
        'sub-MSC05_ses-func10_task-memoryfaces_bold.html sub-MSC06_ses-func02_task-rest_bold.html '
        'sub-MSC06_ses-func07_task-glasslexical_run-01_bold.html '
        'sub-MSC07_ses-func01_task-glasslexical_run-02_bold.html '
        'sub-MSC07_ses-func03_task-memoryfaces_bold.html sub-MSC07_ses-func03_task-rest_bold.html '
        'sub-MSC07_ses-func04_task-memoryscenes_bold.html sub-MSC07_ses-func07_task-motor_run-01_bold.html '
        'sub-MSC07_ses-func09_task-glasslexical_run-01_bold.html sub-MSC08_ses-func01_task-rest_bold.html '
        'sub-MSC08_ses-func04_task-motor_run-02_bold.html '
        'sub-MSC08_ses-func05_task-glasslexical_run-01_bold.html sub-MSC08_ses-struct02_run-01_T1w.html '
        'sub-MSC09_ses-func01_task-memoryscenes_bold.html sub-MSC09_ses-func02_task-motor_run-01_bold.html '
        'sub-MSC09_ses-func03_task-memoryscenes_bold.html sub-MSC09_ses-func03_task-motor_run-02_bold.html '
        'sub-MSC09_ses-func07_task-motor_run-01_bold.html sub-MSC09_ses-func09_task-memoryscenes_bold.html '
        'sub-MSC09_ses-struct02_run-01_T2w.html sub-MSC10_ses-func04_task-glasslexical_run-01_bold.html '
        'sub-MSC10_ses-func08_task-memoryscenes_bold.html sub-MSC10_ses-func08_task-motor_run-02_bold.html '
        'sub-MSC10_ses-func09_task-glasslexical_run-02_bold.html'
    ),
    'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/Native': (
        'MSC01.L.aparc.a2009s.native.label.gii MSC01.L.native.c5.spec MSC01.L.sulc.native.shape.gii '
        'MSC01.R.sphere.reg.native.coord.gii MSC01.R.sphere.reg.native.surf.gii MSC01.R.white.native.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/fsaverage_LR32k': (
        '32k_fs_LR2164k_fs_LR.R.deform_map 32k_fs_LR2native.L.deform_map MSC01.L.32k_fs_LR.topo.gii '
        'MSC01.L.pial.32k_fs_LR.surf.gii MSC01.R.midthickness.surface_area.32k_fs_LR.shape.gii '
        'MSC01.R.pial.32k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach/Native': (
        'MSC02.L.sphere.native.surf.gii MSC02.L.white.native.surf.gii MSC02.LR.curvature.native.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach/fsaverage_LR32k': (
        'MSC02.L.aparc.32k_fs_LR.label.gii MSC02.R.sulc.32k_fs_LR.shape.gii native232k_fs_LR.L.deform_map'
    ),
    'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/Native': (
        'MSC03.L.midthickness.native.surf.gii MSC03.L.pial.native.surf.gii MSC03.L.white.native.coord.gii '
        'MSC03.R.curvature.native.shape.gii MSC03.R.native.topo.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach': (
        'MSC04.L.white.164k_fs_LR.coord.gii MSC04.L.white.164k_fs_LR.surf.gii MSC04.R.BA.164k_fs_LR.label.gii '
        'MSC04.R.aparc.164k_fs_LR.label.gii MSC04.R.inflated.164k_fs_LR.coord.gii '
        'MSC04.R.midthickness.164k_fs_LR.coord.gii MSC04.R.pial.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach/Native': (
        'MSC04.L.inflated.native.coord.gii MSC04.L.white.native.surf.gii MSC04.R.curvature.native.shape.gii '
        'MSC04.R.white.native.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach/fsaverage_LR32k': (
        'MSC04.L.pial.32k_fs_LR.surf.gii MSC04.R.ArealDistortion.32k_fs_LR.shape.gii '
        'MSC04.R.white.32k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach': (
        'MSC05.L.ArealDistortion.164k_fs_LR.shape.gii MSC05.L.inflated.164k_fs_LR.coord.gii '
        'MSC05.L.midthickness.164k_fs_LR.coord.gii MSC05.L.pial.164k_fs_LR.surf.gii '
        'MSC05_mpr1T_debias_to_TRIO_Y_NDC.mat wmparc.4dfp.hdr wmparc.4dfp.img.rec'
    ),
    'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach/Native': (
        'MSC05.L.sphere.native.surf.gii MSC05.L.sphere.reg.reg_LR.native.coord.gii '
        'MSC05.R.BA.native.label.gii MSC05.R.pial.native.coord.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach': (
        'MSC06.164k_fs_LR.wb.spec MSC06.L.ArealDistortion.164k_fs_LR.shape.gii '
        'MSC06.R.ArealDistortion.164k_fs_LR.shape.gii MSC06.R.pial.164k_fs_LR.surf.gii wmparc.4dfp.hdr'
    ),
    'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/Native': (
        'MSC06.L.aparc.a2009s.native.label.gii MSC06.L.pial.native.coord.gii MSC06.L.sulc.native.shape.gii '
        'MSC06.R.native.c5.spec MSC06.R.sphere.reg.native.coord.gii MSC06.R.sphere.reg.reg_LR.native.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/fsaverage_LR32k': (
        'MSC06.R.midthickness.32k_fs_LR.coord.gii MSC06.R.very_inflated.32k_fs_LR.surf.gii '
        'native232k_fs_LR.L.deform_map'
    ),
    'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func03': (
        'sub-MSC06_ses-func03_task-memory_bold_32k_fsLR.dtseries.nii '
        'sub-MSC06_ses-func03_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'sub-MSC06_ses-func03_task-motor_bold_32k_fsLR_tmask.txt'
    ),
    'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach': (
        'MSC07.L.164k_fs_LR.topo.gii MSC07.L.pial.164k_fs_LR.coord.gii MSC07.R.164k_fs_LR.topo.gii '
        'MSC07.R.midthickness.164k_fs_LR.surf.gii MSC07.R.sulc.164k_fs_LR.shape.gii wmparc_111_t88.4dfp.ifh'
    ),
    'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/Native': (
        'MSC07.L.curvature.native.shape.gii MSC07.L.inflated.native.surf.gii MSC07.L.native.topo.gii '
        'MSC07.L.pial.native.coord.gii MSC07.L.sphere.native.coord.gii MSC07.L.thickness.native.shape.gii '
        'MSC07.L.very_inflated.native.surf.gii MSC07.R.inflated.native.coord.gii '
        'MSC07.R.midthickness.native.coord.gii MSC07.R.midthickness.native.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func05': (
        'sub-MSC07_ses-func05_task-motor_bold_32k_fsLR.dtseries.nii '
        'sub-MSC07_ses-func05_task-motor_bold_32k_fsLR_tmask.txt '
        'sub-MSC07_ses-func05_task-motor_bold_32k_fsLR_tmask_nofixation.txt'
    ),
    'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach': (
        'MSC08.L.aparc.164k_fs_LR.label.gii MSC08.L.midthickness.164k_fs_LR.surf.gii '
        'MSC08.L.sphere.164k_fs_LR.surf.gii MSC08.R.164k_fs_LR.c5.spec MSC08.R.164k_fs_LR.topo.gii '
        'MSC08.R.white.164k_fs_LR.coord.gii MSC08_mpr1T_debias_to_TRIO_Y_NDC_t4 '
        'native2164k_fs_LR.L.deform_map wmparc.4dfp.img'
    ),
    'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach/Native': (
        'MSC08.L.sphere.native.surf.gii MSC08.L.very_inflated.native.coord.gii '
        'MSC08.L.very_inflated.native.surf.gii MSC08.L.white.native.coord.gii MSC08.R.pial.native.coord.gii '
        'MSC08.R.thickness.native.shape.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach/fsaverage_LR32k': (
        '32k_fs_LR2native.L.deform_map MSC08.R.32k_fs_LR.topo.gii MSC08.R.BA.32k_fs_LR.label.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/Native': (
        'MSC09.L.native.c5.spec MSC09.L.sulc.native.shape.gii MSC09.L.very_inflated.native.coord.gii '
        'MSC09.R.midthickness.native.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach': (
        'MSC10.R.sphere.164k_fs_LR.surf.gii wmparc_111_t88.4dfp.img.rec wmparc_333_t88.4dfp.img.rec'
    ),
    'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/Native': (
        'MSC10.L.sphere.reg.reg_LR.native.coord.gii MSC10.L.very_inflated.native.surf.gii '
        'MSC10.L.white.native.surf.gii MSC10.R.sulc.native.shape.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/fsaverage_LR32k': (
        'MSC10.L.midthickness.surface_area.32k_fs_LR.shape.gii MSC10.L.sulc.32k_fs_LR.shape.gii '
        'MSC10.R.ArealDistortion.32k_fs_LR.shape.gii native232k_fs_LR.L.deform_map'
    ),
    'sub-MSC02/ses-func09/func': (
        'sub-MSC02_ses-func09_task-glasslexical_run-01_events.tsv '
        'sub-MSC02_ses-func09_task-memorywords_events.tsv sub-MSC02_ses-func09_task-motor_run-01_events.tsv '
        'sub-MSC02_ses-func09_task-motor_run-02_bold.nii.gz'
    ),
    'sub-MSC04/ses-func04/func': (
        'sub-MSC04_ses-func04_task-memoryfaces_events.tsv sub-MSC04_ses-func04_task-memoryscenes_bold.nii.gz '
        'sub-MSC04_ses-func04_task-motor_run-01_events.tsv'
    ),
    'sub-MSC08/ses-func06/func': (
        'sub-MSC08_ses-func06_task-glasslexical_run-02_bold.nii.gz '
        'sub-MSC08_ses-func06_task-memoryscenes_bold.nii.gz '
        'sub-MSC08_ses-func06_task-motor_run-01_bold.nii.gz'
    ),
}


MSC_FS_LR_KIND = {
    'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach': (
        'MSC01.L.inflated.164k_fs_LR.surf.gii MSC01.L.midthickness.164k_fs_LR.surf.gii '
        'MSC01.L.pial.164k_fs_LR.surf.gii MSC01.L.sphere.164k_fs_LR.surf.gii '
        'MSC01.L.very_inflated.164k_fs_LR.surf.gii MSC01.L.white.164k_fs_LR.surf.gii '
        'MSC01.R.inflated.164k_fs_LR.surf.gii MSC01.R.midthickness.164k_fs_LR.surf.gii '
        'MSC01.R.pial.164k_fs_LR.surf.gii MSC01.R.sphere.164k_fs_LR.surf.gii '
        'MSC01.R.very_inflated.164k_fs_LR.surf.gii MSC01.R.white.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach': (
        'MSC02.L.inflated.164k_fs_LR.surf.gii MSC02.L.midthickness.164k_fs_LR.surf.gii '
        'MSC02.L.pial.164k_fs_LR.surf.gii MSC02.L.sphere.164k_fs_LR.surf.gii '
        'MSC02.L.very_inflated.164k_fs_LR.surf.gii MSC02.L.white.164k_fs_LR.surf.gii '
        'MSC02.R.inflated.164k_fs_LR.surf.gii MSC02.R.midthickness.164k_fs_LR.surf.gii '
        'MSC02.R.pial.164k_fs_LR.surf.gii MSC02.R.sphere.164k_fs_LR.surf.gii '
        'MSC02.R.very_inflated.164k_fs_LR.surf.gii MSC02.R.white.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach': (
        'MSC03.L.inflated.164k_fs_LR.surf.gii MSC03.L.midthickness.164k_fs_LR.surf.gii '
        'MSC03.L.pial.164k_fs_LR.surf.gii MSC03.L.sphere.164k_fs_LR.surf.gii '
        'MSC03.L.very_inflated.164k_fs_LR.surf.gii MSC03.L.white.164k_fs_LR.surf.gii '
        'MSC03.R.inflated.164k_fs_LR.surf.gii MSC03.R.midthickness.164k_fs_LR.surf.gii '
        'MSC03.R.pial.164k_fs_LR.surf.gii MSC03.R.sphere.164k_fs_LR.surf.gii '
        'MSC03.R.very_inflated.164k_fs_LR.surf.gii MSC03.R.white.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach': (
        'MSC04.L.inflated.164k_fs_LR.surf.gii MSC04.L.midthickness.164k_fs_LR.surf.gii '
        'MSC04.L.pial.164k_fs_LR.surf.gii MSC04.L.sphere.164k_fs_LR.surf.gii '
        'MSC04.L.very_inflated.164k_fs_LR.surf.gii MSC04.L.white.164k_fs_LR.surf.gii '
        'MSC04.R.inflated.164k_fs_LR.surf.gii MSC04.R.midthickness.164k_fs_LR.surf.gii '
        'MSC04.R.pial.164k_fs_LR.surf.gii MSC04.R.sphere.164k_fs_LR.surf.gii '
        'MSC04.R.very_inflated.164k_fs_LR.surf.gii MSC04.R.white.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach': (
        'MSC05.L.inflated.164k_fs_LR.surf.gii MSC05.L.midthickness.164k_fs_LR.surf.gii '
        'MSC05.L.pial.164k_fs_LR.surf.gii MSC05.L.sphere.164k_fs_LR.surf.gii '
        'MSC05.L.very_inflated.164k_fs_LR.surf.gii MSC05.L.white.164k_fs_LR.surf.gii '
        'MSC05.R.inflated.164k_fs_LR.surf.gii MSC05.R.midthickness.164k_fs_LR.surf.gii '
        'MSC05.R.pial.164k_fs_LR.surf.gii MSC05.R.sphere.164k_fs_LR.surf.gii '
        'MSC05.R.very_inflated.164k_fs_LR.surf.gii MSC05.R.white.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach': (
        'MSC06.L.inflated.164k_fs_LR.surf.gii MSC06.L.midthickness.164k_fs_LR.surf.gii '
        'MSC06.L.pial.164k_fs_LR.surf.gii MSC06.L.sphere.164k_fs_LR.surf.gii '
        'MSC06.L.very_inflated.164k_fs_LR.surf.gii MSC06.L.white.164k_fs_LR.surf.gii '
        'MSC06.R.inflated.164k_fs_LR.surf.gii MSC06.R.midthickness.164k_fs_LR.surf.gii '
        'MSC06.R.pial.164k_fs_LR.surf.gii MSC06.R.sphere.164k_fs_LR.surf.gii '
        'MSC06.R.very_inflated.164k_fs_LR.surf.gii MSC06.R.white.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach': (
        'MSC07.L.inflated.164k_fs_LR.surf.gii MSC07.L.midthickness.164k_fs_LR.surf.gii '
        'MSC07.L.pial.164k_fs_LR.surf.gii MSC07.L.sphere.164k_fs_LR.surf.gii '
        'MSC07.L.very_inflated.164k_fs_LR.surf.gii MSC07.L.white.164k_fs_LR.surf.gii '
        'MSC07.R.inflated.164k_fs_LR.surf.gii MSC07.R.midthickness.164k_fs_LR.surf.gii '
        'MSC07.R.pial.164k_fs_LR.surf.gii MSC07.R.sphere.164k_fs_LR.surf.gii '
        'MSC07.R.very_inflated.164k_fs_LR.surf.gii MSC07.R.white.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach': (
        'MSC08.L.inflated.164k_fs_LR.surf.gii MSC08.L.midthickness.164k_fs_LR.surf.gii '
        'MSC08.L.pial.164k_fs_LR.surf.gii MSC08.L.sphere.164k_fs_LR.surf.gii '
        'MSC08.L.very_inflated.164k_fs_LR.surf.gii MSC08.L.white.164k_fs_LR.surf.gii '
        'MSC08.R.inflated.164k_fs_LR.surf.gii MSC08.R.midthickness.164k_fs_LR.surf.gii '
        'MSC08.R.pial.164k_fs_LR.surf.gii MSC08.R.sphere.164k_fs_LR.surf.gii '
        'MSC08.R.very_inflated.164k_fs_LR.surf.gii MSC08.R.white.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach': (
        'MSC09.L.inflated.164k_fs_LR.surf.gii MSC09.L.midthickness.164k_fs_LR.surf.gii '
        'MSC09.L.pial.164k_fs_LR.surf.gii MSC09.L.sphere.164k_fs_LR.surf.gii '
        'MSC09.L.very_inflated.164k_fs_LR.surf.gii MSC09.L.white.164k_fs_LR.surf.gii '
        'MSC09.R.inflated.164k_fs_LR.surf.gii MSC09.R.midthickness.164k_fs_LR.surf.gii '
        'MSC09.R.pial.164k_fs_LR.surf.gii MSC09.R.sphere.164k_fs_LR.surf.gii '
        'MSC09.R.very_inflated.164k_fs_LR.surf.gii MSC09.R.white.164k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach': (
        'MSC10.L.inflated.164k_fs_LR.surf.gii MSC10.L.midthickness.164k_fs_LR.surf.gii '
        'MSC10.L.pial.164k_fs_LR.surf.gii MSC10.L.sphere.164k_fs_LR.surf.gii '
        'MSC10.L.very_inflated.164k_fs_LR.surf.gii MSC10.L.white.164k_fs_LR.surf.gii '
        'MSC10.R.inflated.164k_fs_LR.surf.gii MSC10.R.midthickness.164k_fs_LR.surf.gii '
        'MSC10.R.pial.164k_fs_LR.surf.gii MSC10.R.sphere.164k_fs_LR.surf.gii '
        'MSC10.R.very_inflated.164k_fs_LR.surf.gii MSC10.R.white.164k_fs_LR.surf.gii'
    ),
}


MSC_FS_LR_OTHER = {
    '': (
        '.bidsignore .gitattributes CHANGES README T1w.json T1w_group.html T2w.json T2w_group.html '
        'acq-coronal_veno.json acq-sagittal_veno.json angio.json bold_group.html dataset_description.json '
        'derivatives/surface_pipeline/sub-MSC01/cifti_distances/sub-MSC01distmat_surf_geodesic_vol_euc_xhem_large_uint8.mat '
        'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/Ribbon/ribbon_333.nii.gz '
        'derivatives/surface_pipeline/sub-MSC01/processed_restingstate_timecourses/ses-func06/cifti/sub-MSC01_ses-func06_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func02/sub-MSC01_ses-func02_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func05/sub-MSC01_ses-func05_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func06/sub-MSC01_ses-func06_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func06/sub-MSC01_ses-func06_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func07/sub-MSC01_ses-func07_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC01/processed_task_timecourses/ses-func08/sub-MSC01_ses-func08_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func02/sub-MSC01_ses-func02_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func02/sub-MSC01_ses-func02_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func04/sub-MSC01_ses-func04_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func05/sub-MSC01_ses-func05_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC01/task_timecourses/ses-func07/sub-MSC01_ses-func07_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func03/sub-MSC02_ses-func03_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func09/sub-MSC02_ses-func09_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func10/sub-MSC02_ses-func10_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_contrasts_cifti/memory/sub-MSC02-memory_contrasts_32k_fsLR.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func02/sub-MSC02_ses-func02_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func03/sub-MSC02_ses-func03_task-memoryfaces_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func03/sub-MSC02_ses-func03_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func08/sub-MSC02_ses-func08_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func09/sub-MSC02_ses-func09_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func11/sub-MSC02_ses-func11_task-glasslexical_run-03_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/MSC03/processed_task_timecourses/ses-func02/sub-MSC03_ses-func02_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/MSC03/processed_task_timecourses/ses-func09/sub-MSC03_ses-func09_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/Ribbon/MSC03.R.ribbon_333.nii.gz '
        'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/Ribbon/ribbon_333.nii.gz '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func02/sub-MSC03_ses-func02_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func03/sub-MSC03_ses-func03_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func03/sub-MSC03_ses-func03_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func04/sub-MSC03_ses-func04_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func06/sub-MSC03_ses-func06_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC03/processed_task_timecourses/ses-func08/sub-MSC03_ses-func08_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_contrasts_cifti/mixed/sub-MSC03-mixed_contrasts_32k_fsLR_smooth2.55.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_contrasts_cifti/motor/sub-MSC03-motor_contrasts_32k_fsLR.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func01/sub-MSC03_ses-func01_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func03/sub-MSC03_ses-func03_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func06/sub-MSC03_ses-func06_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func08/sub-MSC03_ses-func08_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func08/sub-MSC03_ses-func08_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func09/sub-MSC03_ses-func09_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC03/task_timecourses/ses-func09/sub-MSC03_ses-func09_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/MSC04/processed_task_timecourses/ses-func05/sub-MSC04_ses-func05_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/MSC04/processed_task_timecourses/ses-func08/sub-MSC04_ses-func08_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach/fsaverage/MSC04.R.164k_fs_R.topo.gii '
        'derivatives/surface_pipeline/sub-MSC04/processed_restingstate_timecourses/ses-func08/cifti/sub-MSC04_ses-func08_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/processed_task_timecourses/ses-func03/sub-MSC04_ses-func03_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/processed_task_timecourses/ses-func08/sub-MSC04_ses-func08_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC04/processed_task_timecourses/ses-func10/sub-MSC04_ses-func10_task-motor_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func01/sub-MSC04_ses-func01_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func01/sub-MSC04_ses-func01_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func04/sub-MSC04_ses-func04_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func05/sub-MSC04_ses-func05_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC04/task_timecourses/ses-func09/sub-MSC04_ses-func09_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/processed_restingstate_timecourses/ses-func01/cifti/sub-MSC05_ses-func01_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/processed_restingstate_timecourses/ses-func06/cifti/sub-MSC05_ses-func06_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func01/sub-MSC05_ses-func01_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func05/sub-MSC05_ses-func05_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func07/sub-MSC05_ses-func07_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func09/sub-MSC05_ses-func09_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC05/processed_task_timecourses/ses-func09/sub-MSC05_ses-func09_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func01/sub-MSC05_ses-func01_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func02/sub-MSC05_ses-func02_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func03/sub-MSC05_ses-func03_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func04/sub-MSC05_ses-func04_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func05/sub-MSC05_ses-func05_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func06/sub-MSC05_ses-func06_task-memorywords_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func07/sub-MSC05_ses-func07_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func08/sub-MSC05_ses-func08_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC05/task_timecourses/ses-func08/sub-MSC05_ses-func08_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/MSC06/processed_task_timecourses/ses-func05/sub-MSC06_ses-func05_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func01/sub-MSC06_ses-func01_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func02/sub-MSC06_ses-func02_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func04/sub-MSC06_ses-func04_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func06/sub-MSC06_ses-func06_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC06/processed_task_timecourses/ses-func07/sub-MSC06_ses-func07_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC06/task_contrasts_cifti/motor/sub-MSC06-motor_contrasts_32k_fsLR_smooth2.55.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func01/sub-MSC06_ses-func01_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func02/sub-MSC06_ses-func02_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func03/sub-MSC06_ses-func03_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func03/sub-MSC06_ses-func03_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func04/sub-MSC06_ses-func04_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func05/sub-MSC06_ses-func05_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func05/sub-MSC06_ses-func05_task-motor_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func06/sub-MSC06_ses-func06_task-glasslexical_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func07/sub-MSC06_ses-func07_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func07/sub-MSC06_ses-func07_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func08/sub-MSC06_ses-func08_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func08/sub-MSC06_ses-func08_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC06/task_timecourses/ses-func10/sub-MSC06_ses-func10_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/processed_restingstate_timecourses/ses-func10/cifti/sub-MSC07_ses-func10_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func02/sub-MSC07_ses-func02_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func05/sub-MSC07_ses-func05_task-motor_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func06/sub-MSC07_ses-func06_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC07/processed_task_timecourses/ses-func07/sub-MSC07_ses-func07_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_contrasts_cifti/motor/sub-MSC07-motor_contrasts_32k_fsLR_smooth2.55.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func03/sub-MSC07_ses-func03_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func04/sub-MSC07_ses-func04_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func06/sub-MSC07_ses-func06_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func06/sub-MSC07_ses-func06_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func07/sub-MSC07_ses-func07_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC07/task_timecourses/ses-func08/sub-MSC07_ses-func08_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/processed_restingstate_timecourses/ses-func04/cifti/sub-MSC08_ses-func04_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func01/sub-MSC08_ses-func01_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func03/sub-MSC08_ses-func03_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func05/sub-MSC08_ses-func05_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func06/sub-MSC08_ses-func06_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func06/sub-MSC08_ses-func06_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func07/sub-MSC08_ses-func07_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func07/sub-MSC08_ses-func07_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC08/processed_task_timecourses/ses-func08/sub-MSC08_ses-func08_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func02/sub-MSC08_ses-func02_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func03/sub-MSC08_ses-func03_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func03/sub-MSC08_ses-func03_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func04/sub-MSC08_ses-func04_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func05/sub-MSC08_ses-func05_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func08/sub-MSC08_ses-func08_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC08/task_timecourses/ses-func09/sub-MSC08_ses-func09_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC09/myelin_map/sub-MSC09_MyelinMap_biascorrected.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func03/sub-MSC09_ses-func03_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func04/sub-MSC09_ses-func04_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func09/sub-MSC09_ses-func09_task-glasslexical_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC09/processed_task_timecourses/ses-func09/sub-MSC09_ses-func09_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_contrasts_cifti/memory/sub-MSC09-memory_contrasts_32k_fsLR_smooth2.55.dscalar.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func03/sub-MSC09_ses-func03_task-memoryscenes_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func03/sub-MSC09_ses-func03_task-motor_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func04/sub-MSC09_ses-func04_task-glasslexical_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func05/sub-MSC09_ses-func05_task-motor_run-01_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func09/sub-MSC09_ses-func09_task-glasslexical_run-02_events.tsv '
        'derivatives/surface_pipeline/sub-MSC09/task_timecourses/ses-func10/sub-MSC09_ses-func10_task-glasslexical_run-01_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/Ribbon/MSC10.L.ribbon_333.nii.gz '
        'derivatives/surface_pipeline/sub-MSC10/processed_restingstate_timecourses/ses-func01/cifti/sub-MSC10_ses-func01_task-rest_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC10/processed_restingstate_timecourses/ses-func04/cifti/sub-MSC10_ses-func04_task-rest_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func01/sub-MSC10_ses-func01_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func02/sub-MSC10_ses-func02_task-memory_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func05/sub-MSC10_ses-func05_task-motor_bold_32k_fsLR_tmask.txt '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func06/sub-MSC10_ses-func06_task-memory_bold_32k_fsLR_tmask_nofixation.txt '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func07/sub-MSC10_ses-func07_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/processed_task_timecourses/ses-func10/sub-MSC10_ses-func10_task-memory_bold_32k_fsLR.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func02/sub-MSC10_ses-func02_task-memoryfaces_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func02/sub-MSC10_ses-func02_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func04/sub-MSC10_ses-func04_task-memorywords_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func04/sub-MSC10_ses-func04_task-motor_run-02_bold.dtseries.nii '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func10/sub-MSC10_ses-func10_task-memoryscenes_events.tsv '
        'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func11/sub-MSC10_ses-func11_task-motor_run-01_bold.dtseries.nii '
        'magnitude1.json magnitude2.json participants.json participants.tsv phasediff.json '
        'task-glasslexical_bold.json task-memoryfaces_bold.json task-memoryscenes_bold.json '
        'task-memorywords_bold.json task-motor_bold.json task-rest_bold.json'
    ),
    'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach': (
        '164k_fs_LR2native.L.deform_map MSC01.164k_fs_LR.wb.spec MSC01.L.midthickness.164k_fs_LR.coord.gii '
        'MSC01.L.midthickness.32k_fs_LR.coord.gii MSC01.L.sulc.164k_fs_LR.shape.gii '
        'MSC01.R.midthickness.164k_fs_LR.coord.gii wmparc_111_t88.4dfp.img wmparc_333_t88.4dfp.img '
        'wmparc_333_t88.4dfp.img.rec'
    ),
    'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/Native': (
        'MSC01.L.aparc.native.label.gii MSC01.L.native.c5.spec MSC01.L.native.topo.gii '
        'MSC01.L.pial.native.surf.gii MSC01.L.sphere.native.surf.gii MSC01.L.sulc.native.shape.gii '
        'MSC01.R.inflated.native.coord.gii MSC01.R.midthickness.native.coord.gii '
        'MSC01.R.midthickness.native.surf.gii MSC01.R.sphere.reg.native.coord.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC01/fs_LR_Talairach/fsaverage_LR32k': (
        'MSC01.32k_fs_LR.wb.spec MSC01.L.32k_fs_LR.c5.spec MSC01.L.ArealDistortion.32k_fs_LR.shape.gii '
        'MSC01.L.BA.32k_fs_LR.label.gii MSC01.L.midthickness.32k_fs_LR.coord.gii '
        'MSC01.L.very_inflated.32k_fs_LR.coord.gii MSC01.L.white.32k_fs_LR.coord.gii '
        'MSC01.R.32k_fs_LR.topo.gii MSC01.R.BA.32k_fs_LR.label.gii MSC01.R.sphere.32k_fs_LR.coord.gii '
        'MSC01.R.sphere.32k_fs_LR.surf.gii MSC01.R.very_inflated.32k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach': (
        'MSC02.L.aparc.a2009s.164k_fs_LR.label.gii MSC02.L.inflated.164k_fs_LR.coord.gii '
        'MSC02.L.midthickness.164k_fs_LR.coord.gii MSC02.R.ArealDistortion.164k_fs_LR.shape.gii '
        'MSC02.R.white.164k_fs_LR.coord.gii native2164k_fs_LR.L.deform_map wmparc_111_t88.4dfp.hdr'
    ),
    'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach/Native': (
        'MSC02.L.midthickness.native.surf.gii MSC02.L.sphere.reg.reg_LR.native.coord.gii '
        'MSC02.L.very_inflated.native.surf.gii MSC02.L.white.native.surf.gii MSC02.R.BA.native.label.gii '
        'MSC02.R.curvature.native.shape.gii MSC02.R.sphere.native.coord.gii '
        'MSC02.R.sphere.reg.reg_LR.native.surf.gii MSC02.R.very_inflated.native.coord.gii '
        'MSC02.R.white.native.coord.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/fs_LR_Talairach/fsaverage_LR32k': (
        'MSC02.L.32k_fs_LR.c5.spec MSC02.L.BA.32k_fs_LR.label.gii MSC02.L.aparc.32k_fs_LR.label.gii '
        'MSC02.L.inflated.32k_fs_LR.surf.gii MSC02.L.midthickness.32k_fs_LR.surf.gii '
        'MSC02.L.pial.32k_fs_LR.surf.gii MSC02.L.sulc.32k_fs_LR.shape.gii MSC02.R.aparc.32k_fs_LR.label.gii '
        'MSC02.R.aparc.a2009s.32k_fs_LR.label.gii MSC02.R.thickness.32k_fs_LR.shape.gii '
        'native232k_fs_LR.R.deform_map'
    ),
    'derivatives/surface_pipeline/sub-MSC02/processed_task_timecourses/ses-func08': (
        'sub-MSC02_ses-func08_task-glasslexical_bold_32k_fsLR.dtseries.nii '
        'sub-MSC02_ses-func08_task-glasslexical_bold_32k_fsLR_tmask_nofixation.txt '
        'sub-MSC02_ses-func08_task-memory_bold_32k_fsLR.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC02/task_timecourses/ses-func07': (
        'sub-MSC02_ses-func07_task-glasslexical_run-01_events.tsv '
        'sub-MSC02_ses-func07_task-memoryfaces_events.tsv '
        'sub-MSC02_ses-func07_task-motor_run-01_bold.dtseries.nii'
    ),
    'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach': (
        'MSC03.L.164k_fs_LR.topo.gii MSC03.L.inflated.164k_fs_LR.coord.gii MSC03.L.white.164k_fs_LR.coord.gii '
        'MSC03.R.164k_fs_LR.topo.gii MSC03.R.BA.164k_fs_LR.label.gii MSC03.R.sphere.164k_fs_LR.coord.gii '
        'MSC03_mpr1T_debias_to_TRIO_Y_NDC.mat MSC03_mpr1T_debias_to_TRIO_Y_NDC_t4 wmparc_111_t88.4dfp.ifh'
    ),
    'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/Native': (
        'MSC03.L.BA.native.label.gii MSC03.L.pial.native.coord.gii MSC03.L.very_inflated.native.surf.gii '
        'MSC03.L.white.native.coord.gii MSC03.R.inflated.native.coord.gii MSC03.R.inflated.native.surf.gii '
        'MSC03.R.native.c5.spec MSC03.R.sphere.reg.native.surf.gii MSC03.R.thickness.native.shape.gii '
        'MSC03.R.very_inflated.native.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC03/fs_LR_Talairach/fsaverage_LR32k': (
        '32k_fs_LR2164k_fs_LR.R.deform_map 32k_fs_LR2native.L.deform_map MSC03.L.inflated.32k_fs_LR.coord.gii '
        'MSC03.R.32k_fs_LR.topo.gii MSC03.R.midthickness.32k_fs_LR.surf.gii '
        'MSC03.R.very_inflated.32k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach': (
        'MSC04.L.aparc.164k_fs_LR.label.gii MSC04.R.164k_fs_LR.topo.gii '
        'MSC04.R.aparc.a2009s.164k_fs_LR.label.gii MSC04_mpr1T_debias_to_TRIO_Y_NDC.mat wmparc.4dfp.ifh '
        'wmparc.4dfp.img wmparc_111_t88.4dfp.ifh wmparc_111_t88.4dfp.img'
    ),
    'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach/Native': (
        'MSC04.L.sphere.reg.native.surf.gii MSC04.L.white.native.coord.gii '
        'MSC04.R.midthickness.native.coord.gii MSC04.R.sphere.reg.native.coord.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC04/fs_LR_Talairach/fsaverage_LR32k': (
        'MSC04.L.aparc.32k_fs_LR.label.gii MSC04.L.pial.32k_fs_LR.coord.gii MSC04.L.sulc.32k_fs_LR.shape.gii '
        'MSC04.L.thickness.32k_fs_LR.shape.gii MSC04.L.very_inflated.32k_fs_LR.coord.gii '
        'MSC04.L.white.32k_fs_LR.coord.gii MSC04.L.white.32k_fs_LR.surf.gii MSC04.R.32k_fs_LR.c5.spec '
        'MSC04.R.aparc.a2009s.32k_fs_LR.label.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach': (
        '164k_fs_LR2native.L.deform_map MSC05.L.ArealDistortion.164k_fs_LR.shape.gii '
        'MSC05.L.midthickness.164k_fs_LR.coord.gii MSC05.L.pial.164k_fs_LR.coord.gii '
        'MSC05.R.164k_fs_LR.c5.spec native2164k_fs_LR.R.deform_map wmparc.4dfp.img.rec '
        'wmparc_111_t88.4dfp.hdr wmparc_333_t88.4dfp.ifh'
    ),
    'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach/Native': (
        'MSC05.L.native.topo.gii MSC05.L.sphere.reg.reg_LR.native.coord.gii MSC05.L.white.native.coord.gii '
        'MSC05.L.white.native.surf.gii MSC05.R.ArealDistortion.native.shape.gii MSC05.R.pial.native.coord.gii '
        'MSC05.R.thickness.native.shape.gii MSC05.R.very_inflated.native.coord.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC05/fs_LR_Talairach/fsaverage_LR32k': (
        'MSC05.L.32k_fs_LR.topo.gii MSC05.L.inflated.32k_fs_LR.coord.gii MSC05.L.sphere.32k_fs_LR.coord.gii '
        'MSC05.L.white.32k_fs_LR.coord.gii MSC05.R.BA.32k_fs_LR.label.gii '
        'MSC05.R.midthickness.32k_fs_LR.surf.gii MSC05.R.white.32k_fs_LR.surf.gii '
        'native232k_fs_LR.L.deform_map'
    ),
    'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach': (
        'MSC06.L.midthickness.164k_fs_LR.coord.gii MSC06.R.aparc.a2009s.164k_fs_LR.label.gii '
        'MSC06_mpr1T_debias_to_TRIO_Y_NDC.world wmparc_333_t88.4dfp.ifh wmparc_333_t88.4dfp.img.rec'
    ),
    'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/Native': (
        'MSC06.L.curvature.native.shape.gii MSC06.L.midthickness.native.surf.gii '
        'MSC06.L.pial.native.coord.gii MSC06.L.sphere.reg.native.coord.gii MSC06.L.white.native.surf.gii '
        'MSC06.R.BA.native.label.gii MSC06.R.sphere.reg.reg_LR.native.coord.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC06/fs_LR_Talairach/fsaverage_LR32k': (
        'MSC06.L.inflated.32k_fs_LR.surf.gii MSC06.L.midthickness.32k_fs_LR.coord.gii '
        'MSC06.L.midthickness.surface_area.32k_fs_LR.shape.gii MSC06.R.ArealDistortion.32k_fs_LR.shape.gii '
        'MSC06.R.aparc.32k_fs_LR.label.gii MSC06.R.sphere.32k_fs_LR.coord.gii '
        'MSC06.R.sulc.32k_fs_LR.shape.gii native232k_fs_LR.L.deform_map'
    ),
    'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach': (
        '164k_fs_LR2native.L.deform_map MSC07.L.164k_fs_LR.topo.gii MSC07.L.aparc.164k_fs_LR.label.gii '
        'MSC07.R.aparc.a2009s.164k_fs_LR.label.gii MSC07.R.midthickness.164k_fs_LR.coord.gii '
        'MSC07.R.pial.164k_fs_LR.coord.gii wmparc_111_t88.4dfp.hdr wmparc_333_t88.4dfp.ifh '
        'wmparc_333_t88.4dfp.img'
    ),
    'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/Native': (
        'MSC07.L.inflated.native.coord.gii MSC07.L.sphere.reg.reg_LR.native.coord.gii '
        'MSC07.R.aparc.a2009s.native.label.gii MSC07.R.white.native.coord.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC07/fs_LR_Talairach/fsaverage_LR32k': (
        '164k_fs_LR232k_fs_LR.R.deform_map 32k_fs_LR2164k_fs_LR.R.deform_map MSC07.L.BA.32k_fs_LR.label.gii '
        'MSC07.L.midthickness.32k_fs_LR.coord.gii MSC07.L.midthickness.surface_area.32k_fs_LR.shape.gii '
        'MSC07.L.pial.32k_fs_LR.surf.gii MSC07.L.sphere.32k_fs_LR.surf.gii '
        'MSC07.L.very_inflated.32k_fs_LR.coord.gii MSC07.L.very_inflated.32k_fs_LR.surf.gii '
        'MSC07.L.white.32k_fs_LR.coord.gii MSC07.L.white.32k_fs_LR.surf.gii '
        'MSC07.R.midthickness.32k_fs_LR.coord.gii MSC07.R.very_inflated.32k_fs_LR.surf.gii '
        'native232k_fs_LR.R.deform_map'
    ),
    'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach': (
        'MSC08.L.midthickness.164k_fs_LR.coord.gii MSC08.R.midthickness.164k_fs_LR.coord.gii '
        'MSC08.R.pial.164k_fs_LR.coord.gii MSC08.R.sphere.164k_fs_LR.coord.gii '
        'MSC08.R.very_inflated.164k_fs_LR.coord.gii wmparc.4dfp.ifh wmparc_111_t88.4dfp.hdr '
        'wmparc_333_t88.4dfp.hdr'
    ),
    'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach/Native': (
        'MSC08.L.ArealDistortion.native.shape.gii MSC08.L.curvature.native.shape.gii '
        'MSC08.L.midthickness.native.coord.gii MSC08.L.sphere.reg.native.surf.gii '
        'MSC08.L.very_inflated.native.coord.gii MSC08.R.sphere.reg.reg_LR.native.coord.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC08/fs_LR_Talairach/fsaverage_LR32k': (
        '32k_fs_LR2native.R.deform_map MSC08.L.32k_fs_LR.c5.spec '
        'MSC08.L.midthickness.surface_area.32k_fs_LR.shape.gii MSC08.R.32k_fs_LR.c5.spec '
        'MSC08.R.midthickness.surface_area.32k_fs_LR.shape.gii MSC08.R.pial.32k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach': (
        '164k_fs_LR2native.R.deform_map MSC09.R.164k_fs_LR.c5.spec MSC09.R.pial.164k_fs_LR.coord.gii '
        'MSC09.R.sulc.164k_fs_LR.shape.gii MSC09.R.very_inflated.164k_fs_LR.coord.gii '
        'wmparc_111_t88.4dfp.img.rec wmparc_333_t88.4dfp.ifh'
    ),
    'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/Native': (
        'MSC09.L.pial.native.surf.gii MSC09.L.sphere.native.coord.gii MSC09.L.thickness.native.shape.gii '
        'MSC09.L.white.native.coord.gii MSC09.R.aparc.native.label.gii MSC09.R.midthickness.native.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC09/fs_LR_Talairach/fsaverage_LR32k': (
        '164k_fs_LR232k_fs_LR.R.deform_map MSC09.L.aparc.a2009s.32k_fs_LR.label.gii '
        'MSC09.L.inflated.32k_fs_LR.surf.gii MSC09.R.BA.32k_fs_LR.label.gii '
        'MSC09.R.inflated.32k_fs_LR.coord.gii MSC09.R.pial.32k_fs_LR.surf.gii '
        'MSC09.R.very_inflated.32k_fs_LR.coord.gii MSC09.R.white.32k_fs_LR.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach': (
        'MSC10.L.ArealDistortion.164k_fs_LR.shape.gii MSC10.L.sulc.164k_fs_LR.shape.gii '
        'MSC10.R.BA.164k_fs_LR.label.gii MSC10.R.aparc.164k_fs_LR.label.gii '
        'MSC10.R.inflated.164k_fs_LR.coord.gii MSC10.R.sphere.164k_fs_LR.coord.gii '
        'native2164k_fs_LR.L.deform_map wmparc_111_t88.4dfp.hdr wmparc_333_t88.4dfp.img'
    ),
    'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/Native': (
        'MSC10.L.sphere.native.coord.gii MSC10.L.sulc.native.shape.gii MSC10.L.very_inflated.native.coord.gii '
        'MSC10.R.inflated.native.surf.gii MSC10.R.midthickness.native.surf.gii MSC10.R.native.c5.spec '
        'MSC10.R.sphere.native.coord.gii MSC10.R.white.native.surf.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/fs_LR_Talairach/fsaverage_LR32k': (
        '164k_fs_LR232k_fs_LR.L.deform_map 32k_fs_LR2164k_fs_LR.R.deform_map 32k_fs_LR2native.R.deform_map '
        'MSC10.L.32k_fs_LR.topo.gii MSC10.L.ArealDistortion.32k_fs_LR.shape.gii '
        'MSC10.L.inflated.32k_fs_LR.coord.gii MSC10.L.midthickness.32k_fs_LR.coord.gii '
        'MSC10.L.pial.32k_fs_LR.surf.gii MSC10.R.32k_fs_LR.topo.gii MSC10.R.BA.32k_fs_LR.label.gii'
    ),
    'derivatives/surface_pipeline/sub-MSC10/task_timecourses/ses-func01': (
        'sub-MSC10_ses-func01_task-glasslexical_run-02_events.tsv '
        'sub-MSC10_ses-func01_task-memorywords_bold.dtseries.nii '
        'sub-MSC10_ses-func01_task-motor_run-01_events.tsv'
    ),
}


ATP_TOUR_KIND = {
    '': (
        'atp_matches_1968.csv atp_matches_1969.csv atp_matches_1970.csv atp_matches_1971.csv '
        'atp_matches_1972.csv atp_matches_1973.csv atp_matches_1974.csv atp_matches_1975.csv '
        'atp_matches_1976.csv atp_matches_1977.csv atp_matches_1978.csv atp_matches_1979.csv '
        'atp_matches_1980.csv atp_matches_1981.csv atp_matches_1982.csv atp_matches_1983.csv '
        'atp_matches_1984.csv atp_matches_1985.csv atp_matches_1986.csv atp_matches_1987.csv '
        'atp_matches_1988.csv atp_matches_1989.csv atp_matches_1990.csv atp_matches_1991.csv '
        'atp_matches_1992.csv atp_matches_1993.csv atp_matches_1994.csv atp_matches_1995.csv '
        'atp_matches_1996.csv atp_matches_1997.csv atp_matches_1998.csv atp_matches_1999.csv '
        'atp_matches_2000.csv atp_matches_2001.csv atp_matches_2002.csv atp_matches_2003.csv '
        'atp_matches_2004.csv atp_matches_2005.csv atp_matches_2006.csv atp_matches_2007.csv '
        'atp_matches_2008.csv atp_matches_2009.csv atp_matches_2010.csv atp_matches_2011.csv '
        'atp_matches_2012.csv atp_matches_2013.csv atp_matches_2014.csv atp_matches_2015.csv '
        'atp_matches_2016.csv atp_matches_2017.csv atp_matches_2018.csv atp_matches_2019.csv '
        'atp_matches_2020.csv atp_matches_2021.csv atp_matches_2022.csv atp_matches_2023.csv '
        'atp_matches_2024.csv'
    ),
}


ATP_TOUR_OTHER = {
    '': (
        '.gitattributes README.md atp_matches_amateur.csv atp_matches_doubles_2000.csv '
        'atp_matches_doubles_2001.csv atp_matches_doubles_2002.csv atp_matches_doubles_2003.csv '
        'atp_matches_doubles_2004.csv atp_matches_doubles_2005.csv atp_matches_doubles_2006.csv '
        'atp_matches_doubles_2007.csv atp_matches_doubles_2008.csv atp_matches_doubles_2009.csv '
        'atp_matches_doubles_2010.csv atp_matches_doubles_2011.csv atp_matches_doubles_2012.csv '
        'atp_matches_doubles_2013.csv atp_matches_doubles_2014.csv atp_matches_doubles_2015.csv '
        'atp_matches_doubles_2016.csv atp_matches_doubles_2017.csv atp_matches_doubles_2018.csv '
        'atp_matches_doubles_2019.csv atp_matches_doubles_2020.csv atp_matches_futures_1991.csv '
        'atp_matches_futures_1992.csv atp_matches_futures_1993.csv atp_matches_futures_1994.csv '
        'atp_matches_futures_1995.csv atp_matches_futures_1996.csv atp_matches_futures_1997.csv '
        'atp_matches_futures_1998.csv atp_matches_futures_1999.csv atp_matches_futures_2000.csv '
        'atp_matches_futures_2001.csv atp_matches_futures_2002.csv atp_matches_futures_2003.csv '
        'atp_matches_futures_2004.csv atp_matches_futures_2005.csv atp_matches_futures_2006.csv '
        'atp_matches_futures_2007.csv atp_matches_futures_2008.csv atp_matches_futures_2009.csv '
        'atp_matches_futures_2010.csv atp_matches_futures_2011.csv atp_matches_futures_2012.csv '
        'atp_matches_futures_2013.csv atp_matches_futures_2014.csv atp_matches_futures_2015.csv '
        'atp_matches_futures_2016.csv atp_matches_futures_2017.csv atp_matches_futures_2018.csv '
        'atp_matches_futures_2019.csv atp_matches_futures_2020.csv atp_matches_futures_2021.csv '
        'atp_matches_futures_2022.csv atp_matches_futures_2023.csv atp_matches_futures_2024.csv '
        'atp_matches_qual_chall_1978.csv atp_matches_qual_chall_1979.csv atp_matches_qual_chall_1980.csv '
        'atp_matches_qual_chall_1981.csv atp_matches_qual_chall_1982.csv atp_matches_qual_chall_1983.csv '
        'atp_matches_qual_chall_1984.csv atp_matches_qual_chall_1985.csv atp_matches_qual_chall_1986.csv '
        'atp_matches_qual_chall_1987.csv atp_matches_qual_chall_1988.csv atp_matches_qual_chall_1989.csv '
        'atp_matches_qual_chall_1990.csv atp_matches_qual_chall_1991.csv atp_matches_qual_chall_1992.csv '
        'atp_matches_qual_chall_1993.csv atp_matches_qual_chall_1994.csv atp_matches_qual_chall_1995.csv '
        'atp_matches_qual_chall_1996.csv atp_matches_qual_chall_1997.csv atp_matches_qual_chall_1998.csv '
        'atp_matches_qual_chall_1999.csv atp_matches_qual_chall_2000.csv atp_matches_qual_chall_2001.csv '
        'atp_matches_qual_chall_2002.csv atp_matches_qual_chall_2003.csv atp_matches_qual_chall_2004.csv '
        'atp_matches_qual_chall_2005.csv atp_matches_qual_chall_2006.csv atp_matches_qual_chall_2007.csv '
        'atp_matches_qual_chall_2008.csv atp_matches_qual_chall_2009.csv atp_matches_qual_chall_2010.csv '
        'atp_matches_qual_chall_2011.csv atp_matches_qual_chall_2012.csv atp_matches_qual_chall_2013.csv '
        'atp_matches_qual_chall_2014.csv atp_matches_qual_chall_2015.csv atp_matches_qual_chall_2016.csv '
        'atp_matches_qual_chall_2017.csv atp_matches_qual_chall_2018.csv atp_matches_qual_chall_2019.csv '
        'atp_matches_qual_chall_2020.csv atp_matches_qual_chall_2021.csv atp_matches_qual_chall_2022.csv '
        'atp_matches_qual_chall_2023.csv atp_matches_qual_chall_2024.csv atp_players.csv atp_rankings_00s.csv '
        'atp_rankings_10s.csv atp_rankings_20s.csv atp_rankings_70s.csv atp_rankings_80s.csv '
        'atp_rankings_90s.csv atp_rankings_current.csv examples/SQLite/README.md '
        'examples/SQLite/convert_sqlite.sh matches_data_dictionary.txt'
    ),
    'examples/Pandas/AverageTop100Age': (
        'GraphTop100.png README.md pandas_demo.py'
    ),
    'examples': (
        'examples.py query_mostBagelsInSeason.py query_player_season_totals.py topPlayers.py'
    ),
}


ATP_QUAL_CHALL_KIND = {
    '': (
        'atp_matches_qual_chall_1978.csv atp_matches_qual_chall_1979.csv atp_matches_qual_chall_1980.csv '
        'atp_matches_qual_chall_1981.csv atp_matches_qual_chall_1982.csv atp_matches_qual_chall_1983.csv '
        'atp_matches_qual_chall_1984.csv atp_matches_qual_chall_1985.csv atp_matches_qual_chall_1986.csv '
        'atp_matches_qual_chall_1987.csv atp_matches_qual_chall_1988.csv atp_matches_qual_chall_1989.csv '
        'atp_matches_qual_chall_1990.csv atp_matches_qual_chall_1991.csv atp_matches_qual_chall_1992.csv '
        'atp_matches_qual_chall_1993.csv atp_matches_qual_chall_1994.csv atp_matches_qual_chall_1995.csv '
        'atp_matches_qual_chall_1996.csv atp_matches_qual_chall_1997.csv atp_matches_qual_chall_1998.csv '
        'atp_matches_qual_chall_1999.csv atp_matches_qual_chall_2000.csv atp_matches_qual_chall_2001.csv '
        'atp_matches_qual_chall_2002.csv atp_matches_qual_chall_2003.csv atp_matches_qual_chall_2004.csv '
        'atp_matches_qual_chall_2005.csv atp_matches_qual_chall_2006.csv atp_matches_qual_chall_2007.csv '
        'atp_matches_qual_chall_2008.csv atp_matches_qual_chall_2009.csv atp_matches_qual_chall_2010.csv '
        'atp_matches_qual_chall_2011.csv atp_matches_qual_chall_2012.csv atp_matches_qual_chall_2013.csv '
        'atp_matches_qual_chall_2014.csv atp_matches_qual_chall_2015.csv atp_matches_qual_chall_2016.csv '
        'atp_matches_qual_chall_2017.csv atp_matches_qual_chall_2018.csv atp_matches_qual_chall_2019.csv '
        'atp_matches_qual_chall_2020.csv atp_matches_qual_chall_2021.csv atp_matches_qual_chall_2022.csv '
        'atp_matches_qual_chall_2023.csv atp_matches_qual_chall_2024.csv'
    ),
}


ATP_QUAL_CHALL_OTHER = {
    '': (
        '.gitattributes README.md atp_matches_1968.csv atp_matches_1969.csv atp_matches_1970.csv '
        'atp_matches_1971.csv atp_matches_1972.csv atp_matches_1973.csv atp_matches_1974.csv '
        'atp_matches_1975.csv atp_matches_1976.csv atp_matches_1977.csv atp_matches_1978.csv '
        'atp_matches_1979.csv atp_matches_1980.csv atp_matches_1981.csv atp_matches_1982.csv '
        'atp_matches_1983.csv atp_matches_1984.csv atp_matches_1985.csv atp_matches_1986.csv '
        'atp_matches_1987.csv atp_matches_1988.csv atp_matches_1989.csv atp_matches_1990.csv '
        'atp_matches_1991.csv atp_matches_1992.csv atp_matches_1993.csv atp_matches_1994.csv '
        'atp_matches_1995.csv atp_matches_1996.csv atp_matches_1997.csv atp_matches_1998.csv '
        'atp_matches_1999.csv atp_matches_2000.csv atp_matches_2001.csv atp_matches_2002.csv '
        'atp_matches_2003.csv atp_matches_2004.csv atp_matches_2005.csv atp_matches_2006.csv '
        'atp_matches_2007.csv atp_matches_2008.csv atp_matches_2009.csv atp_matches_2010.csv '
        'atp_matches_2011.csv atp_matches_2012.csv atp_matches_2013.csv atp_matches_2014.csv '
        'atp_matches_2015.csv atp_matches_2016.csv atp_matches_2017.csv atp_matches_2018.csv '
        'atp_matches_2019.csv atp_matches_2020.csv atp_matches_2021.csv atp_matches_2022.csv '
        'atp_matches_2023.csv atp_matches_2024.csv atp_matches_amateur.csv atp_matches_doubles_2000.csv '
        'atp_matches_doubles_2001.csv atp_matches_doubles_2002.csv atp_matches_doubles_2003.csv '
        'atp_matches_doubles_2004.csv atp_matches_doubles_2005.csv atp_matches_doubles_2006.csv '
        'atp_matches_doubles_2007.csv atp_matches_doubles_2008.csv atp_matches_doubles_2009.csv '
        'atp_matches_doubles_2010.csv atp_matches_doubles_2011.csv atp_matches_doubles_2012.csv '
        'atp_matches_doubles_2013.csv atp_matches_doubles_2014.csv atp_matches_doubles_2015.csv '
        'atp_matches_doubles_2016.csv atp_matches_doubles_2017.csv atp_matches_doubles_2018.csv '
        'atp_matches_doubles_2019.csv atp_matches_doubles_2020.csv atp_matches_futures_1991.csv '
        'atp_matches_futures_1992.csv atp_matches_futures_1993.csv atp_matches_futures_1994.csv '
        'atp_matches_futures_1995.csv atp_matches_futures_1996.csv atp_matches_futures_1997.csv '
        'atp_matches_futures_1998.csv atp_matches_futures_1999.csv atp_matches_futures_2000.csv '
        'atp_matches_futures_2001.csv atp_matches_futures_2002.csv atp_matches_futures_2003.csv '
        'atp_matches_futures_2004.csv atp_matches_futures_2005.csv atp_matches_futures_2006.csv '
        'atp_matches_futures_2007.csv atp_matches_futures_2008.csv atp_matches_futures_2009.csv '
        'atp_matches_futures_2010.csv atp_matches_futures_2011.csv atp_matches_futures_2012.csv '
        'atp_matches_futures_2013.csv atp_matches_futures_2014.csv atp_matches_futures_2015.csv '
        'atp_matches_futures_2016.csv atp_matches_futures_2017.csv atp_matches_futures_2018.csv '
        'atp_matches_futures_2019.csv atp_matches_futures_2020.csv atp_matches_futures_2021.csv '
        'atp_matches_futures_2022.csv atp_matches_futures_2023.csv atp_matches_futures_2024.csv '
        'atp_players.csv atp_rankings_00s.csv atp_rankings_10s.csv atp_rankings_20s.csv atp_rankings_70s.csv '
        'atp_rankings_80s.csv atp_rankings_90s.csv atp_rankings_current.csv examples/SQLite/README.md '
        'examples/SQLite/convert_sqlite.sh matches_data_dictionary.txt'
    ),
    'examples/Pandas/AverageTop100Age': (
        'GraphTop100.png README.md pandas_demo.py'
    ),
    'examples': (
        'examples.py query_mostBagelsInSeason.py query_player_season_totals.py topPlayers.py'
    ),
}


AOC_SOLUTIONS_KIND = {
    '2020': (
        '1.py 10.py 11.py 12.py 13.py 14.py 15.py 16.py 17.py 18.py 19.py 2.py 20.py 21.py 22.py 23.py 24.py '
        '25.py 3.py 4.py 5.py 6.py 7.py 8.py 9.py'
    ),
    '2021': (
        '1.py 10.py 11.py 12.py 13.py 14.py 15.py 16.py 17.py 18.py 19.py 2.py 20.py 21.py 22.py 23.py 24.py '
        '25.py 3.py 4.py 5.py 6.py 7.py 8.py 9.py'
    ),
    '2022': (
        '1.py 10.py 11.py 12.py 13.py 14.py 15.py 17.py 18.py 19.py 2.py 20.py 21.py 22.py 23.py 24.py 25.py '
        '3.py 4.py 5.py 6.py 7.py 8.py 9.py'
    ),
    '2023': (
        '1.py 10.py 11.py 12.py 13.py 14.py 15.py 16.py 17.py 18.py 19.py 2.py 20.py 21.py 22.py 23.py 24.py '
        '25.py 3.py 4.py 5.py 6.py 7.py 8.py 9.py'
    ),
    '2024': (
        '1.py 10.py 11.py 12.py 13.py 14.py 15.py 16.py 17.py 18.py 19.py 2.py 20.py 21.py 22.py 23.py 24.py '
        '25.py 3.py 4.py 5.py 6.py 7.py 8.py 9.py'
    ),
    '2025': (
        '1.py 10.py 11.py 12.py 2.py 3.py 4.py 5.py 6.py 7.py 8.py 9.py'
    ),
}


AOC_SOLUTIONS_OTHER = {
    '': (
        '2022/16.cc 2023/6_binary_search.py 2024/13_2.py 2024/17.txt README.md get_input.py'
    ),
}


SPDX_LICENSES_KIND = {
    'src': (
        '0BSD.xml AAL.xml AFL-1.2.xml AFL-2.0.xml AFL-3.0.xml AGPL-1.0.xml ALGLIB-Documentation.xml '
        'AMD-newlib.xml AML-glslang.xml AML.xml ANTLR-PD-fallback.xml ANTLR-PD.xml APAFML.xml APSL-1.2.xml '
        'ASWF-Digital-Assets-1.0.xml ASWF-Digital-Assets-1.1.xml Abstyles.xml Adobe-Display-PostScript.xml '
        'Adobe-Glyph.xml Adobe-Utopia.xml Apache-1.1.xml Apache-2.0.xml App-s2p.xml Artistic-1.0-Perl.xml '
        'Artistic-2.0.xml Artistic-dist.xml Aspell-RU.xml BOLA-1.1.xml BSD-2-Clause-NetBSD.xml '
        'BSD-2-Clause-Patent.xml BSD-2-Clause-first-lines.xml BSD-2-Clause-pkgconf-disclaimer.xml '
        'BSD-3-Clause-Clear.xml BSD-3-Clause-No-Nuclear-License.xml BSD-3-Clause-No-Nuclear-Warranty.xml '
        'BSD-4-Clause-Shortened.xml BSD-4.3RENO.xml BSD-4.3TAHOE.xml BSD-Advertising-Acknowledgement.xml '
        'BSD-Inferno-Nettverk.xml BSD-Source-Code.xml BSD-Source-beginning-file.xml BSL-1.0.xml BUSL-1.1.xml '
        'Bahyph.xml Barr.xml BitTorrent-1.0.xml Bitstream-Vera.xml BlueOak-1.0.0.xml Boehm-GC-without-fee.xml '
        'Borceux.xml Brian-Gladman-3-Clause.xml Buddy.xml CAL-1.0-Combined-Work-Exception.xml CAL-1.0.xml '
        'CAPEC-tou.xml CC-BY-2.5.xml CC-BY-3.0-IGO.xml CC-BY-3.0-US.xml CC-BY-3.0.xml CC-BY-NC-1.0.xml '
        'CC-BY-NC-2.0.xml CC-BY-NC-ND-1.0.xml CC-BY-NC-ND-2.5.xml CC-BY-NC-SA-2.0-DE.xml '
        'CC-BY-NC-SA-2.0-FR.xml CC-BY-NC-SA-3.0.xml CC-BY-NC-SA-4.0.xml CC-BY-ND-2.0.xml CC-BY-ND-3.0.xml '
        'CC-BY-ND-4.0.xml CC-BY-SA-2.0.xml CC-BY-SA-3.0.xml CC-BY-SA-4.0.xml CDDL-1.0.xml CDDL-1.1.xml '
        'CDL-1.0.xml CECILL-2.0.xml CECILL-C.xml CERN-OHL-1.1.xml CERN-OHL-P-2.0.xml CFITSIO.xml '
        'CNRI-Python.xml CPAL-1.0.xml CPL-1.0.xml Catharon.xml Crossword.xml CrystalStacker.xml '
        'DEC-3-Clause.xml DOC.xml DocBook-Schema.xml DocBook-Stylesheet.xml DocBook-XML.xml ECL-2.0.xml '
        'EFL-1.0.xml EPL-1.0.xml ESA-PL-permissive-2.4.xml ESA-PL-weak-copyleft-2.4.xml EUDatagrid.xml '
        'FDK-AAC.xml FSFAP.xml FSFUL.xml FSFULLRWD.xml FSL-1.1-ALv2.xml FSL-1.1-MIT.xml FreeImage.xml '
        'Furuseth.xml GFDL-1.1-invariants-only.xml GFDL-1.1-no-invariants-only.xml '
        'GFDL-1.1-no-invariants-or-later.xml GFDL-1.2-invariants-only.xml GFDL-1.2-invariants-or-later.xml '
        'GFDL-1.3-invariants-only.xml GFDL-1.3-no-invariants-only.xml GFDL-1.3-or-later.xml GFDL-1.3.xml '
        'GPL-1.0.xml GPL-2.0+.xml GPL-2.0-with-font-exception.xml GPL-3.0-with-GCC-exception.xml GPL-3.0.xml '
        'Glulxe.xml HDF5.xml HP-1989.xml HPND-DEC.xml HPND-MIT-disclaimer.xml HPND-Netrek.xml '
        'HPND-Pbmplus.xml HPND-doc-sell.xml HPND-export-US-acknowledgement.xml HPND-export-US-modify.xml '
        'HPND-sell-variant-MIT-disclaimer-rev.xml HPND-sell-variant-MIT-disclaimer.xml HPND.xml HTMLTIDY.xml '
        'IBM-pibs.xml IEC-Code-Components-EULA.xml IJG-short.xml ISC-Veillard.xml ISC.xml ImageMagick.xml '
        'Informatica.xml InnoSetup.xml Intel-ACPI.xml JPL-image.xml JPNIC.xml JSON.xml Kazlib.xml '
        'Knuth-CTAN.xml LAL-1.2.xml LGPL-2.0-only.xml LGPL-2.1-only.xml LGPL-2.1-or-later.xml '
        'LGPL-3.0-only.xml LGPL-3.0-or-later.xml LOOP.xml LPPL-1.1.xml Latex2e-translated-notice.xml '
        'Leptonica.xml LiLiQ-P-1.1.xml LiLiQ-R-1.1.xml Libpng.xml Linux-OpenIB.xml Linux-man-pages-1-para.xml '
        'Linux-man-pages-copyleft-2-para.xml Linux-man-pages-copyleft.xml MIT-0.xml MIT-Khronos-old.xml '
        'MIT-Modern-Variant.xml MIT-STK.xml MIT-Wu.xml MIT-enna.xml MIT-feh.xml MIT.xml MPL-1.1.xml '
        'MPL-2.0-no-copyleft-exception.xml MPL-2.0.xml MS-PL.xml MS-RL.xml McPhee-slideshow.xml Motosoto.xml '
        'MulanPSL-1.0.xml NASA-1.3.xml NCBI-PD.xml NCSA.xml NGPL.xml NIST-PD-TNT.xml NPL-1.0.xml NPL-1.1.xml '
        'NPOSL-3.0.xml NTP-0.xml Naumen.xml Net-SNMP.xml Nokia.xml Noweb.xml OCCT-PL.xml OCLC-2.0.xml '
        'OFL-1.1-no-RFN.xml OGC-1.0.xml OLDAP-1.1.xml OLDAP-1.3.xml OLDAP-2.0.1.xml OLDAP-2.0.xml '
        'OLDAP-2.2.1.xml OLDAP-2.2.xml OLDAP-2.3.xml OLDAP-2.4.xml OML.xml OPL-UK-3.0.xml OSC-1.0.xml '
        'OSL-1.1.xml OSL-3.0.xml OSSP.xml OpenPBS-2.3.xml PADL.xml PHP-3.01.xml ParaType-Free-Font-1.3.xml '
        'Parity-7.0.0.xml Pixar.xml Plexus.xml PolyForm-Noncommercial-1.0.0.xml '
        'PolyForm-Small-Business-1.0.0.xml Python-2.0.1.xml Python-2.0.xml QPL-1.0.xml RHeCos-1.1.xml '
        'RPL-1.1.xml Ruby.xml SGI-B-1.0.xml SGI-OpenGL.xml SGMLUG-PM.xml SGP4.xml SHL-0.51.xml SISSL.xml '
        'SMAIL-GPL.xml SNIA.xml SOFA.xml SSLeay-standalone.xml SSPL-1.0.xml Saxpath.xml SchemeReport.xml '
        'Sendmail.xml Sleepycat.xml Spencer-94.xml StandardML-NJ.xml Sun-PPP-2000.xml Sun-PPP.xml SunPro.xml '
        'Symlinks.xml TAPR-OHL-1.0.xml TGPPL-1.0.xml TPDL.xml TTYP0.xml TU-Berlin-2.0.xml UCAR.xml '
        'UCL-1.0.xml UPL-1.0.xml Ubuntu-font-1.0.xml Unicode-3.0.xml UnixCrypt.xml VOSTROM.xml VSL-1.0.xml '
        'WTFPL.xml Watcom-1.0.xml Widget-Workshop.xml WordNet.xml X11-no-permit-persons.xml X11.xml XSkat.xml '
        'Xfig.xml YPL-1.0.xml ZPL-2.0.xml Zend-2.0.xml Zlib.xml any-OSI.xml bzip2-1.0.6.xml check-cvs.xml '
        'copyleft-next-0.3.1.xml curl.xml diffmark.xml dvipdfm.xml eGenix.xml gSOAP-1.3b.xml gnuplot.xml '
        'jove.xml libpng-1.6.35.xml libselinux-1.0.xml man2html.xml metamail.xml mpich2.xml ngrep.xml '
        'pkgconf.xml pnmstitch.xml softSurfer.xml ssh-keyscan.xml swrule.xml ulem.xml wwl.xml wxWindows.xml '
        'xlock.xml'
    ),
}


SPDX_LICENSES_OTHER = {
    '': (
        '.editorconfig .gitattributes .github/ISSUE_TEMPLATE/config.yml '
        '.github/ISSUE_TEMPLATE/new-license-request.yaml .gitignore CONTRIBUTING.md Makefile README.md '
        'RELEASE-HISTORY.md RELEASE-NOTES.md auto-comment.yaml equivalentwords.txt expected-warnings.json '
        'goneall.gpg rename-license requirements.txt schema/ListedLicense.xsd schema/schema-version.md '
        'test-one-license test/fullTestForGenerator/BSD-3-Clause/license/good/original.txt validate-schema.py'
    ),
    '.github/workflows': (
        'deploy.yaml finalised-license-comment.yaml validate.yaml'
    ),
    'DOCS': (
        'README.md faq.md git-usage.md history-OSI-SPDX.md history.md license-fields.md '
        'license-inclusion-principles.md license-match.md license-matching-guidelines-and-templates.md '
        'new-license-workflow.md release-process.md request-new-license.md review.md template-decision.md '
        'template-license-review-checklist.md xml-fields.md'
    ),
    'DOCS/images': (
        'git-usage-clone-ui.png git-usage-git-status-added.png git-usage-git-status-clean.png '
        'git-usage-git-status-untracked.png git-usage-push-ui.png'
    ),
    'src/exceptions': (
        '389-exception.xml Asterisk-exception.xml Asterisk-linking-protocols-exception.xml '
        'Autoconf-exception-2.0.xml Autoconf-exception-3.0.xml Autoconf-exception-generic-3.0.xml '
        'Autoconf-exception-generic.xml Autoconf-exception-macro.xml Bison-exception-1.24.xml '
        'Bison-exception-2.2.xml Bootloader-exception.xml CGAL-linking-exception.xml CLISP-exception-2.0.xml '
        'Classpath-exception-2.0-short.xml Classpath-exception-2.0.xml DigiRule-FOSS-exception.xml '
        'Digia-Qt-LGPL-exception-1.1.xml FLTK-exception.xml Fawkes-Runtime-exception.xml '
        'Font-exception-2.0.xml GCC-exception-2.0-note.xml GCC-exception-2.0.xml GCC-exception-3.1.xml '
        'GNAT-exception.xml GNOME-examples-exception.xml GNU-compiler-exception.xml '
        'GPL-3.0-389-ds-base-exception.xml GPL-3.0-interface-exception.xml GPL-3.0-linking-exception.xml '
        'GPL-3.0-linking-source-exception.xml GPL-CC-1.0.xml GStreamer-exception-2005.xml '
        'GStreamer-exception-2008.xml Gmsh-exception.xml Google-Patent-WebM.xml '
        'Independent-modules-exception.xml KiCad-libraries-exception.xml LGPL-3.0-linking-exception.xml '
        'LLGPL.xml LLVM-exception.xml LZMA-exception.xml Libtool-exception.xml Linux-syscall-note.xml '
        'Nokia-Qt-exception-1.1.xml OCCT-exception-1.0.xml OCaml-LGPL-linking-exception.xml '
        'OpenJDK-assembly-exception-1.0.xml PCRE2-exception.xml PS-or-PDF-font-exception-20170817.xml '
        'QPL-1.0-INRIA-2004-exception.xml Qt-GPL-exception-1.0.xml Qt-LGPL-exception-1.1.xml '
        'Qwt-exception-1.0.xml RRDtool-FLOSS-exception-2.0.xml SANE-exception.xml SHL-2.0.xml SHL-2.1.xml '
        'SWI-exception.xml Simple-Library-Usage-exception.xml Spelling-Provider-LGPL-exception.xml '
        'Swift-exception.xml Texinfo-exception.xml UBDL-exception.xml Universal-FOSS-exception-1.0.xml '
        'WxWindows-exception-3.1.xml cryptsetup-OpenSSL-exception.xml eCos-exception-2.0.xml '
        'erlang-otp-linking-exception.xml fmt-exception.xml freertos-exception-2.0.xml '
        'gnu-javamail-exception.xml harbour-exception.xml i2p-gpl-java-exception.xml '
        'kvirc-openssl-exception.xml libpri-OpenH323-exception.xml mif-exception.xml mxml-exception.xml '
        'openvpn-openssl-exception.xml polyparse-exception.xml romic-exception.xml '
        'rsync-linking-exception.xml sqlitestudio-OpenSSL-exception.xml stunnel-exception.xml '
        'u-boot-exception-2.0.xml vsftpd-openssl-exception.xml x11vnc-openssl-exception.xml'
    ),
    'test/simpleTestForGenerator': (
        '0BSD.txt 3D-Slicer-1.0.txt AFL-1.2.txt AFL-2.1.txt AFL-3.0.txt AGPL-1.0-only.txt '
        'AGPL-1.0-or-later.txt AGPL-3.0.txt AMDPLPA.txt AMPAS.txt APAFML.txt Adobe-Utopia.txt Apache-2.0.txt '
        'Artistic-2.0.txt Asterisk-exception.txt Asterisk-linking-protocols-exception.txt BOLA-1.1.txt '
        'BSD-3-Clause-Clear.txt BSD-3-Clause-No-Military-License.txt BSD-3-Clause-acpica.txt '
        'BSD-3-Clause-flex.txt BSD-4.3RENO.txt BSD-4.3TAHOE.txt BSD-Advertising-Acknowledgement.txt '
        'BSD-Inferno-Nettverk.txt BSD-Mark-Modifications.txt BUSL-1.1.txt Baekmuk.txt BitTorrent-1.0.txt '
        'Bitstream-Charter.txt Bitstream-Vera.txt Bootloader-exception.txt '
        'Brian-Gladman-3-Clause-no-conversion.txt CAL-1.0.txt CC-BY-2.0.txt CC-BY-2.5-AU.txt CC-BY-3.0-AT.txt '
        'CC-BY-3.0-DE.txt CC-BY-3.0-NL.txt CC-BY-NC-2.0.txt CC-BY-NC-2.5.txt CC-BY-NC-ND-2.0.txt '
        'CC-BY-NC-ND-3.0.txt CC-BY-NC-ND-4.0.txt CC-BY-NC-SA-2.0-DE.txt CC-BY-NC-SA-3.0-DE.txt '
        'CC-BY-NC-SA-3.0-IGO.txt CC-BY-NC-SA-4.0.txt CC-BY-ND-3.0-DE.txt CC-BY-ND-3.0.txt CC-BY-ND-4.0.txt '
        'CC-BY-SA-4.0.txt CC-PDM-1.0.txt CC-SA-1.0.txt CDDL-1.0.txt CDLA-Permissive-1.0.txt CECILL-2.0.txt '
        'CERN-OHL-S-2.0.txt CMU-Mach-nodoc.txt CMU-Mach.txt COIL-1.0.txt CPAL-1.0.txt CUA-OPL-1.0.txt '
        'ClArtistic.txt Cronyx.txt Crossword.txt CrystalStacker.txt DL-DE-BY-2.0.txt DL-DE-ZERO-2.0.txt '
        'DocBook-DTD.txt DocBook-XML.txt ESA-PL-strong-copyleft-2.4.txt EUDatagrid.txt EUPL-1.2.txt '
        'ErlPL-1.1.txt FLTK-exception.txt FSFAP-no-warranty-disclaimer.txt FSL-1.1-ALv2.txt GCR-docs.txt '
        'GFDL-1.2-invariants-or-later.txt GFDL-1.2-no-invariants-only.txt GFDL-1.3-invariants-only.txt '
        'GFDL-1.3-no-invariants-or-later.txt GFDL-1.3.txt GNAT-exception.txt GPL-3.0-linking-exception.txt '
        'GStreamer-exception-2005.txt Gmsh-exception.txt HPND-DEC.txt HPND-Kevlin-Henney.txt HPND-Netrek.txt '
        'HPND-Pbmplus.txt HPND-SMC.txt HPND-doc.txt HPND-sell-MIT-disclaimer-xserver.txt Hippocratic-2.1.txt '
        'IBM-pibs.txt IEC-Code-Components-EULA.txt IJG.txt IPL-1.0.txt ISC.txt ISO-permission.txt '
        'ImageMagick.txt Info-ZIP.txt Informatica.txt Jam.txt JasPer-2.0.txt Knuth-CTAN.txt LOOP.txt '
        'LPD-document.txt LPPL-1.3a.txt Latex2e-translated-notice.txt Libtool-exception.txt '
        'Linux-man-pages-copyleft.txt Lucida-Bitmap-Fonts.txt MIT-Festival.txt MIT-STK.txt MIT-Wu.txt '
        'MMPL-1.0.1.txt MPL-2.0.txt MS-RL.txt Motosoto.txt MulanPSL-1.0.txt Multics.txt NCSA.txt NGPL.txt '
        'NIST-PD.txt NOSL.txt NPL-1.1.txt Newsletr.txt OCCT-exception-1.0.txt OFL-1.0-RFN.txt OFL-1.1-RFN.txt '
        'OGL-UK-3.0.txt OLDAP-1.1.txt OLDAP-2.3.txt OLDAP-2.4.txt OLDAP-2.5.txt OLDAP-2.7.txt OSL-1.0.txt '
        'OSL-3.0.txt OpenPBS-2.3.txt PS-or-PDF-font-exception-20170817.txt PSF-2.0.txt Parity-7.0.0.txt '
        'Qhull.txt RPL-1.1.txt RPL-1.5.txt RSA-MD.txt SHL-0.5.txt SISSL-1.2.txt SOFA.txt '
        'Sendmail-Open-Source-1.1.txt Sleepycat.txt Soundex.txt Spelling-Provider-LGPL-exception.txt TCL.txt '
        'TCP-wrappers.txt TMate.txt TPDL.txt TPL-1.0.txt TTWL.txt TTYP0.txt Texinfo-exception.txt UCL-1.0.txt '
        'UMich-Merit.txt UnRAR.txt Universal-FOSS-exception-1.0.txt Unlicense-libwhirlpool.txt Unlicense.txt '
        'WTFNMFPL.txt WordNet.txt Xdebug-1.03.txt Xerox.txt YPL-1.0.txt YPL-1.1.txt Zed.txt Zend-2.0.txt '
        'checkmk.txt curl.txt depreciate_GPL-2.0+.txt depreciate_GPL-2.0-with-GCC-exception.txt '
        'depreciate_GPL-2.0-with-classpath-exception.txt depreciate_GPL-2.0-with-font-exception.txt '
        'depreciate_GPL-3.0-with-GCC-exception.txt depreciate_StandardML-NJ.txt depreciate_eCos-2.0.txt '
        'fmt-exception.txt gnu-javamail-exception.txt libutil-David-Nugent.txt mif-exception.txt mplus.txt '
        'psutils.txt radvd.txt romic-exception.txt softSurfer.txt swrule.txt u-boot-exception-2.0.txt '
        'ulem.txt'
    ),
}


LLM_SECTIONS_KIND = {
    '': (
        'appendix-A/01_main-chapter-code/README.md appendix-A/02_setup-recommendations/README.md '
        'ch02/01_main-chapter-code/README.md ch02/02_bonus_bytepair-encoder/README.md '
        'ch02/03_bonus_embedding-vs-matmul/README.md ch02/04_bonus_dataloader-intuition/README.md '
        'ch02/05_bpe-from-scratch/README.md ch03/01_main-chapter-code/README.md '
        'ch03/02_bonus_efficient-multihead-attention/README.md ch03/03_understanding-buffers/README.md '
        'ch04/01_main-chapter-code/README.md ch04/02_performance-analysis/README.md '
        'ch04/03_kv-cache/README.md ch04/04_gqa/README.md ch04/05_mla/README.md ch04/06_swa/README.md '
        'ch04/07_moe/README.md ch04/08_deltanet/README.md ch05/01_main-chapter-code/README.md '
        'ch05/02_alternative_weight_loading/README.md ch05/03_bonus_pretraining_on_gutenberg/README.md '
        'ch05/04_learning_rate_schedulers/README.md ch05/05_bonus_hparam_tuning/README.md '
        'ch05/06_user_interface/README.md ch05/07_gpt_to_llama/README.md '
        'ch05/08_memory_efficient_weight_loading/README.md ch05/09_extending-tokenizers/README.md '
        'ch05/10_llm-training-speed/README.md ch05/11_qwen3/README.md ch05/12_gemma3/README.md '
        'ch05/13_olmo3/README.md ch05/14_ch05_with_other_llms/README.md ch05/15_tiny-aya/README.md '
        'ch05/16_qwen3.5/README.md ch05/17_gemma4/README.md ch06/01_main-chapter-code/README.md '
        'ch06/02_bonus_additional-experiments/README.md ch06/03_bonus_imdb-classification/README.md '
        'ch06/04_user_interface/README.md ch07/01_main-chapter-code/README.md '
        'ch07/02_dataset-utilities/README.md ch07/03_model-evaluation/README.md '
        'ch07/04_preference-tuning-with-dpo/README.md ch07/05_dataset-generation/README.md '
        'ch07/06_user_interface/README.md'
    ),
}


LLM_SECTIONS_OTHER = {
    '': (
        '.github/ISSUE_TEMPLATE/ask-a-question.md .github/ISSUE_TEMPLATE/bug-report.yaml '
        '.github/scripts/check_double_quotes.py .gitignore .gitmodules CITATION.cff LICENSE.txt README.md '
        'appendix-A/README.md appendix-B/README.md appendix-C/README.md appendix-D/README.md '
        'appendix-E/README.md ch01/README.md ch01/reading-recommendations.md '
        'ch02/02_bonus_bytepair-encoder/gpt2_model/encoder.json '
        'ch02/02_bonus_bytepair-encoder/gpt2_model/vocab.bpe '
        'ch02/03_bonus_embedding-vs-matmul/embeddings-and-linear-layers.ipynb '
        'ch02/04_bonus_dataloader-intuition/dataloader-intuition.ipynb ch02/README.md '
        'ch03/02_bonus_efficient-multihead-attention/mha-implementations.ipynb '
        'ch03/02_bonus_efficient-multihead-attention/tests/test_mha_implementations.py '
        'ch03/03_understanding-buffers/understanding-buffers.ipynb ch03/README.md '
        'ch04/02_performance-analysis/flops-analysis.ipynb '
        'ch04/02_performance-analysis/requirements-extra.txt '
        'ch04/08_deltanet/plot_memory_estimates_gated_deltanet.py ch04/README.md '
        'ch05/05_bonus_hparam_tuning/hparam_search.py ch05/05_bonus_hparam_tuning/the-verdict.txt '
        'ch05/08_memory_efficient_weight_loading/memory-efficient-state-dict.ipynb '
        'ch05/08_memory_efficient_weight_loading/previous_chapters.py '
        'ch05/09_extending-tokenizers/extend-tiktoken.ipynb '
        'ch05/11_qwen3/qwen3-chat-interface/public/logo_dark.webp '
        'ch05/11_qwen3/qwen3-chat-interface/public/logo_light.webp '
        'ch05/11_qwen3/tests/test_qwen3_kvcache_nb.py ch05/11_qwen3/tests/test_qwen3_nb.py '
        'ch05/12_gemma3/standalone-gemma3-plus-kvcache.ipynb ch05/12_gemma3/standalone-gemma3.ipynb '
        'ch05/13_olmo3/standalone-olmo3-plus-kv-cache.ipynb ch05/13_olmo3/standalone-olmo3.ipynb '
        'ch05/14_ch05_with_other_llms/ch05-llama32.ipynb ch05/14_ch05_with_other_llms/ch05-qwen3.ipynb '
        'ch05/15_tiny-aya/standalone-tiny-aya-plus-kv-cache.ipynb ch05/15_tiny-aya/standalone-tiny-aya.ipynb '
        'ch05/16_qwen3.5/tests/qwen3_5_layer_debugger.py ch05/16_qwen3.5/tests/test_qwen3_5_nb.py '
        'ch05/17_gemma4/standalone-gemma4-plus-kvcache.ipynb ch05/17_gemma4/standalone-gemma4.ipynb '
        'ch05/17_gemma4/tests/test_e2b/gemma4-e2b-transformers-ref.ipynb '
        'ch05/17_gemma4/tests/test_e2b/gemma4_e2b_layer_debugger.py '
        'ch05/17_gemma4/tests/test_e4b/gemma4-e4b-transformers-ref.ipynb '
        'ch05/17_gemma4/tests/test_e4b/gemma4_e4b_layer_debugger.py ch05/17_gemma4/tests/test_gemma4_nb.py '
        'ch05/README.md ch06/04_user_interface/app.py ch06/04_user_interface/requirements-extra.txt '
        'ch06/README.md ch07/06_user_interface/app.py ch07/06_user_interface/requirements-extra.txt '
        'ch07/README.md conftest.py pixi.toml pyproject.toml reasoning-from-scratch requirements.txt '
        'setup/.vscode/extensions.json setup/03_optional-docker-environment/README.md '
        'setup/04_optional-aws-sagemaker-notebook/README.md '
        'setup/04_optional-aws-sagemaker-notebook/cloudformation-template.yml setup/README.md'
    ),
    '.github/workflows': (
        'basic-tests-latest-python.yml basic-tests-linux-uv.yml basic-tests-macos-uv.yml '
        'basic-tests-old-pytorch.yml basic-tests-pip.yml basic-tests-pixi.yml basic-tests-pytorch-rc.yml '
        'basic-tests-windows-uv-pip.yml basic-tests-windows-uv-pip.yml.disabled '
        'basic-tests-windows-uv.yml.disabled check-links.yml check-spelling-errors.yml pep8-linter.yml'
    ),
    'appendix-A/01_main-chapter-code': (
        'DDP-script-torchrun.py DDP-script.py code-part1.ipynb code-part2.ipynb exercise-solutions.ipynb'
    ),
    'appendix-D/01_main-chapter-code': (
        'appendix-D.ipynb previous_chapters.py the-verdict.txt'
    ),
    'appendix-E/01_main-chapter-code': (
        'appendix-E.ipynb gpt_download.py previous_chapters.py'
    ),
    'ch02/01_main-chapter-code': (
        'ch02.ipynb dataloader.ipynb exercise-solutions.ipynb the-verdict.txt'
    ),
    'ch02/02_bonus_bytepair-encoder': (
        'bpe_openai_gpt2.py compare-bpe-tiktoken.ipynb requirements-extra.txt'
    ),
    'ch02/05_bpe-from-scratch': (
        'bpe-from-scratch-simple.ipynb bpe-from-scratch.ipynb tests.py'
    ),
    'ch03/01_main-chapter-code': (
        'ch03.ipynb exercise-solutions.ipynb multihead-attention.ipynb small-text-sample.txt'
    ),
    'ch04/01_main-chapter-code': (
        'ch04.ipynb exercise-solutions.ipynb gpt.py previous_chapters.py tests.py'
    ),
    'ch04/03_kv-cache': (
        'gpt_ch04.py gpt_with_kv_cache.py gpt_with_kv_cache_optimized.py tests.py'
    ),
    'ch04/04_gqa': (
        'gpt_with_kv_gqa.py gpt_with_kv_mha.py memory_estimator_gqa.py plot_memory_estimates_gqa.py'
    ),
    'ch04/05_mla': (
        'gpt_with_kv_mha.py gpt_with_kv_mla.py memory_estimator_mla.py plot_memory_estimates_mla.py'
    ),
    'ch04/06_swa': (
        'gpt_with_kv_mha.py gpt_with_kv_swa.py memory_estimator_swa.py plot_memory_estimates_swa.py tests.py'
    ),
    'ch04/07_moe': (
        'gpt_with_kv_ffn.py gpt_with_kv_moe.py memory_estimator_moe.py plot_memory_estimates_moe.py'
    ),
    'ch05/01_main-chapter-code': (
        'ch05.ipynb exercise-solutions.ipynb gpt_download.py gpt_generate.py gpt_train.py '
        'previous_chapters.py tests.py'
    ),
    'ch05/02_alternative_weight_loading': (
        'weight-loading-hf-safetensors.ipynb weight-loading-hf-transformers.ipynb '
        'weight-loading-pytorch.ipynb'
    ),
    'ch05/03_bonus_pretraining_on_gutenberg': (
        'prepare_dataset.py pretraining_simple.py tests.py'
    ),
    'ch05/06_user_interface': (
        'app_orig.py app_own.py requirements-extra.txt'
    ),
    'ch05/07_gpt_to_llama': (
        'config.json converting-gpt-to-llama2.ipynb converting-llama2-to-llama3.ipynb previous_chapters.py '
        'requirements-extra.txt standalone-llama32.ipynb'
    ),
    'ch05/07_gpt_to_llama/tests': (
        'test-requirements-extra.txt test_llama32_nb.py tests_rope_and_parts.py'
    ),
    'ch05/10_llm-training-speed': (
        '00_orig.py 01_opt_single_gpu.py 02_opt_multi_gpu_ddp.py'
    ),
    'ch05/11_qwen3/qwen3-chat-interface': (
        'README.md qwen3-chat-interface-multiturn.py qwen3-chat-interface.py requirements-extra.txt'
    ),
    'ch05/11_qwen3': (
        'standalone-qwen3-moe-plus-kvcache.ipynb standalone-qwen3-moe.ipynb '
        'standalone-qwen3-plus-kvcache.ipynb standalone-qwen3.ipynb'
    ),
    'ch05/12_gemma3/tests': (
        'gemma3-transformers-ref.ipynb gemma3_layer_debugger.py gemma3_layer_debugger_detailed.py '
        'test_gemma3_kv_nb.py test_gemma3_nb.py'
    ),
    'ch05/13_olmo3/tests': (
        'olmo3_layer_debugger.py test_olmo3_kvcache_nb.py test_olmo3_nb.py'
    ),
    'ch05/15_tiny-aya/tests': (
        'test_tiny_aya_kvcache_nb.py test_tiny_aya_nb.py tiny_aya_layer_debugger.py'
    ),
    'ch05/16_qwen3.5': (
        'qwen3.5-plus-kv-cache.ipynb qwen3.5.ipynb qwen3_5_transformers.py'
    ),
    'ch06/01_main-chapter-code': (
        'ch06.ipynb exercise-solutions.ipynb gpt_class_finetune.py gpt_download.py load-finetuned-model.ipynb '
        'previous_chapters.py tests.py'
    ),
    'ch06/02_bonus_additional-experiments': (
        'additional_experiments.py gpt_download.py previous_chapters.py'
    ),
    'ch06/03_bonus_imdb-classification': (
        'download_prepare_dataset.py gpt_download.py previous_chapters.py requirements-extra.txt '
        'sklearn-baseline.ipynb train_bert_hf.py train_bert_hf_spam.py train_gpt.py train_sklearn_logreg.py'
    ),
    'ch07/01_main-chapter-code': (
        'ch07.ipynb exercise-solutions.ipynb exercise_experiments.py gpt_download.py '
        'gpt_instruction_finetuning.py instruction-data-with-response.json instruction-data.json '
        'load-finetuned-model.ipynb ollama_evaluate.py previous_chapters.py tests.py'
    ),
    'ch07/02_dataset-utilities': (
        'config.json create-passive-voice-entries.ipynb find-near-duplicates.py '
        'instruction-examples-modified.json instruction-examples.json requirements-extra.txt'
    ),
    'ch07/03_model-evaluation': (
        'config.json eval-example-data.json llm-instruction-eval-ollama.ipynb '
        'llm-instruction-eval-openai.ipynb requirements-extra.txt'
    ),
    'ch07/03_model-evaluation/scores': (
        'correlation-analysis.ipynb gpt4-model-1-response.json gpt4-model-2-response.json '
        'llama3-8b-model-1-response.json llama3-8b-model-2-response.json'
    ),
    'ch07/04_preference-tuning-with-dpo': (
        'create-preference-data-ollama.ipynb dpo-from-scratch.ipynb instruction-data-with-preference.json '
        'previous_chapters.py'
    ),
    'ch07/05_dataset-generation': (
        'config.json instruction-data-llama3-7b.json llama3-ollama.ipynb reflection-gpt4.ipynb '
        'requirements-extra.txt'
    ),
    'pkg/llms_from_scratch': (
        'README.md __init__.py appendix_a.py appendix_d.py appendix_e.py ch02.py ch03.py ch04.py ch05.py '
        'ch06.py ch07.py generate.py llama3.py qwen3.py utils.py'
    ),
    'pkg/llms_from_scratch/kv_cache': (
        '__init__.py generate.py gpt2.py llama3.py qwen3.py utils.py'
    ),
    'pkg/llms_from_scratch/kv_cache_batched': (
        '__init__.py generate.py qwen3.py utils.py'
    ),
    'pkg/llms_from_scratch/tests': (
        'test_appendix_a.py test_appendix_d.py test_appendix_e.py test_ch02.py test_ch03.py test_ch04.py '
        'test_ch05.py test_ch06.py test_ch07.py test_generate.py test_llama3.py test_qwen3.py'
    ),
    'setup/01_optional-python-setup-preferences': (
        'README.md native-pixi.md native-uv.md'
    ),
    'setup/02_installing-python-libraries': (
        'README.md python_environment_check.ipynb python_environment_check.py tests.py'
    ),
    'setup/03_optional-docker-environment/.devcontainer': (
        'Dockerfile README.md devcontainer.json'
    ),
}
