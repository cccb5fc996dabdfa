import { z } from 'zod';

export interface RegionNode {
  code: string;
  name: string;
  nameEn?: string;
  level: number;
  children: RegionNode[];
}

export const regionNodeSchema: z.ZodType<RegionNode> = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string().optional(),
  level: z.number().int(),
  get children() {
    return z.array(regionNodeSchema);
  },
});
