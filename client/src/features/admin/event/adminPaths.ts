/** The admin event and occasion screens' paths (without the language prefix). */
export const adminPaths = {
  events: () => "/admin/events",
  createEvent: () => "/admin/events/create",
  event: (eventId: string) => `/admin/events/${eventId}`,
  editEvent: (eventId: string) => `/admin/events/${eventId}/edit`,
  createOccasion: (eventId: string) => `/admin/events/${eventId}/occasions/create`,
  occasion: (eventId: string, occasionId: string) => `/admin/events/${eventId}/occasions/${occasionId}`,
  editOccasion: (eventId: string, occasionId: string) => `/admin/events/${eventId}/occasions/${occasionId}/edit`,
};
