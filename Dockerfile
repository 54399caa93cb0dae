# One image for both roles (docs/deploy.md): the API server (default command) and the judge worker
# (`deploy/cgroup-delegate.sh node packages/server/dist/judging/worker/main.js`, see
# deploy/compose.yaml). Debian 12 like the rest of the project: the judge addresses its toolchains by
# absolute Debian paths, and the sandbox mounts the image's /usr into every box, so every language
# to offer must be installed here. Not built on the project's machines (no container engine runs
# there); kept plain on purpose.
FROM node:20-bookworm

# The judge languages' toolchains: the "judge language" lines of scripts/system-packages.txt
# (C/C++ come with this base image's gcc/g++). JUDGE_PACKAGES="" builds a C/C++-only image.
COPY scripts/system-packages.txt /tmp/system-packages.txt
ARG JUDGE_PACKAGES=from-list
RUN set -eu; \
    if [ "$JUDGE_PACKAGES" = from-list ]; then \
      JUDGE_PACKAGES="$(awk '!/^#/ && /judge language/ {print $1}' /tmp/system-packages.txt | tr '\n' ' ')"; \
    fi; \
    apt-get update; \
    apt-get install -y --no-install-recommends binutils $JUDGE_PACKAGES; \
    rm -rf /var/lib/apt/lists/* /tmp/system-packages.txt

WORKDIR /opt/judge
COPY . .
# `npm ci` builds everything (postinstall: sandbox runner, TypeScript, web app).
RUN npm ci && npm cache clean --force

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 8080
CMD ["node", "packages/server/dist/main.js"]
