/** The events remote's query keys. */
export const hackathonKeys = {
  all: ['events', 'hackathon'] as const,
  registrationWindow: () => [...hackathonKeys.all, 'registration-window'] as const,
};
