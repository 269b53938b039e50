/** The admin event, occasion and series screens' paths (without the language prefix). */
export const adminPaths = {
  events: () => "/admin/events",
  createEvent: () => "/admin/events/create",
  event: (eventId: string) => `/admin/events/${eventId}`,
  editEvent: (eventId: string) => `/admin/events/${eventId}/edit`,
  createOccasion: (eventId: string) => `/admin/events/${eventId}/occasions/create`,
  occasion: (eventId: string, occasionId: string) => `/admin/events/${eventId}/occasions/${occasionId}`,
  editOccasion: (eventId: string, occasionId: string) => `/admin/events/${eventId}/occasions/${occasionId}/edit`,
  createSeries: (eventId: string) => `/admin/events/${eventId}/series/create`,
  editSeries: (eventId: string, seriesId: string) => `/admin/events/${eventId}/series/${seriesId}/edit`,
};
