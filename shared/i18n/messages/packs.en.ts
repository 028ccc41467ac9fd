import type { packsEs } from "./packs.es";

export const packsEn: Record<keyof typeof packsEs, string> = {
  "schools.packQuantity": "Choose between 5 and 1000 reports.",
  "schools.packEmpty": "You have no reports left to unlock in your packs. Buy a pack to unlock more.",
  "schools.alreadyUnlocked": "This student's report is already unlocked.",
  "admin.packTiers": "Set between 1 and 6 price tiers for packs.",
  "admin.packTierQuantity": "Each tier starts at a whole number of reports, between 5 and 1000.",
  "admin.packTierFirst": "The first tier must start at 5 reports: every pack needs a price.",
  "admin.packTierAboveBase": "A pack's price per report cannot be higher than the price of one report.",
  "admin.packTierOrder":
    "Each tier must start at more reports than the one before, at the same or a lower price per report.",
  "payment.refund.packUsed":
    "Only a pack's unused reports can be refunded: the amount is more than they are worth ({value}).",
};
