/**
 * How much of the run's own words every report shows, so that the summary, the PR comment, the
 * text report and JUnit cut a long problem at the same place.
 */

/** A run's problem or the gate's reason: long enough for any real one. */
export const PROBLEM_MAX_CHARS = 1_000
/** One note of the run (a finding left out, a file not written…). */
export const NOTE_MAX_CHARS = 500
