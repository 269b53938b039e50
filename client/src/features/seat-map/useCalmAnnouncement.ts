import { useEffect, useState } from "react";

/** Least time between two announcements of the same standing (a line moving by the second is not read out each time). */
export const ANNOUNCE_INTERVAL_MS = 30_000;

/** Numbers of people ahead, from the most: passing one is worth saying (the exact number is on the page). */
const AHEAD_MARKS = [5000, 1000, 500, 200, 100, 50, 20, 10, 5, 1, 0];

/** What an announcement is about: a new standing is said at once, a change within one no sooner than the interval. */
export interface AnnouncementTopic {
  standing: string;
  /** What else is worth saying within the standing when it changes (a mark of the line passed, admission paused). */
  detail: string;
}

/** The mark of the line `ahead` has reached (the index in AHEAD_MARKS; -1 when not known). */
export function aheadMark(ahead: number | null | undefined): number {
  if (ahead === null || ahead === undefined) return -1;
  return AHEAD_MARKS.findIndex((mark) => ahead >= mark);
}

/**
 * How long until `topic` is announced: null when it was the last said, 0 for a new standing (or the first), else the rest
 * of ANNOUNCE_INTERVAL_MS since the last announcement.
 */
export function announcementDelay(
  last: { topic: AnnouncementTopic; at: number } | null,
  topic: AnnouncementTopic,
  now: number,
): number | null {
  if (!last) return 0;
  if (last.topic.standing === topic.standing && last.topic.detail === topic.detail) return null;
  if (last.topic.standing !== topic.standing) return 0;
  return Math.max(0, last.at + ANNOUNCE_INTERVAL_MS - now);
}

/**
 * The text for a polite live region, changed calmly: at once when the topic's standing changes, else when its detail
 * changes and at most once per ANNOUNCE_INTERVAL_MS, with the words current then. Numbers that change on every update
 * are read on the page, not announced each time.
 */
export function useCalmAnnouncement(topic: AnnouncementTopic, text: string): string {
  const [said, setSaid] = useState<{ topic: AnnouncementTopic; at: number; text: string } | null>(null);
  const { standing, detail } = topic;
  useEffect(() => {
    const delay = announcementDelay(said, { standing, detail }, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => setSaid({ topic: { standing, detail }, at: Date.now(), text }), delay);
    return () => window.clearTimeout(timer);
  }, [said, standing, detail, text]);
  return said?.text ?? "";
}
