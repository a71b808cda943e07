# security-scan, the command line, as a container for GitLab CI, Jenkins and any CI system that
# runs jobs in an image: `image: ghcr.io/<owner>/security-scan:1` and `security-scan scan`.
# Only the bundle and what it reads at run time (action.yml: its options; package.json: its
# version), no dependencies: dist/cli/ holds all it runs. git reads the clone's history (the
# base commit's policy file, a baseline's commit). test/release/image.test.ts runs exactly what
# the COPY lines below copy; the CI workflow builds this image and runs it with --help.
FROM node:24-bookworm-slim

RUN apt-get update \
  && apt-get install --yes --no-install-recommends git ca-certificates \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /opt/security-scan
COPY action.yml package.json LICENSE ./
COPY dist/cli/ ./dist/cli/
RUN ln -s /opt/security-scan/dist/cli/index.js /usr/local/bin/security-scan \
  && chmod +x /opt/security-scan/dist/cli/index.js

# The job's checkout is mounted elsewhere; git refuses a repository owned by another user unless
# told it is safe: the image runs as whoever the CI system says (root in GitLab, the agent in Jenkins).
RUN git config --system --add safe.directory '*'

ENTRYPOINT ["security-scan"]
CMD ["--help"]
