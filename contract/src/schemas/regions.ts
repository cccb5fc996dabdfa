import { z } from 'zod';

export interface RegionNode {
  code: string;
  name: string;
  /** A province's name in English, Spanish and Japanese (Natural Earth); the other divisions have none. */
  nameEn?: string;
  nameEs?: string;
  nameJa?: string;
  /** The name in Hanyu Pinyin (GB/T 2260 has no official translations). */
  latin: string;
  level: number;
  children: RegionNode[];
}

export const regionNodeSchema: z.ZodType<RegionNode> = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string().optional(),
  nameEs: z.string().optional(),
  nameJa: z.string().optional(),
  latin: z.string(),
  level: z.number().int(),
  get children() {
    return z.array(regionNodeSchema);
  },
});
