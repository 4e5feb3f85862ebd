/** A vessel as the club names it everywhere: its length, then its name (`63' Peace`). */
export const vesselLabel = (vessel: { name: string; length_feet: number }) => `${vessel.length_feet}' ${vessel.name}`
