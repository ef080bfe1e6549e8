/* tess-render-private.h: tile geometry shared by the renderer's files
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-render.h"
#include "tess-engine.h"

G_BEGIN_DECLS

/* Everything below is in canonical tile orientation (rotation 0), in unit
 * tile coordinates; drawing rotates the context instead. */

/* Resolution of the feature map used for fields, hit tests and anchors. */
#define TESS_GEOM_RES 64

/* Labels of the feature map besides feature indexes. */
#define TESS_GEOM_NONE     (-1)   /* field area of no field feature */
#define TESS_GEOM_BUILDING (-2)   /* the house at a road's end */

#define TESS_ROAD_WIDTH    0.12
#define TESS_ROAD_EDGE     0.014
#define TESS_RIVER_WIDTH   0.19
#define TESS_RIVER_BANK    0.018
#define TESS_WALL_WIDTH    0.036
#define TESS_CAP_DEPTH     0.30
#define TESS_CAP_DEEP      0.50

typedef enum
{
  TESS_CITY_CAP,     /* one side (canonical: N) */
  TESS_CITY_WEDGE,   /* two adjacent sides (canonical: N and W) */
  TESS_CITY_BAND,    /* two opposite sides (canonical: E and W) */
  TESS_CITY_NOTCH,   /* three sides (canonical: all but S) */
  TESS_CITY_FULL,    /* four sides */
} TessCityShape;

typedef struct
{
  TessFeatureType type;
  int             n_sides;
  int             sides[4];      /* side ports, in N E S W order */
  /* cities */
  TessCityShape   shape;
  int             shape_rot;     /* quarter turns from the shape's canonical sides */
  double          depth;         /* caps: how far the wall reaches into the tile */
  double          sx, sy;        /* shield centre */
  /* roads */
  gboolean        bridge;        /* crosses a river: drawn over it, with parapets */
  double          ex, ey;        /* where a road with one side ends: the centre,
                                  * or inside the city it runs into */
  /* all */
  double          ax, ay;        /* follower anchor */
} TessGeomFeature;

typedef struct
{
  TessTileDef     def;           /* the key: a copy of the definition */
  guint           hash;
  gboolean        lake;          /* a one-port river is the lake, not the spring */
  gboolean        has_monastery;
  double          mx, my;        /* monastery centre */
  double          mscale;        /* its size, 1 = normal */
  gboolean        house;         /* roads end at a house / junction at the centre */
  TessGeomFeature f[TESS_MAX_FEATURES];
  gint8           labels[TESS_GEOM_RES * TESS_GEOM_RES];
} TessGeom;

/* Control distance that makes a cubic Bézier a quarter circle. */
#define TESS_GEOM_KAPPA 0.5523

/* Unit points of a tile: the middle of each side (N E S W), the inward
 * direction of each side, and the half ports in TessPort order from
 * TESS_PORT_NNW. */
extern const double tess_geom_side_mid[4][2];
extern const double tess_geom_side_in[4][2];
extern const double tess_geom_half_pos[8][2];

/* Fills in the shapes, anchors and feature map of @g from its def
 * (tess-render-layout.c). */
void            tess_geom_analyse          (TessGeom *g);

/* The geometry of a tile definition, computed once and kept for the
 * process's life (keyed by content, so edited tiles get their own). */
const TessGeom *tess_geom_get              (const TessTileDef *tile);

/* The label of the feature map at a canonical unit point (clamped). */
int             tess_geom_label_at         (const TessGeom *g, double x, double y);

/* Path builders, in canonical unit coordinates (the caller's transform). */
void            tess_geom_city_path        (cairo_t *cr, const TessGeom *g, int f);
void            tess_geom_city_wall_path   (cairo_t *cr, const TessGeom *g, int f);
void            tess_geom_line_path        (cairo_t *cr, const TessGeom *g, int f);
/* A point (x, y) at t (0..1) along a road's or river's line with one or
 * two sides (for more, along its first branch), and the unit direction. */
void            tess_geom_line_point       (const TessGeom *g, int f, double t,
                                            double *x, double *y, double *dx, double *dy);
void            tess_geom_lake_path        (cairo_t *cr, const TessGeom *g, int f);
void            tess_geom_pool_centre      (const TessGeom *g, int f, double *x, double *y);
gboolean        tess_geom_river_has_pool   (const TessGeom *g, int f);
void            tess_geom_monastery_path   (cairo_t *cr, const TessGeom *g);
void            tess_geom_house_path       (cairo_t *cr, const TessGeom *g);
/* Where the road @f, with one side, meets a city's wall (its gate), in
 * canonical unit coordinates, and the road's direction there; FALSE when
 * it meets none (tess-render-tile.c). */
gboolean        tess_geom_road_gate        (const TessGeom *g, int f, double *x, double *y,
                                            double *dx, double *dy);

/* Sets cr's transform so that canonical unit coordinates of a tile at
 * rotation rot land in the square (x, y, size). */
void            tess_geom_transform        (cairo_t *cr, int rot, double x, double y, double size);
/* Canonical unit point to board orientation after rot, and back. */
void            tess_geom_rotate_point     (int rot, double x, double y, double *ox, double *oy);
void            tess_geom_unrotate_point   (int rot, double x, double y, double *ox, double *oy);

/* Device pixels per user unit of the context (for minimum line widths). */
double          tess_render_device_scale   (cairo_t *cr);

/* A width in unit tile coordinates, at least min_px device pixels of a
 * tile px device pixels wide. */
double          tess_render_width_px       (double unit, double min_px, double px);

/* The monastery's outline, in a frame centred on the building. */
void            tess_render_monastery_outline (cairo_t *cr);

/* Draws a tile's canonical geometry into the unit square of cr's current
 * transform, rotated by rot; px is the tile's size in device pixels. */
void            tess_render_tile_unit      (cairo_t *cr, const TessGeom *g, int rot, double px);

G_END_DECLS
