"""Real names read from the trees of review22.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them at the commit named in each generator's docstring; each
constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours); the
folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""

OL_SATELLITE_KIND = {
    '': (
        'test/rendering/data/tiles/satellite/0/0/0.jpg test/rendering/data/tiles/satellite/1/0/0.jpg '
        'test/rendering/data/tiles/satellite/1/0/1.jpg test/rendering/data/tiles/satellite/1/1/0.jpg '
        'test/rendering/data/tiles/satellite/1/1/1.jpg'
    ),
    'test/rendering/data/tiles/satellite/2/0': (
        '0.jpg 1.jpg 2.jpg 3.jpg'
    ),
    'test/rendering/data/tiles/satellite/2/1': (
        '0.jpg 1.jpg 2.jpg 3.jpg'
    ),
    'test/rendering/data/tiles/satellite/2/2': (
        '0.jpg 1.jpg 2.jpg 3.jpg'
    ),
    'test/rendering/data/tiles/satellite/2/3': (
        '0.jpg 1.jpg 2.jpg 3.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/0': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/1': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/2': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/3': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/4': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/5': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/6': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/7': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
}

OL_SATELLITE_OTHER = {
    '': (
        'test/browser/spec/ol/control/zoomtoextent.test.js test/browser/spec/ol/dom/dom.test.js '
        'test/browser/spec/ol/format/kml/style.kml test/browser/spec/ol/format/wms/getfeatureinfo.xml '
        'test/browser/spec/ol/proj/epsg3857.test.js test/browser/spec/ol/proj/transforms.test.js '
        'test/browser/spec/ol/render/canvas/immediate.test.js test/browser/spec/ol/render/canvas/style.test.js '
        'test/browser/spec/ol/render/webgl/bufferUtil.test.js test/browser/spec/ol/reproj/triangulation.test.js '
        'test/browser/spec/ol/style/icon.test.js test/browser/spec/ol/webgl/buffer.test.js '
        'test/browser/test-extensions.js test/browser/vite-plugin-ol-fixtures.mjs '
        'test/node/ol/events/event.test.js test/node/ol/expr/gpu.test.js test/node/ol/format/Polyline.test.js '
        'test/node/ol/format/WKT.test.js test/node/ol/geom/Circle.test.js test/node/ol/geom/MultiPoint.test.js '
        'test/node/ol/render/webgl/renderinstructions.test.js '
        'test/node/ol/source/data/ogcapi/collections/blueMarble/map/tiles/WebMercatorQuad.json '
        'test/node/ol/source/data/ogcapi/collections/blueMarble/map/tiles/WebMercatorQuadObjectCRS.json '
        'test/node/ol/source/data/ogcapi/tiles/WebMercatorQuad.json test/node/ol/vec/mat4.test.js '
        'test/node/readme.md test/rendering/cases/cog-f32-nodata-explicit-nan/main.js '
        'test/rendering/cases/cog-listener/main.js test/rendering/cases/cog-masked/main.js '
        'test/rendering/cases/cog-math/main.js test/rendering/cases/cog-modeltransformation-reproj/expected.png '
        'test/rendering/cases/cog-modeltransformation/expected.png '
        'test/rendering/cases/cog-modeltransformation/main.js test/rendering/cases/cog-palette-add-remove/main.js '
        'test/rendering/cases/cog-reproj-overflow-styled/main.js test/rendering/cases/cog-reproj-overflow/main.js '
        'test/rendering/cases/cog-rgb-auto/expected.png test/rendering/cases/format-mvt-geojson/main.js '
        'test/rendering/cases/geometry-geographic/expected.png test/rendering/cases/geometry-geographic/main.js '
        'test/rendering/cases/icon-sprite/main.js test/rendering/cases/icon-symbol-width-height/main.js '
        'test/rendering/cases/image-no-stretch-interpolate-false/main.js '
        'test/rendering/cases/image-stretched-interpolate-false/main.js '
        'test/rendering/cases/layer-clipping/expected.png test/rendering/cases/layer-clipping/main.js '
        'test/rendering/cases/layer-tile-canvas-target-pixelratio/expected.png '
        'test/rendering/cases/layer-tile-extent-geographic/expected.png '
        'test/rendering/cases/layer-tile-none-square/expected.png test/rendering/cases/layer-tile-opacity/main.js '
        'test/rendering/cases/layer-tile-render-listener/main.js '
        'test/rendering/cases/layer-tile-reset-projection/expected.png '
        'test/rendering/cases/layer-tile-reset-projection/main.js test/rendering/cases/layer-tile-webgl/main.js '
        'test/rendering/cases/layer-vector-background-over/expected.png '
        'test/rendering/cases/layer-vector-decluttermode-image/expected.png '
        'test/rendering/cases/layer-vector-decluttermode-text/expected.png '
        'test/rendering/cases/layer-vector-multi-world-declutter/expected.png '
        'test/rendering/cases/layer-vector-multi-world/main.js '
        'test/rendering/cases/layer-vector-multipoint-decluttering/expected.png '
        'test/rendering/cases/layer-vectorimage-decluttering/main.js '
        'test/rendering/cases/layer-vectortile-icon-label/main.js '
        'test/rendering/cases/layer-vectortile-no-renderbuffer/main.js '
        'test/rendering/cases/layer-vectortile-opacity-layergroup/main.js '
        'test/rendering/cases/layer-vectortile-overlap-no-declutter/main.js '
        'test/rendering/cases/layer-vectortile-overzoom-text/expected.png '
        'test/rendering/cases/layer-vectortile-renderbuffer/expected.png '
        'test/rendering/cases/layer-vectortile-reprojected/main.js '
        'test/rendering/cases/layer-vectortile-rotate-hidpi/expected.png '
        'test/rendering/cases/layer-vectortile-rotate-text/expected.png '
        'test/rendering/cases/layer-vectortile-rotate-text/main.js '
        'test/rendering/cases/layer-vectortile-rotate/expected.png '
        'test/rendering/cases/layer-vectortile-rotate/main.js '
        'test/rendering/cases/layer-vectortile-simple/expected.png '
        'test/rendering/cases/layer-vectortile-simple/main.js '
        'test/rendering/cases/linestring-style-offset/expected.png '
        'test/rendering/cases/linestring-style-opacity/main.js test/rendering/cases/linestring-style/main.js '
        'test/rendering/cases/map-worker/expected.png test/rendering/cases/map-worker/map.worker.js '
        'test/rendering/cases/multilinestring-style-offset-immediate/expected.png '
        'test/rendering/cases/polygon-style-gradient-pattern/expected.png '
        'test/rendering/cases/polygon-style-gradient-pattern/main.js test/rendering/cases/polygon-style/main.js '
        'test/rendering/cases/postrender-immediate/main.js '
        'test/rendering/cases/regularshape-style-setters/main.js test/rendering/cases/render-context/expected.png '
        'test/rendering/cases/render-context/main.js '
        'test/rendering/cases/reproj-image-stretched-interpolate-false/main.js '
        'test/rendering/cases/reproj-image-svg/main.js test/rendering/cases/reproj-tile-4326-debug/main.js '
        'test/rendering/cases/reproj-tile-dateline-merc/main.js test/rendering/cases/reproj-tile-no-wrap/main.js '
        'test/rendering/cases/reproj-tile-retina/main.js test/rendering/cases/rtl-text-align/expected.png '
        'test/rendering/cases/source-image-wms-blurry/main.js '
        'test/rendering/cases/source-tilewms-gutter0/expected.png test/rendering/cases/source-tms/expected.png '
        'test/rendering/cases/stacking/expected.png test/rendering/cases/stacking/main.js '
        'test/rendering/cases/text-style-linestring-offset/main.js '
        'test/rendering/cases/text-style-overlap/expected.png test/rendering/cases/vector-id/main.js '
        'test/rendering/cases/vector-zindex/main.js test/rendering/cases/webgl-data-tile-6-band/main.js '
        'test/rendering/cases/webgl-data-tile-clip-extent/expected.png '
        'test/rendering/cases/webgl-data-tile-clip-extent/main.js '
        'test/rendering/cases/webgl-data-tile-loosely-packed/expected.png '
        'test/rendering/cases/webgl-data-tile-no-wrap/expected.png '
        'test/rendering/cases/webgl-data-tile-tilepixelratio2/main.js '
        'test/rendering/cases/webgl-fill-pattern-zoomed-in/expected.png '
        'test/rendering/cases/webgl-fill-pattern/expected.png '
        'test/rendering/cases/webgl-invisible-group/expected.png '
        'test/rendering/cases/webgl-invisible-group/main.js '
        'test/rendering/cases/webgl-layer-canvas-group-changes-for-points/expected.png '
        'test/rendering/cases/webgl-layer-extent/main.js test/rendering/cases/webgl-line-pattern/expected.png '
        'test/rendering/cases/webgl-opacity/expected.png test/rendering/cases/webgl-palette/expected.png '
        'test/rendering/cases/webgl-points-geographic/expected.png '
        'test/rendering/cases/webgl-points-rotation/expected.png '
        'test/rendering/cases/webgl-reproj-float-interpolate-false/expected.png '
        'test/rendering/cases/webgl-reproj-float-interpolate-false/main.js '
        'test/rendering/cases/webgl-reproj-interpolate-false/main.js '
        'test/rendering/cases/webgl-text-style/main.js '
        'test/rendering/cases/webgl-tile-reset-projection/expected.png '
        'test/rendering/cases/webgl-tilewms-gutter20/main.js '
        'test/rendering/cases/webgl-vector-geographic/expected.png test/rendering/cases/webgl-vector/main.js '
        'test/rendering/cases/webgl-vectortile/expected.png '
        'test/rendering/data/fonts/ubuntu-bold-italic-webfont.ttf '
        'test/rendering/data/fonts/ubuntu-regular-webfont.woff '
        'test/rendering/data/sprites/bright-v9/sprite@2x.json test/rendering/data/sprites/bright-v9/sprite@2x.png '
        'test/rendering/data/styles/bright-v9/sprite@2x.png test/rendering/data/styles/bright-v9/style.json '
        'test/rendering/data/tiles/4326/0/0/0.png '
        'test/rendering/data/tiles/mapbox-streets-v6/14/8939/5679.vector.pbf '
        'test/rendering/data/tiles/osm/1/1/0.png test/rendering/data/tiles/osm/5/6/13.png '
        'test/rendering/data/tiles/south-carolina/11/566/2-828.png '
        'test/rendering/data/tiles/zoomify/TileGroup0/1-0-0.jpg '
        'test/rendering/data/tiles/zoomify/TileGroup0/1-1-1.jpg test/rendering/default/index.html '
        'test/rendering/test.js test/typescript/cases/vectortile-layer.ts test/typescript/readme.md'
    ),
    'test/browser/spec/ol': (
        'View.test.js featureloader.test.js image.test.js'
    ),
    'test/browser/spec/ol/data': (
        'blank.png exceptionreport.json exceptionreport.xml external-map.html tilejson.json'
    ),
    'test/browser/spec/ol/format': (
        'gpx.test.js ows.test.js wmtscapabilities.test.js xsd.test.js'
    ),
    'test/browser/spec/ol/format/gml': (
        'geoserver3DFeatures.xml more-geoms.xml multiple-typenames-ns.xml repeated-name.xml '
        'topp-states-gml-featureMember.xml'
    ),
    'test/browser/spec/ol/format/wfs': (
        'EmptyFeatureCollection.xml GetFeatureMultiple.xml NumberOfFeatures.xml TransactionMultiVersion100.xml '
        'polygonv2.xml'
    ),
    'test/browser/spec/ol/format/wmts': (
        'capabilities_epsg4326_with_boundingbox.xml capabilities_wgs84_with_boundingbox.xml ogcsample.xml'
    ),
    'test/browser/spec/ol/interaction': (
        'extent.test.js interaction.test.js snap.test.js'
    ),
    'test/browser/spec/ol/layer': (
        'Flow.test.js Group.test.js Heatmap.test.js'
    ),
    'test/browser/spec/ol/source': (
        'DataTile.test.js GeoZarr.test.js Google.test.js ImageMapGuide.test.js ImageStatic.test.js '
        'ImageWMS.test.js StadiaMaps.test.js Tile.test.js TileImage.test.js TileJSON.test.js UrlTile.test.js '
        'cartodb.test.js raster.test.js'
    ),
    'test/node/ol': (
        'Collection.test.js coordinate.test.js extent.test.js'
    ),
    'test/node/ol/geom/flat': (
        'area.test.js flip.test.js topologyflatgeom.test.js'
    ),
    'test/rendering/data': (
        '7-64-55.geojson cross.svg rivers.geojson'
    ),
}

OL_OSM_KIND = {
    '': (
        'test/rendering/data/tiles/osm/0/0/0.png test/rendering/data/tiles/osm/1/0/0.png '
        'test/rendering/data/tiles/osm/1/0/1.png test/rendering/data/tiles/osm/1/1/0.png '
        'test/rendering/data/tiles/osm/1/1/1.png test/rendering/data/tiles/osm/5/4/12.png '
        'test/rendering/data/tiles/osm/5/5/12.png test/rendering/data/tiles/osm/5/5/13.png '
        'test/rendering/data/tiles/osm/5/6/12.png test/rendering/data/tiles/osm/5/6/13.png'
    ),
}

OL_OSM_OTHER = {
    '': (
        'test/browser/spec/ol/control/zoomtoextent.test.js test/browser/spec/ol/dom/dom.test.js '
        'test/browser/spec/ol/format/kml/style.kml test/browser/spec/ol/format/wms/getfeatureinfo.xml '
        'test/browser/spec/ol/proj/epsg3857.test.js test/browser/spec/ol/proj/transforms.test.js '
        'test/browser/spec/ol/render/canvas/immediate.test.js test/browser/spec/ol/render/canvas/style.test.js '
        'test/browser/spec/ol/render/webgl/bufferUtil.test.js test/browser/spec/ol/reproj/triangulation.test.js '
        'test/browser/spec/ol/style/icon.test.js test/browser/spec/ol/webgl/buffer.test.js '
        'test/browser/vite-plugin-ol-fixtures.mjs test/node/ol/events/event.test.js test/node/ol/expr/gpu.test.js '
        'test/node/ol/format/Polyline.test.js test/node/ol/format/WKT.test.js test/node/ol/geom/Circle.test.js '
        'test/node/ol/render/webgl/renderinstructions.test.js '
        'test/node/ol/source/data/ogcapi/collections/blueMarble/map/tiles/WebMercatorQuad.json '
        'test/node/ol/source/data/ogcapi/collections/blueMarble/map/tiles/WebMercatorQuadObjectCRS.json '
        'test/node/ol/source/data/ogcapi/tiles/WebMercatorQuad.json test/node/ol/vec/mat4.test.js '
        'test/node/readme.md test/rendering/cases/cog-f32-nodata-explicit-nan/main.js '
        'test/rendering/cases/cog-listener/main.js test/rendering/cases/cog-masked/main.js '
        'test/rendering/cases/cog-modeltransformation-reproj/expected.png '
        'test/rendering/cases/cog-modeltransformation/expected.png '
        'test/rendering/cases/cog-modeltransformation/main.js test/rendering/cases/cog-palette-add-remove/main.js '
        'test/rendering/cases/cog-reproj-overflow-styled/main.js test/rendering/cases/cog-reproj-overflow/main.js '
        'test/rendering/cases/cog-rgb-auto/expected.png test/rendering/cases/format-mvt-geojson/main.js '
        'test/rendering/cases/geometry-geographic/expected.png test/rendering/cases/icon-sprite/main.js '
        'test/rendering/cases/icon-symbol-width-height/main.js '
        'test/rendering/cases/image-no-stretch-interpolate-false/main.js '
        'test/rendering/cases/image-stretched-interpolate-false/main.js '
        'test/rendering/cases/layer-clipping/expected.png test/rendering/cases/layer-clipping/main.js '
        'test/rendering/cases/layer-tile-canvas-target-pixelratio/expected.png '
        'test/rendering/cases/layer-tile-extent-geographic/expected.png '
        'test/rendering/cases/layer-tile-none-square/expected.png test/rendering/cases/layer-tile-opacity/main.js '
        'test/rendering/cases/layer-tile-render-listener/main.js '
        'test/rendering/cases/layer-tile-reset-projection/expected.png '
        'test/rendering/cases/layer-tile-reset-projection/main.js test/rendering/cases/layer-tile-webgl/main.js '
        'test/rendering/cases/layer-vector-background-over/expected.png '
        'test/rendering/cases/layer-vector-decluttermode-image/expected.png '
        'test/rendering/cases/layer-vector-decluttermode-text/expected.png '
        'test/rendering/cases/layer-vector-multi-world/main.js '
        'test/rendering/cases/layer-vector-multipoint-decluttering/expected.png '
        'test/rendering/cases/layer-vectorimage-decluttering/main.js '
        'test/rendering/cases/layer-vectortile-icon-label/main.js '
        'test/rendering/cases/layer-vectortile-no-renderbuffer/main.js '
        'test/rendering/cases/layer-vectortile-opacity-layergroup/main.js '
        'test/rendering/cases/layer-vectortile-overlap-no-declutter/main.js '
        'test/rendering/cases/layer-vectortile-overzoom-text/expected.png '
        'test/rendering/cases/layer-vectortile-renderbuffer/expected.png '
        'test/rendering/cases/layer-vectortile-reprojected/main.js '
        'test/rendering/cases/layer-vectortile-rotate-text/expected.png '
        'test/rendering/cases/layer-vectortile-rotate-text/main.js '
        'test/rendering/cases/layer-vectortile-rotate/expected.png '
        'test/rendering/cases/layer-vectortile-rotate/main.js '
        'test/rendering/cases/layer-vectortile-simple/expected.png '
        'test/rendering/cases/layer-vectortile-simple/main.js '
        'test/rendering/cases/linestring-style-offset/expected.png '
        'test/rendering/cases/linestring-style-opacity/main.js test/rendering/cases/linestring-style/main.js '
        'test/rendering/cases/map-worker/expected.png test/rendering/cases/map-worker/map.worker.js '
        'test/rendering/cases/multilinestring-style-offset-immediate/expected.png '
        'test/rendering/cases/polygon-style-gradient-pattern/expected.png '
        'test/rendering/cases/polygon-style-gradient-pattern/main.js '
        'test/rendering/cases/postrender-immediate/main.js '
        'test/rendering/cases/regularshape-style-setters/main.js test/rendering/cases/render-context/expected.png '
        'test/rendering/cases/render-context/main.js '
        'test/rendering/cases/reproj-image-stretched-interpolate-false/main.js '
        'test/rendering/cases/reproj-image-svg/main.js test/rendering/cases/reproj-tile-4326-debug/main.js '
        'test/rendering/cases/reproj-tile-dateline-merc/main.js test/rendering/cases/reproj-tile-no-wrap/main.js '
        'test/rendering/cases/rtl-text-align/expected.png test/rendering/cases/source-image-wms-blurry/main.js '
        'test/rendering/cases/source-tilewms-gutter0/expected.png test/rendering/cases/source-tms/expected.png '
        'test/rendering/cases/stacking/expected.png test/rendering/cases/stacking/main.js '
        'test/rendering/cases/text-style-linestring-offset/main.js '
        'test/rendering/cases/text-style-overlap/expected.png test/rendering/cases/vector-id/main.js '
        'test/rendering/cases/vector-zindex/main.js test/rendering/cases/webgl-data-tile-6-band/main.js '
        'test/rendering/cases/webgl-data-tile-clip-extent/expected.png '
        'test/rendering/cases/webgl-data-tile-clip-extent/main.js '
        'test/rendering/cases/webgl-data-tile-loosely-packed/expected.png '
        'test/rendering/cases/webgl-data-tile-no-wrap/expected.png '
        'test/rendering/cases/webgl-data-tile-tilepixelratio2/main.js '
        'test/rendering/cases/webgl-fill-pattern-zoomed-in/expected.png '
        'test/rendering/cases/webgl-fill-pattern/expected.png '
        'test/rendering/cases/webgl-invisible-group/expected.png '
        'test/rendering/cases/webgl-invisible-group/main.js test/rendering/cases/webgl-layer-extent/main.js '
        'test/rendering/cases/webgl-opacity/expected.png test/rendering/cases/webgl-palette/expected.png '
        'test/rendering/cases/webgl-points-rotation/expected.png '
        'test/rendering/cases/webgl-reproj-float-interpolate-false/expected.png '
        'test/rendering/cases/webgl-reproj-float-interpolate-false/main.js '
        'test/rendering/cases/webgl-reproj-interpolate-false/main.js '
        'test/rendering/cases/webgl-text-style/main.js '
        'test/rendering/cases/webgl-tile-reset-projection/expected.png '
        'test/rendering/cases/webgl-vector-geographic/main.js test/rendering/cases/webgl-vector/main.js '
        'test/rendering/cases/webgl-vectortile-pattern/expected.png test/rendering/data/7-64-55.geojson '
        'test/rendering/data/de-bw.json test/rendering/data/raster/not-a-cog.tif '
        'test/rendering/data/sprites/bright-v9/sprite@2x.png test/rendering/data/tiles/satellite/0/0/0.jpg '
        'test/rendering/data/tiles/satellite/1/0/1.jpg test/rendering/data/tiles/satellite/2/2/3.jpg '
        'test/rendering/data/tiles/satellite/3/0/2.jpg test/rendering/data/tiles/satellite/3/2/1.jpg '
        'test/rendering/data/tiles/satellite/3/2/5.jpg test/rendering/data/tiles/satellite/3/4/1.jpg '
        'test/rendering/data/tiles/satellite/3/5/0.jpg test/rendering/data/tiles/satellite/3/6/7.jpg '
        'test/rendering/data/tiles/satellite/3/7/1.jpg test/rendering/data/tiles/satellite/3/7/2.jpg '
        'test/rendering/data/tiles/south-carolina/11/566/2-828.png test/rendering/data/tiles/wms/wms0.png '
        'test/rendering/data/tiles/zoomify/TileGroup0/1-0-0.jpg '
        'test/rendering/data/tiles/zoomify/TileGroup0/1-0-1.jpg test/rendering/default/index.html '
        'test/util/equal.js'
    ),
    'test/browser/spec/ol': (
        'View.test.js featureloader.test.js image.test.js'
    ),
    'test/browser/spec/ol/data': (
        'blank.png exceptionreport.json exceptionreport.xml external-map.html tilejson.json'
    ),
    'test/browser/spec/ol/format': (
        'gpx.test.js ows.test.js wmtscapabilities.test.js xsd.test.js'
    ),
    'test/browser/spec/ol/format/gml': (
        'more-geoms.xml multiple-typenames-ns.xml repeated-name.xml topp-states-gml-featureMember.xml'
    ),
    'test/browser/spec/ol/format/wfs': (
        'EmptyFeatureCollection.xml GetFeatureMultiple.xml NumberOfFeatures.xml TransactionMultiVersion100.xml '
        'polygonv2.xml'
    ),
    'test/browser/spec/ol/format/wmts': (
        'capabilities_epsg4326_with_boundingbox.xml capabilities_wgs84_with_boundingbox.xml ogcsample.xml'
    ),
    'test/browser/spec/ol/interaction': (
        'extent.test.js interaction.test.js snap.test.js'
    ),
    'test/browser/spec/ol/layer': (
        'Flow.test.js Group.test.js Heatmap.test.js'
    ),
    'test/browser/spec/ol/source': (
        'DataTile.test.js GeoZarr.test.js Google.test.js ImageMapGuide.test.js ImageStatic.test.js '
        'ImageWMS.test.js StadiaMaps.test.js Tile.test.js TileImage.test.js TileJSON.test.js UrlTile.test.js '
        'cartodb.test.js'
    ),
    'test/node/ol': (
        'Collection.test.js coordinate.test.js extent.test.js'
    ),
    'test/node/ol/geom/flat': (
        'area.test.js flip.test.js topologyflatgeom.test.js'
    ),
    'test/rendering/data/tiles/mapbox-streets-v6/14/8938': (
        '5679.vector.pbf 5680.vector.pbf 5681.vector.pbf'
    ),
    'test/rendering/data/tiles/satellite/3/1': (
        '2.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/3': (
        '5.jpg 6.jpg 7.jpg'
    ),
    'test/typescript/cases': (
        'vector-source.ts vectorimage-layer.ts vectortile-layer.ts'
    ),
}

OL_TILES_KIND = {
    '': (
        'test/rendering/data/tiles/4326/0/0/0.png test/rendering/data/tiles/512x256/5/3/12.png '
        'test/rendering/data/tiles/nyc/15/9648/20447.jpg test/rendering/data/tiles/openfreemap/14/4136/6066.pbf '
        'test/rendering/data/tiles/osm/0/0/0.png test/rendering/data/tiles/osm/1/0/0.png '
        'test/rendering/data/tiles/osm/1/0/1.png test/rendering/data/tiles/osm/1/1/0.png '
        'test/rendering/data/tiles/osm/1/1/1.png test/rendering/data/tiles/osm/5/4/12.png '
        'test/rendering/data/tiles/osm/5/5/12.png test/rendering/data/tiles/osm/5/5/13.png '
        'test/rendering/data/tiles/osm/5/6/12.png test/rendering/data/tiles/osm/5/6/13.png '
        'test/rendering/data/tiles/retina/13/1542/3213@2x.png test/rendering/data/tiles/satellite/0/0/0.jpg '
        'test/rendering/data/tiles/satellite/1/0/0.jpg test/rendering/data/tiles/satellite/1/0/1.jpg '
        'test/rendering/data/tiles/satellite/1/1/0.jpg test/rendering/data/tiles/satellite/1/1/1.jpg '
        'test/rendering/data/tiles/stamen-labels/3/4/2.png test/rendering/data/tiles/stamen-labels/3/4/3.png '
        'test/rendering/data/tiles/stamen-labels/4/7/5.png test/rendering/data/tiles/stamen-labels/4/8/4.png '
        'test/rendering/data/tiles/stamen-labels/4/8/5.png test/rendering/data/tiles/stamen-labels/5/16/11.png '
        'test/rendering/data/tiles/stamen-labels/5/5/12.png'
    ),
    'test/rendering/data/tiles/mapbox-streets-v6/14/8937': (
        '5679.vector.pbf 5680.vector.pbf 5681.vector.pbf'
    ),
    'test/rendering/data/tiles/mapbox-streets-v6/14/8938': (
        '5679.vector.pbf 5680.vector.pbf 5681.vector.pbf'
    ),
    'test/rendering/data/tiles/mapbox-streets-v6/14/8939': (
        '5679.vector.pbf 5680.vector.pbf 5681.vector.pbf'
    ),
    'test/rendering/data/tiles/satellite/2/0': (
        '0.jpg 1.jpg 2.jpg 3.jpg'
    ),
    'test/rendering/data/tiles/satellite/2/1': (
        '0.jpg 1.jpg 2.jpg 3.jpg'
    ),
    'test/rendering/data/tiles/satellite/2/2': (
        '0.jpg 1.jpg 2.jpg 3.jpg'
    ),
    'test/rendering/data/tiles/satellite/2/3': (
        '0.jpg 1.jpg 2.jpg 3.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/0': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/1': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/2': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/3': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/4': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/5': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/6': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
    'test/rendering/data/tiles/satellite/3/7': (
        '0.jpg 1.jpg 2.jpg 3.jpg 4.jpg 5.jpg 6.jpg 7.jpg'
    ),
}

OL_TILES_OTHER = {
    '': (
        'test/browser/spec/ol/control/zoomtoextent.test.js test/browser/spec/ol/dom/dom.test.js '
        'test/browser/spec/ol/format/kml/style.kml test/browser/spec/ol/format/wms/getfeatureinfo.xml '
        'test/browser/spec/ol/proj/epsg3857.test.js test/browser/spec/ol/proj/transforms.test.js '
        'test/browser/spec/ol/render/canvas/immediate.test.js test/browser/spec/ol/render/canvas/style.test.js '
        'test/browser/spec/ol/render/webgl/bufferUtil.test.js test/browser/spec/ol/reproj/triangulation.test.js '
        'test/browser/spec/ol/source/images/0-0-0.tif '
        'test/browser/spec/ol/source/images/zoomify/TileGroup0/0-0-0.jpg test/browser/spec/ol/style/icon.test.js '
        'test/browser/spec/ol/webgl/buffer.test.js test/browser/test-extensions.js '
        'test/browser/vite-plugin-ol-fixtures.mjs test/node/ol/events/event.test.js test/node/ol/expr/gpu.test.js '
        'test/node/ol/format/Polyline.test.js test/node/ol/format/WKT.test.js test/node/ol/geom/Circle.test.js '
        'test/node/ol/geom/MultiPoint.test.js test/node/ol/render/webgl/renderinstructions.test.js '
        'test/node/ol/source/data/ogcapi/collections/blueMarble/map/tiles/WebMercatorQuad.json '
        'test/node/ol/source/data/ogcapi/collections/blueMarble/map/tiles/WebMercatorQuadObjectCRS.json '
        'test/node/ol/source/data/ogcapi/tiles/WebMercatorQuad.json test/node/ol/vec/mat4.test.js '
        'test/node/readme.md test/rendering/cases/cog-f32-nodata-explicit-nan/main.js '
        'test/rendering/cases/cog-listener/main.js test/rendering/cases/cog-masked/main.js '
        'test/rendering/cases/cog-math/main.js test/rendering/cases/cog-modeltransformation-reproj/expected.png '
        'test/rendering/cases/cog-modeltransformation/expected.png '
        'test/rendering/cases/cog-modeltransformation/main.js test/rendering/cases/cog-palette-add-remove/main.js '
        'test/rendering/cases/cog-reproj-overflow-styled/main.js test/rendering/cases/cog-reproj-overflow/main.js '
        'test/rendering/cases/cog-rgb-auto/expected.png test/rendering/cases/format-mvt-geojson/main.js '
        'test/rendering/cases/geometry-geographic/expected.png test/rendering/cases/geometry-geographic/main.js '
        'test/rendering/cases/heatmap-layer-opacity/expected.png test/rendering/cases/icon-sprite/main.js '
        'test/rendering/cases/icon-symbol-width-height/main.js '
        'test/rendering/cases/image-no-stretch-interpolate-false/main.js '
        'test/rendering/cases/image-stretched-interpolate-false/main.js '
        'test/rendering/cases/layer-clipping/expected.png test/rendering/cases/layer-clipping/main.js '
        'test/rendering/cases/layer-tile-canvas-target-pixelratio/expected.png '
        'test/rendering/cases/layer-tile-extent-geographic/expected.png '
        'test/rendering/cases/layer-tile-none-square/expected.png test/rendering/cases/layer-tile-opacity/main.js '
        'test/rendering/cases/layer-tile-render-listener/main.js '
        'test/rendering/cases/layer-tile-reset-projection/expected.png '
        'test/rendering/cases/layer-tile-reset-projection/main.js test/rendering/cases/layer-tile-webgl/main.js '
        'test/rendering/cases/layer-vector-background-over/expected.png '
        'test/rendering/cases/layer-vector-decluttermode-image/expected.png '
        'test/rendering/cases/layer-vector-decluttermode-text/expected.png '
        'test/rendering/cases/layer-vector-multi-world-declutter/expected.png '
        'test/rendering/cases/layer-vector-multi-world/main.js '
        'test/rendering/cases/layer-vector-multipoint-decluttering/expected.png '
        'test/rendering/cases/layer-vectorimage-decluttering/main.js '
        'test/rendering/cases/layer-vectorimage-extent-rotation/expected.png '
        'test/rendering/cases/layer-vectortile-icon-label/main.js '
        'test/rendering/cases/layer-vectortile-no-renderbuffer/main.js '
        'test/rendering/cases/layer-vectortile-opacity-layergroup/main.js '
        'test/rendering/cases/layer-vectortile-overlap-no-declutter/main.js '
        'test/rendering/cases/layer-vectortile-overzoom-text/expected.png '
        'test/rendering/cases/layer-vectortile-renderbuffer/expected.png '
        'test/rendering/cases/layer-vectortile-reprojected/main.js '
        'test/rendering/cases/layer-vectortile-rotate-hidpi/expected.png '
        'test/rendering/cases/layer-vectortile-rotate-text/expected.png '
        'test/rendering/cases/layer-vectortile-rotate-text/main.js '
        'test/rendering/cases/layer-vectortile-rotate/expected.png '
        'test/rendering/cases/layer-vectortile-rotate/main.js '
        'test/rendering/cases/layer-vectortile-simple/expected.png '
        'test/rendering/cases/layer-vectortile-simple/main.js '
        'test/rendering/cases/linestring-style-offset/expected.png '
        'test/rendering/cases/linestring-style-opacity/main.js test/rendering/cases/linestring-style/main.js '
        'test/rendering/cases/map-worker/expected.png test/rendering/cases/map-worker/map.worker.js '
        'test/rendering/cases/multilinestring-style-offset-immediate/expected.png '
        'test/rendering/cases/polygon-style-gradient-pattern/expected.png '
        'test/rendering/cases/polygon-style-gradient-pattern/main.js test/rendering/cases/polygon-style/main.js '
        'test/rendering/cases/postrender-immediate/main.js '
        'test/rendering/cases/regularshape-style-setters/main.js test/rendering/cases/render-context/expected.png '
        'test/rendering/cases/render-context/main.js '
        'test/rendering/cases/reproj-image-stretched-interpolate-false/main.js '
        'test/rendering/cases/reproj-image-svg/main.js test/rendering/cases/reproj-tile-4326-debug/main.js '
        'test/rendering/cases/reproj-tile-dateline-merc/main.js test/rendering/cases/reproj-tile-no-wrap/main.js '
        'test/rendering/cases/reproj-tile-retina/main.js test/rendering/cases/rich-text-multiline/main.js '
        'test/rendering/cases/rtl-text-align/expected.png test/rendering/cases/source-image-wms-blurry/main.js '
        'test/rendering/cases/source-imagewms-blurry/expected.png '
        'test/rendering/cases/source-tilewms-gutter0/expected.png test/rendering/cases/source-tms/expected.png '
        'test/rendering/cases/stacking/expected.png test/rendering/cases/stacking/main.js '
        'test/rendering/cases/text-style-linestring-offset/main.js '
        'test/rendering/cases/text-style-overlap/expected.png test/rendering/cases/vector-id/main.js '
        'test/rendering/cases/vector-zindex/main.js test/rendering/cases/webgl-data-tile-6-band/main.js '
        'test/rendering/cases/webgl-data-tile-clip-extent/expected.png '
        'test/rendering/cases/webgl-data-tile-clip-extent/main.js '
        'test/rendering/cases/webgl-data-tile-interpolate-true/expected.png '
        'test/rendering/cases/webgl-data-tile-loosely-packed/expected.png '
        'test/rendering/cases/webgl-data-tile-no-wrap/expected.png '
        'test/rendering/cases/webgl-data-tile-tilepixelratio2/main.js '
        'test/rendering/cases/webgl-fill-pattern/expected.png test/rendering/cases/webgl-fill-pattern/main.js '
        'test/rendering/cases/webgl-invisible-group/expected.png '
        'test/rendering/cases/webgl-invisible-group/main.js test/rendering/cases/webgl-layer-extent/main.js '
        'test/rendering/cases/webgl-line-zoomed-in/main.js test/rendering/cases/webgl-opacity/expected.png '
        'test/rendering/cases/webgl-palette/expected.png test/rendering/cases/webgl-points-rotation/expected.png '
        'test/rendering/cases/webgl-reproj-float-interpolate-false/expected.png '
        'test/rendering/cases/webgl-reproj-float-interpolate-false/main.js '
        'test/rendering/cases/webgl-reproj-non-parallel/expected.png '
        'test/rendering/cases/webgl-reproj-non-parallel/main.js '
        'test/rendering/cases/webgl-text-style-linestring/main.js test/rendering/cases/webgl-text-style/main.js '
        'test/rendering/cases/webgl-tile-multisource/main.js test/rendering/cases/webgl-tile-non-square/main.js '
        'test/rendering/cases/webgl-tile-reset-projection/expected.png test/rendering/cases/webgl-vector/main.js '
        'test/rendering/cases/zoomify-zdirection/main.js test/rendering/data/sprites/bright-v9/sprite.png '
        'test/rendering/data/sprites/bright-v9/sprite@2x.png '
        'test/rendering/data/tiles/zoomify/TileGroup0/1-0-1.jpg test/rendering/default/index.html '
        'test/rendering/readme.md test/typescript/cases/vectortile-layer.ts test/typescript/readme.md'
    ),
    'test/browser/spec/ol': (
        'View.test.js featureloader.test.js image.test.js'
    ),
    'test/browser/spec/ol/data': (
        'blank.png exceptionreport.json exceptionreport.xml external-map.html tilejson.json'
    ),
    'test/browser/spec/ol/format': (
        'gpx.test.js ows.test.js wmtscapabilities.test.js xsd.test.js'
    ),
    'test/browser/spec/ol/format/gml': (
        'geoserver3DFeatures.xml more-geoms.xml multiple-typenames-ns.xml repeated-name.xml '
        'topp-states-gml-featureMember.xml'
    ),
    'test/browser/spec/ol/format/wfs': (
        'EmptyFeatureCollection.xml GetFeatureMultiple.xml NumberOfFeatures.xml TransactionMultiVersion100.xml '
        'polygonv2.xml'
    ),
    'test/browser/spec/ol/format/wmts': (
        'capabilities_epsg4326_with_boundingbox.xml capabilities_wgs84_with_boundingbox.xml ogcsample.xml'
    ),
    'test/browser/spec/ol/interaction': (
        'extent.test.js interaction.test.js snap.test.js'
    ),
    'test/browser/spec/ol/layer': (
        'Flow.test.js Group.test.js Heatmap.test.js'
    ),
    'test/browser/spec/ol/source': (
        'DataTile.test.js GeoZarr.test.js Google.test.js ImageMapGuide.test.js ImageStatic.test.js '
        'ImageWMS.test.js StadiaMaps.test.js Tile.test.js TileImage.test.js TileJSON.test.js UrlTile.test.js '
        'cartodb.test.js raster.test.js'
    ),
    'test/node/ol': (
        'Collection.test.js coordinate.test.js extent.test.js'
    ),
    'test/node/ol/geom/flat': (
        'area.test.js flip.test.js topologyflatgeom.test.js'
    ),
    'test/rendering/data': (
        '7-64-55.geojson 7-64-55.mvt fish.png'
    ),
    'test/rendering/data/fonts': (
        'ubuntu-bold-italic-webfont.woff ubuntu-bold-italic-webfont.woff2 ubuntu-regular-webfont.eot'
    ),
}

OL_EXAMPLES_KIND = {
    'examples': (
        'accessible.css accessible.js animated-gif.js animation.js attributions.html azure-maps.js '
        'box-selection.html button-title.html button-title.js canvas-gradient-pattern.js canvas-tiles.html '
        'canvas-tiles.js cartodb.html cartodb.js center.html center.js cluster.html cluster.js cog-blob.html '
        'cog-colors.css cog-custom-client.html cog-custom-client.js cog-math-multisource.html '
        'cog-modeltransformation.js cog-overviews.html cog-projection.js cog-pyramid.html cog-stretch.html '
        'cog-stretch.js cog-style.html cog-style.js cog.js color-manipulation.html color-manipulation.js '
        'contour-interpolation.js custom-circle-render.js custom-controls.html d3.html data-tiles.html '
        'data-tiles.js declutter-group.css drag-and-drop-custom-kmz.css drag-and-drop-custom-kmz.html '
        'drag-and-drop-custom-kmz.js drag-and-drop-custom-mvt.css drag-and-drop-image-vector.js '
        'drag-and-drop.html drag-and-drop.js drag-rotate-and-zoom.html drag-rotate-and-zoom.js '
        'draw-and-modify-geodesic.html draw-and-modify-geodesic.js draw-features-style.html '
        'draw-features-style.js draw-freehand.js draw-shapes.html draw-shapes.js earthquake-clusters.js '
        'earthquake-custom-symbol.html earthquake-custom-symbol.js edit-geographic.html edit-geographic.js '
        'epsg-4326.html epsg-4326.js es2015-custom-element-a11y.css es2015-custom-element-a11y.js '
        'es2015-custom-element.html es2015-custom-element.js export-map.html export-pdf.css export-pdf.js '
        'extent-constrained.html extent-constrained.js extent-interaction.html extent-interaction.js '
        'external-map.html feature-animation.html filter-webgl-line.html fractal.css '
        'full-screen-drag-rotate-and-zoom.js full-screen-source.js full-screen.css geojson-vt.html geojson.js '
        'geolocation-orientation.js geolocation.html geotiff-per-band-stats.html geotiff-reprojection.html '
        'geotiff-reprojection.js geozarr-dimensions.js geozarr-groups.html geozarr-groups.js '
        'geozarr-storytelling.html geozarr-storytelling.js geozarr-stretch.html geozarr.html geozarr.js '
        'getfeatureinfo-image.html getfeatureinfo-layers.js getfeatureinfo-tile.html google.html graticule.js '
        'heatmap-earthquakes.html heatmap-trajectories.js hitdetect-vector.js icon-scale.js icon.js '
        'image-filter.html image-vector-layer.js index.html kml-earthquakes.css kml-timezones.html '
        'kml-timezones.js kml.html layer-clipping-vector.html layer-clipping.css layer-clipping.js '
        'layer-extent.html layer-extent.js layer-group.html layer-group.js layer-opacity.js layer-spy.html '
        'layer-swipe.js layer-z-index.html layer-z-index.js lazy-source.css lazy-source.js line-arrows.js '
        'link.html link.js load-events.js localized-openstreetmap.html magnify.js mapbox-layer.html '
        'mapbox-layer.js mapbox-style.html mapbox-vector-layer.js mapguide-untiled.html mapserver-cgi.html '
        'mapserver-ogc-features.html mapserver-wms.html measure-style.js measure.html measure.js '
        'min-max-resolution.html min-max-resolution.js mobile-full-screen.js modify-features.js modify-icon.js '
        'modify-test.css modify-test.html mouse-position.html mouse-position.js moveend.html moveend.js '
        'multiple-cogs.html navigation-controls.html numpytile.css offscreen-canvas.js '
        'ogc-map-tiles-geographic.html ogc-map-tiles.html ogc-map-tiles.js ogc-maps.html ogc-maps.js '
        'ogc-vector-tiles.html ogc-vector-tiles.js osm-vector-tiles.css osm-vector-tiles.html overlay.css '
        'overlay.html overviewmap-custom.css overviewmap-custom.html overviewmap.html pmtiles-elevation.html '
        'polygon-wrapping.html polygon-wrapping.js populated-places.css populated-places.html print-to-scale.css '
        'print-to-scale.html print-to-scale.js rectangle.html region-growing.css regularshape.html '
        'regularshape.js render-geometry.html reprojection-by-code.js reprojection-image.js reprojection.css '
        'reprojection.html reprojection.js reusable-source.html reusable-source.js rich-text-labels.html '
        'rich-text-labels.js rotation.html scaleline-indiana-east.html scaleline-indiana-east.js sea-level.css '
        'sea-level.html sea-level.js select-features.html select-features.js select-hover-features.html '
        'select-multiple-features.js semi-transparent-layer.js sentinel-hub-custom-format.html '
        'sentinel-hub-custom-format.js sentinel-hub-custom-script.css sentinel-hub-custom-script.html '
        'sentinel-hub-custom-script.js sentinel-hub-date-picker.css sentinel-hub.html shaded-relief.html '
        'shaded-relief.js side-by-side.html simple.html snap.js sphere-mollweide.html stac-item.html '
        'stadia-maps.html stamen.html static-attribution.html style-renderer.js svg-layer.css '
        'synthetic-lines.html tile-load-events.js tile-transitions.html tile-transitions.js '
        'tiled-layer-rendering-in-offscreen-canvas.css tiled-layer-rendering-in-offscreen-canvas.html '
        'tilejson.html tissot.html tissot.js tooltip-on-hover.css topojson.html topojson.js topolis.html '
        'tracing.html tracing.js translate-features.js turf.html two-finger-pan-scroll.html '
        'two-finger-pan-scroll.js utfgrid.css vector-esri-edit.js vector-label-decluttering.html '
        'vector-labels-justify-text.html vector-labels.html vector-labels.js vector-tile-info.html '
        'vector-tile-info.js vector-tile-selection.js vector-tiles-4326.html vector-tiles-4326.js '
        'vector-tiles-reprojected.js vector-wfs-geographic.html vector-wfs-geographic.js vector-wfs.js '
        'view-padding.html view-padding.js webgl-draw-line.css webgl-layer-swipe.html webgl-points-layer.html '
        'webgl-sea-level.js webgl-shaded-relief.css webgl-shaded-relief.html webgl-shaded-relief.js '
        'webgl-tile-style.css webgl-tiles.js webgl-vector-layer.html webgl-vector-tiles.html wind-arrows.html '
        'wind-arrows.js wkt.html wms-capabilities.html wms-custom-proj.js wms-custom-tilegrid-512x256.html '
        'wms-getlegendgraphic.js wms-image-custom-proj.html wms-image-custom-proj.js wms-no-proj.html '
        'wms-tiled-wrap-180.html wms-time-webgl.js wms-time.js wmts-capabilities.js wmts-dimensions.js '
        'wmts-hidpi.js wmts-ign.js wmts.html wmts.js xyz-esri.html xyz-esri.js xyz-retina.html xyz-retina.js '
        'xyz.html zoom-constrained.js zoomify.js zoomslider.js'
    ),
}

OL_EXAMPLES_OTHER = {
    '': (
        '.gitattributes .gitignore .nvmrc CODE_OF_CONDUCT.md CONTRIBUTING.md DEVELOPING.md LICENSE.md README.md '
        'config/rollup-full-build.js config/tsconfig-build.json eslint.config.js '
        'examples/data/csv/ufo_sighting_data.csv examples/data/icons/emoticon-cool-outline.svg '
        'examples/data/igc/Clement-Latour.igc examples/data/igc/Sylvain-Dhonneur.igc '
        'examples/data/kml/timezones.kml examples/data/topojson/fr-departments.json '
        'examples/data/topojson/world-110m.json examples/data/wmsgetfeatureinfo/osm-restaurant-hotel.xml '
        'examples/resources/common.js examples/resources/external-map-map.html package-lock.json package.json '
        'site/.gitignore site/build.js test/README.md tsconfig.json'
    ),
    '.github': (
        'FUNDING.yml PULL_REQUEST_TEMPLATE.md dependabot.yml stale.yml'
    ),
    'changelog': (
        'upgrade-notes.md v10.0.0.md v10.1.0.md v10.10.0.md v10.2.0.md v10.2.1.md v10.3.0.md v10.3.1.md '
        'v10.4.0.md v10.5.0.md v10.6.0.md v10.6.1.md v10.7.0.md v10.8.0.md v10.9.0.md v3.1.0.md v3.1.1.md '
        'v3.10.0.md v3.10.1.md v3.11.0.md v3.11.1.md v3.11.2.md v3.12.0.md v3.12.1.md v3.13.0.md v3.13.1.md '
        'v3.14.0.md v3.14.1.md v3.14.2.md v3.15.0.md v3.15.1.md v3.16.0.md v3.17.0.md v3.17.1.md v3.18.0.md '
        'v3.18.1.md v3.18.2.md v3.19.0.md v3.19.1.md v3.2.0.md v3.2.1.md v3.20.0.md v3.20.1.md v3.3.0.md '
        'v3.4.0.md v3.5.0.md v3.6.0.md v3.7.0.md v3.8.0.md v3.8.1.md v3.8.2.md v3.9.0.md v4.0.0.md v4.0.1.md '
        'v4.1.0.md v4.1.1.md v4.2.0.md v4.3.0.md v4.3.1.md v4.3.2.md v4.3.3.md v4.3.4.md v4.4.0.md v4.4.1.md '
        'v4.4.2.md v4.5.0.md v4.6.0.md v4.6.1.md v4.6.2.md v4.6.3.md v4.6.4.md v4.6.5.md v5.0.0.md v5.0.1.md '
        'v5.0.2.md v5.0.3.md v5.1.0.md v5.1.1.md v5.1.2.md v5.1.3.md v5.2.0.md v5.3.0.md v6.0.0.md v6.0.1.md '
        'v6.1.0.md v6.1.1.md v6.10.0.md v6.11.0.md v6.12.0.md v6.13.0.md v6.14.0.md v6.14.1.md v6.15.0.md '
        'v6.15.1.md v6.2.0.md v6.2.1.md v6.3.0.md v6.3.1.md v6.4.0.md v6.4.1.md v6.4.2.md v6.4.3.md v6.5.0.md '
        'v6.6.0.md v6.6.1.md v6.7.0.md v6.8.0.md v6.8.1.md v6.9.0.md v7.0.0.md v7.1.0.md v7.2.0.md v7.2.1.md '
        'v7.2.2.md v7.3.0.md v7.4.0.md v7.5.0.md v7.5.1.md v7.5.2.md v8.0.0.md v8.1.0.md v8.2.0.md v9.0.0.md '
        'v9.1.0.md v9.2.0.md v9.2.1.md v9.2.2.md v9.2.3.md v9.2.4.md'
    ),
    'examples': (
        'readme.md vite-plugin-example-builder.mjs vite.config.mjs'
    ),
    'examples/data': (
        'Butterfly.png IGNWMTSCapabilities.xml arrow.png dot.png dot.svg geolocation-orientation.json '
        'geolocation_marker.png geolocation_marker_heading.png icon.png world.png world.svg'
    ),
    'examples/data/geojson': (
        'fire.json line-samples.geojson roads-seoul.geojson switzerland.geojson vienna-streets.geojson '
        'world-cities.geojson'
    ),
    'examples/templates': (
        'example-verbatim.html example.html readme.md'
    ),
    'sponsor-logos': (
        'ela-compil.png pozi.png scribble-maps.png ubigu-oy.svg yeymaps.png'
    ),
    'tasks': (
        'build-website.sh changelog.sh create-release.js generate-index.js generate-info.js get-latest-release.js '
        'newest-tag.js next-dev-version.js prepare-package.js publish.sh serialize-workers.cjs set-version.js'
    ),
}

EXIF_CAMERAS_KIND = {
    'jpg': (
        'Canon_40D.jpg Canon_40D_photoshop_import.jpg Canon_DIGITAL_IXUS_400.jpg Canon_PowerShot_S40.jpg '
        'Fujifilm_FinePix6900ZOOM.jpg Fujifilm_FinePix_E500.jpg Kodak_CX7530.jpg Konica_Minolta_DiMAGE_Z3.jpg '
        'Nikon_COOLPIX_P1.jpg Nikon_D70.jpg Olympus_C8080WZ.jpg Panasonic_DMC-FZ30.jpg Pentax_K10D.jpg '
        'Reconyx_HC500_Hyperfire.jpg Ricoh_Caplio_RR330.jpg Samsung_Digimax_i50_MP3.jpg Sony_HDR-HC3.jpg '
        'WWL_(Polaroid)_ION230.jpg'
    ),
}

EXIF_CAMERAS_OTHER = {
    '': (
        '.DS_Store .gitignore README.rst dump jpg/xmp/BlueSquare.jpg jpg/xmp/no_exif.jpg'
    ),
    'heic': (
        'IMG_5195.HEIC IMG_5250.jpeg samplefilehub.heif'
    ),
    'heic/mobile': (
        'HMD_Nokia_8.3_5G.heif HMD_Nokia_8.3_5G_hdr.heif iphone_13_pro_max.HEIC'
    ),
    'jpg': (
        'PaintTool_sample.jpg README corrupted.jpg long_description.jpg'
    ),
    'jpg/exif-org': (
        'README canon-ixus.jpg fujifilm-dx10.jpg fujifilm-finepix40i.jpg fujifilm-mx1700.jpg kodak-dc210.jpg '
        'kodak-dc240.jpg nikon-e950.jpg olympus-c960.jpg olympus-d320l.jpg ricoh-rdc5300.jpg sanyo-vpcg250.jpg '
        'sanyo-vpcsx550.jpg sony-cybershot.jpg sony-d700.jpg sony-powershota5.jpg'
    ),
    'jpg/gps': (
        'DSCN0010.jpg DSCN0012.jpg DSCN0021.jpg DSCN0025.jpg DSCN0027.jpg DSCN0029.jpg DSCN0038.jpg DSCN0040.jpg '
        'DSCN0042.jpg README'
    ),
    'jpg/hdr': (
        'README canon_hdr_NO.jpg canon_hdr_YES.jpg iphone_hdr_NO.jpg iphone_hdr_YES.jpg'
    ),
    'jpg/invalid': (
        'README image00971.jpg image01088.jpg image01137.jpg image01551.jpg image01713.jpg image01980.jpg '
        'image02206.jpg'
    ),
    'jpg/mobile': (
        'HMD_Nokia_8.3_5G.jpg HMD_Nokia_8.3_5G_hdr.jpg jolla.jpg'
    ),
    'jpg/orientation': (
        'README landscape_1.jpg landscape_2.jpg landscape_3.jpg landscape_4.jpg landscape_5.jpg landscape_6.jpg '
        'landscape_7.jpg landscape_8.jpg portrait_1.jpg portrait_2.jpg portrait_3.jpg portrait_4.jpg '
        'portrait_5.jpg portrait_6.jpg portrait_7.jpg portrait_8.jpg'
    ),
    'jpg/tests': (
        '11-tests.jpg 22-canon_tags.jpg 28-hex_value.jpg 30-type_error.jpg 32-lens_data.jpeg 33-type_error.jpg '
        '35-empty.jpg 36-memory_error.jpg 42_IndexError.jpg 45-gps_ifd.jpg 46_UnicodeEncodeError.jpg '
        '67-0_length_string.jpg 87_OSError.jpg'
    ),
    'tiff': (
        'Arbitro.tiff BSG1.tiff DudleyLeavittUtah.tiff Jobagent.tiff Picoawards.tiff README Rudless.tiff '
        'Tless0.tiff'
    ),
}

EXIF_ORIENTATION_KIND = {
    'jpg/orientation': (
        'landscape_1.jpg landscape_2.jpg landscape_3.jpg landscape_4.jpg landscape_5.jpg landscape_6.jpg '
        'landscape_7.jpg landscape_8.jpg portrait_1.jpg portrait_2.jpg portrait_3.jpg portrait_4.jpg '
        'portrait_5.jpg portrait_6.jpg portrait_7.jpg portrait_8.jpg'
    ),
}

EXIF_ORIENTATION_OTHER = {
    '': (
        '.DS_Store .gitignore README.rst dump jpg/orientation/README jpg/xmp/BlueSquare.jpg jpg/xmp/no_exif.jpg'
    ),
    'heic': (
        'IMG_5195.HEIC IMG_5250.jpeg samplefilehub.heif'
    ),
    'heic/mobile': (
        'HMD_Nokia_8.3_5G.heif HMD_Nokia_8.3_5G_hdr.heif iphone_13_pro_max.HEIC'
    ),
    'jpg': (
        'Canon_40D.jpg Canon_40D_photoshop_import.jpg Canon_DIGITAL_IXUS_400.jpg Canon_PowerShot_S40.jpg '
        'Fujifilm_FinePix6900ZOOM.jpg Fujifilm_FinePix_E500.jpg Kodak_CX7530.jpg Konica_Minolta_DiMAGE_Z3.jpg '
        'Nikon_COOLPIX_P1.jpg Nikon_D70.jpg Olympus_C8080WZ.jpg PaintTool_sample.jpg Panasonic_DMC-FZ30.jpg '
        'Pentax_K10D.jpg README Reconyx_HC500_Hyperfire.jpg Ricoh_Caplio_RR330.jpg Samsung_Digimax_i50_MP3.jpg '
        'Sony_HDR-HC3.jpg WWL_(Polaroid)_ION230.jpg corrupted.jpg long_description.jpg'
    ),
    'jpg/exif-org': (
        'README canon-ixus.jpg fujifilm-dx10.jpg fujifilm-finepix40i.jpg fujifilm-mx1700.jpg kodak-dc210.jpg '
        'kodak-dc240.jpg nikon-e950.jpg olympus-c960.jpg olympus-d320l.jpg ricoh-rdc5300.jpg sanyo-vpcg250.jpg '
        'sanyo-vpcsx550.jpg sony-cybershot.jpg sony-d700.jpg sony-powershota5.jpg'
    ),
    'jpg/gps': (
        'DSCN0010.jpg DSCN0012.jpg DSCN0021.jpg DSCN0025.jpg DSCN0027.jpg DSCN0029.jpg DSCN0038.jpg DSCN0040.jpg '
        'DSCN0042.jpg README'
    ),
    'jpg/hdr': (
        'README canon_hdr_NO.jpg canon_hdr_YES.jpg iphone_hdr_NO.jpg iphone_hdr_YES.jpg'
    ),
    'jpg/invalid': (
        'README image00971.jpg image01088.jpg image01137.jpg image01551.jpg image01713.jpg image01980.jpg '
        'image02206.jpg'
    ),
    'jpg/mobile': (
        'HMD_Nokia_8.3_5G.jpg HMD_Nokia_8.3_5G_hdr.jpg jolla.jpg'
    ),
    'jpg/tests': (
        '11-tests.jpg 22-canon_tags.jpg 28-hex_value.jpg 30-type_error.jpg 32-lens_data.jpeg 33-type_error.jpg '
        '35-empty.jpg 36-memory_error.jpg 42_IndexError.jpg 45-gps_ifd.jpg 46_UnicodeEncodeError.jpg '
        '67-0_length_string.jpg 87_OSError.jpg'
    ),
    'tiff': (
        'Arbitro.tiff BSG1.tiff DudleyLeavittUtah.tiff Jobagent.tiff Picoawards.tiff README Rudless.tiff '
        'Tless0.tiff'
    ),
}

EXIF_TESTS_KIND = {
    'jpg/tests': (
        '11-tests.jpg 22-canon_tags.jpg 28-hex_value.jpg 30-type_error.jpg 32-lens_data.jpeg 33-type_error.jpg '
        '35-empty.jpg 36-memory_error.jpg 42_IndexError.jpg 45-gps_ifd.jpg 46_UnicodeEncodeError.jpg '
        '67-0_length_string.jpg 87_OSError.jpg'
    ),
}

EXIF_TESTS_OTHER = {
    '': (
        '.DS_Store .gitignore README.rst dump jpg/xmp/BlueSquare.jpg jpg/xmp/no_exif.jpg'
    ),
    'heic': (
        'IMG_5195.HEIC IMG_5250.jpeg samplefilehub.heif'
    ),
    'heic/mobile': (
        'HMD_Nokia_8.3_5G.heif HMD_Nokia_8.3_5G_hdr.heif iphone_13_pro_max.HEIC'
    ),
    'jpg': (
        'Canon_40D.jpg Canon_40D_photoshop_import.jpg Canon_DIGITAL_IXUS_400.jpg Canon_PowerShot_S40.jpg '
        'Fujifilm_FinePix6900ZOOM.jpg Fujifilm_FinePix_E500.jpg Kodak_CX7530.jpg Konica_Minolta_DiMAGE_Z3.jpg '
        'Nikon_COOLPIX_P1.jpg Nikon_D70.jpg Olympus_C8080WZ.jpg PaintTool_sample.jpg Panasonic_DMC-FZ30.jpg '
        'Pentax_K10D.jpg README Reconyx_HC500_Hyperfire.jpg Ricoh_Caplio_RR330.jpg Samsung_Digimax_i50_MP3.jpg '
        'Sony_HDR-HC3.jpg WWL_(Polaroid)_ION230.jpg corrupted.jpg long_description.jpg'
    ),
    'jpg/exif-org': (
        'README canon-ixus.jpg fujifilm-dx10.jpg fujifilm-finepix40i.jpg fujifilm-mx1700.jpg kodak-dc210.jpg '
        'kodak-dc240.jpg nikon-e950.jpg olympus-c960.jpg olympus-d320l.jpg ricoh-rdc5300.jpg sanyo-vpcg250.jpg '
        'sanyo-vpcsx550.jpg sony-cybershot.jpg sony-d700.jpg sony-powershota5.jpg'
    ),
    'jpg/gps': (
        'DSCN0010.jpg DSCN0012.jpg DSCN0021.jpg DSCN0025.jpg DSCN0027.jpg DSCN0029.jpg DSCN0038.jpg DSCN0040.jpg '
        'DSCN0042.jpg README'
    ),
    'jpg/hdr': (
        'README canon_hdr_NO.jpg canon_hdr_YES.jpg iphone_hdr_NO.jpg iphone_hdr_YES.jpg'
    ),
    'jpg/invalid': (
        'README image00971.jpg image01088.jpg image01137.jpg image01551.jpg image01713.jpg image01980.jpg '
        'image02206.jpg'
    ),
    'jpg/mobile': (
        'HMD_Nokia_8.3_5G.jpg HMD_Nokia_8.3_5G_hdr.jpg jolla.jpg'
    ),
    'jpg/orientation': (
        'README landscape_1.jpg landscape_2.jpg landscape_3.jpg landscape_4.jpg landscape_5.jpg landscape_6.jpg '
        'landscape_7.jpg landscape_8.jpg portrait_1.jpg portrait_2.jpg portrait_3.jpg portrait_4.jpg '
        'portrait_5.jpg portrait_6.jpg portrait_7.jpg portrait_8.jpg'
    ),
    'tiff': (
        'Arbitro.tiff BSG1.tiff DudleyLeavittUtah.tiff Jobagent.tiff Picoawards.tiff README Rudless.tiff '
        'Tless0.tiff'
    ),
}

LMEVAL_BELEBELE_KIND = {
    'lm_eval/tasks/belebele': (
        'belebele_acm_Arab.yaml belebele_afr_Latn.yaml belebele_als_Latn.yaml belebele_amh_Ethi.yaml '
        'belebele_apc_Arab.yaml belebele_arb_Arab.yaml belebele_arb_Latn.yaml belebele_ars_Arab.yaml '
        'belebele_ary_Arab.yaml belebele_arz_Arab.yaml belebele_asm_Beng.yaml belebele_azj_Latn.yaml '
        'belebele_bam_Latn.yaml belebele_ben_Beng.yaml belebele_ben_Latn.yaml belebele_bod_Tibt.yaml '
        'belebele_bul_Cyrl.yaml belebele_cat_Latn.yaml belebele_ceb_Latn.yaml belebele_ces_Latn.yaml '
        'belebele_ckb_Arab.yaml belebele_dan_Latn.yaml belebele_deu_Latn.yaml belebele_ell_Grek.yaml '
        'belebele_eng_Latn.yaml belebele_est_Latn.yaml belebele_eus_Latn.yaml belebele_fin_Latn.yaml '
        'belebele_fra_Latn.yaml belebele_fuv_Latn.yaml belebele_gaz_Latn.yaml belebele_grn_Latn.yaml '
        'belebele_guj_Gujr.yaml belebele_hat_Latn.yaml belebele_hau_Latn.yaml belebele_heb_Hebr.yaml '
        'belebele_hin_Deva.yaml belebele_hin_Latn.yaml belebele_hrv_Latn.yaml belebele_hun_Latn.yaml '
        'belebele_hye_Armn.yaml belebele_ibo_Latn.yaml belebele_ilo_Latn.yaml belebele_ind_Latn.yaml '
        'belebele_isl_Latn.yaml belebele_ita_Latn.yaml belebele_jav_Latn.yaml belebele_jpn_Jpan.yaml '
        'belebele_kac_Latn.yaml belebele_kan_Knda.yaml belebele_kat_Geor.yaml belebele_kaz_Cyrl.yaml '
        'belebele_kea_Latn.yaml belebele_khk_Cyrl.yaml belebele_khm_Khmr.yaml belebele_kin_Latn.yaml '
        'belebele_kir_Cyrl.yaml belebele_kor_Hang.yaml belebele_lao_Laoo.yaml belebele_lin_Latn.yaml '
        'belebele_lit_Latn.yaml belebele_lug_Latn.yaml belebele_luo_Latn.yaml belebele_lvs_Latn.yaml '
        'belebele_mal_Mlym.yaml belebele_mar_Deva.yaml belebele_mkd_Cyrl.yaml belebele_mlt_Latn.yaml '
        'belebele_mri_Latn.yaml belebele_mya_Mymr.yaml belebele_nld_Latn.yaml belebele_nob_Latn.yaml '
        'belebele_npi_Deva.yaml belebele_npi_Latn.yaml belebele_nso_Latn.yaml belebele_nya_Latn.yaml '
        'belebele_ory_Orya.yaml belebele_pan_Guru.yaml belebele_pbt_Arab.yaml belebele_pes_Arab.yaml '
        'belebele_plt_Latn.yaml belebele_pol_Latn.yaml belebele_por_Latn.yaml belebele_ron_Latn.yaml '
        'belebele_rus_Cyrl.yaml belebele_shn_Mymr.yaml belebele_sin_Latn.yaml belebele_sin_Sinh.yaml '
        'belebele_slk_Latn.yaml belebele_slv_Latn.yaml belebele_sna_Latn.yaml belebele_snd_Arab.yaml '
        'belebele_som_Latn.yaml belebele_sot_Latn.yaml belebele_spa_Latn.yaml belebele_srp_Cyrl.yaml '
        'belebele_ssw_Latn.yaml belebele_sun_Latn.yaml belebele_swe_Latn.yaml belebele_swh_Latn.yaml '
        'belebele_tam_Taml.yaml belebele_tel_Telu.yaml belebele_tgk_Cyrl.yaml belebele_tgl_Latn.yaml '
        'belebele_tha_Thai.yaml belebele_tir_Ethi.yaml belebele_tsn_Latn.yaml belebele_tso_Latn.yaml '
        'belebele_tur_Latn.yaml belebele_ukr_Cyrl.yaml belebele_urd_Arab.yaml belebele_urd_Latn.yaml '
        'belebele_uzn_Latn.yaml belebele_vie_Latn.yaml belebele_war_Latn.yaml belebele_wol_Latn.yaml '
        'belebele_xho_Latn.yaml belebele_yor_Latn.yaml belebele_zho_Hans.yaml belebele_zho_Hant.yaml '
        'belebele_zsm_Latn.yaml belebele_zul_Latn.yaml'
    ),
}

LMEVAL_BELEBELE_OTHER = {
    '': (
        'lm_eval/tasks/aclue/aclue_named_entity_recognition.yaml lm_eval/tasks/aexams/_default_template_yaml '
        'lm_eval/tasks/afrimgsm/utils.py lm_eval/tasks/agieval/utils.py '
        'lm_eval/tasks/arab_culture_completion/arab_culture_completion_palestine.yaml '
        'lm_eval/tasks/arab_culture_completion/arab_culture_completion_sudan.yaml '
        'lm_eval/tasks/arabic_leaderboard_light/README.md lm_eval/tasks/arc_mt/arc_challenge_mt_it.yaml '
        'lm_eval/tasks/arc_mt/arc_challenge_mt_pt.yaml lm_eval/tasks/arithmetic/README.md '
        'lm_eval/tasks/arithmetic/arithmetic_5ds.yaml lm_eval/tasks/babilong/babilong_qa17.yaml '
        'lm_eval/tasks/babilong/babilong_qa3.yaml lm_eval/tasks/bangla/bangla_piqa.yaml '
        'lm_eval/tasks/basque_bench/paws_eu.yaml lm_eval/tasks/bbq/bbq_multiple_choice_disambig.yaml '
        'lm_eval/tasks/bhs/basque-S-S_DO_V_AUX.yaml lm_eval/tasks/bhs/swahili-N_of_Poss_D_AP_ni_AN.yaml '
        'lm_eval/tasks/c4/c4.yaml lm_eval/tasks/cmmlu/cmmlu_elementary_commonsense.yaml '
        'lm_eval/tasks/cmmlu/cmmlu_elementary_mathematics.yaml lm_eval/tasks/cruxeval/cruxeval_input_cot.yaml '
        'lm_eval/tasks/cruxeval/utils.py lm_eval/tasks/discrim_eval/discrim_eval_implicit.yaml '
        'lm_eval/tasks/eus_exams/eus_exams_es_opeayuntamientovitoria.yaml '
        'lm_eval/tasks/eus_exams/eus_exams_es_opeehubiblio.yaml lm_eval/tasks/eus_reading/eus_reading.yaml '
        'lm_eval/tasks/eus_trivia/utils.py lm_eval/tasks/fda/fda.yaml '
        'lm_eval/tasks/galician_bench/mgsm_direct_gl.yaml lm_eval/tasks/galician_bench/summarization_gl.yaml '
        'lm_eval/tasks/glianorex/glianorex_en.yaml lm_eval/tasks/graphwalks/graphwalks_128k.yaml '
        'lm_eval/tasks/graphwalks/graphwalks_1M.yaml lm_eval/tasks/gsm8k/gsm8k-cot-llama.yaml '
        'lm_eval/tasks/headqa/headqa_en.yaml lm_eval/tasks/hellaswag/hellaswag.yaml '
        'lm_eval/tasks/hendrycks_ethics/utils.py lm_eval/tasks/hendrycks_math/README.md '
        'lm_eval/tasks/hendrycks_math/hendrycks_math500.yaml lm_eval/tasks/humaneval/humaneval_plus.yaml '
        'lm_eval/tasks/inverse_scaling/inverse_scaling_hindsight_neglect.yaml lm_eval/tasks/kobest/_kobest.yaml '
        'lm_eval/tasks/kormedmcqa/utils.py lm_eval/tasks/lambada_multilingual/README.md '
        'lm_eval/tasks/legalbench/contract_nli_notice_on_compelled_disclosure.yaml '
        'lm_eval/tasks/legalbench/contract_nli_permissible_development_of_similar_information.yaml '
        'lm_eval/tasks/libra/ru_gsm100.yaml lm_eval/tasks/lingoly/lingoly_context.yaml '
        'lm_eval/tasks/logiqa2/logiqa2.yaml lm_eval/tasks/mc_taco/default.yaml '
        'lm_eval/tasks/med_concepts_qa/med_concepts_qa_atc_hard.yaml '
        'lm_eval/tasks/med_concepts_qa/med_concepts_qa_icd10proc_hard.yaml '
        'lm_eval/tasks/med_prescriptions/med_prescriptions_easy.yaml lm_eval/tasks/meddialog/utils.py '
        'lm_eval/tasks/metabench/metabench_mmlu_permute.yaml lm_eval/tasks/mgsm/README.md '
        'lm_eval/tasks/mgsm/gen_yaml.sh lm_eval/tasks/minerva_math/minerva_math_prealgebra.yaml '
        'lm_eval/tasks/mmlu/README.md lm_eval/tasks/mmlu_pro/mmlu_pro_economics.yaml '
        'lm_eval/tasks/nerel-bench/ru_relation_definition.yaml lm_eval/tasks/paloma/_paloma_template '
        'lm_eval/tasks/paloma/paloma_ptb.yaml lm_eval/tasks/paws-x/paws_ko.yaml lm_eval/tasks/pisa/pisa_fr.yaml '
        'lm_eval/tasks/portuguese_bench/portuguese_bench.yaml lm_eval/tasks/scrolls/task.py '
        'lm_eval/tasks/spanish_bench/utils.py lm_eval/tasks/spanish_bench/xnli_es_spanish_bench.yaml '
        'lm_eval/tasks/super_glue/README.md lm_eval/tasks/tinyBenchmarks/tinyArc.yaml '
        'lm_eval/tasks/translation/wmt16_de-en.yaml lm_eval/tasks/translation/wmt16_ro-en.yaml '
        'lm_eval/tasks/truthfulqa-multi/truthfulqa-multi_gen_gl.yaml '
        'lm_eval/tasks/truthfulqa-multi/truthfulqa-multi_mc1_eu.yaml lm_eval/tasks/truthfulqa/truthfulqa_mc1.yaml '
        'lm_eval/tasks/unitxt/unitxt_multimodal lm_eval/tasks/wikitext/wikitext.yaml '
        'lm_eval/tasks/wmt2016/metrics.py lm_eval/tasks/wsc273/README.md lm_eval/tasks/xnli_eu/xnli_eu_mt.yaml '
        'lm_eval/tasks/xquad/xquad_en.yaml lm_eval/tasks/xstorycloze/default_ar.yaml '
        'lm_eval/tasks/xstorycloze/default_en.yaml'
    ),
    'lm_eval/tasks/arab_culture': (
        '_arab_culture_levant.yaml arab_culture_ksa.yaml arab_culture_lebanon.yaml arab_culture_uae.yaml'
    ),
    'lm_eval/tasks/arabicmmlu': (
        '_arabicmmlu.yaml arabicmmlu_civics_middle_school.yaml arabicmmlu_driving_test.yaml '
        'arabicmmlu_islamic_studies_middle_school.yaml arabicmmlu_law_professional.yaml '
        'arabicmmlu_natural_science_primary_school.yaml'
    ),
    'lm_eval/tasks/basqueglue': (
        'README.md utils.py wic.yaml'
    ),
    'lm_eval/tasks/belebele': (
        'README.md _belebele.yaml _default_template_yaml _generate_configs.py'
    ),
    'lm_eval/tasks/blimp': (
        'distractor_agreement_relational_noun.yaml generate_configs.py '
        'sentential_negation_npi_licensor_present.yaml superlative_quantifiers_1.yaml wh_island.yaml'
    ),
    'lm_eval/tasks/blimp_nl': (
        'adpositional_phrases__argument_r_extraction.yaml complementive__transitive.yaml '
        'finite_argument_clause__sluicing_2.yaml infinitival_argument_clause__bare_verb_type_2.yaml '
        'infinitival_argument_clause__te_transparant_split.yaml topicalization__question_similarity_1.yaml '
        'topicalization__resumptive_prolepsis.yaml wh_movement__question_formation.yaml '
        'wh_movement__stranding_2.yaml wh_movement_restrictions__bridge_verb_2.yaml'
    ),
    'lm_eval/tasks/ceval': (
        '_ceval-valid.yaml ceval-valid_advanced_mathematics.yaml ceval-valid_fire_engineer.yaml '
        'ceval-valid_high_school_chemistry.yaml ceval-valid_law.yaml ceval-valid_urban_and_rural_planner.yaml'
    ),
    'lm_eval/tasks/crows_pairs': (
        'crows_pairs_english_autre.yaml crows_pairs_english_disability.yaml crows_pairs_french_religion.yaml'
    ),
    'lm_eval/tasks/csatqa': (
        '_default_csatqa_yaml _generate_configs.py csatqa_rcss.yaml csatqa_wr.yaml'
    ),
    'lm_eval/tasks/darijammlu': (
        'darijammlu_arabic_language_(grammar).yaml darijammlu_biology.yaml darijammlu_computer_science.yaml '
        'darijammlu_high_school_government_and_politics.yaml darijammlu_international_law.yaml '
        'darijammlu_marketing.yaml darijammlu_moral_disputes.yaml darijammlu_nutrition.yaml '
        'darijammlu_social_science.yaml'
    ),
    'lm_eval/tasks/egymmlu': (
        'README.md egymmlu_high_school_geography.yaml egymmlu_international_law.yaml egymmlu_math.yaml '
        'egymmlu_professional_psychology.yaml'
    ),
    'lm_eval/tasks/evalita_llm': (
        '_evalita-mp_at_task_p3.yaml _evalita-mp_hs_p6.yaml _evalita-mp_ls_task.yaml _evalita-mp_ner_fic_p2.yaml '
        '_evalita-mp_te_p6.yaml _ls_template_yaml _wic_template_yaml'
    ),
    'lm_eval/tasks/french_bench': (
        'french_bench_fquadv2_hasAns.yaml french_bench_hellaswag.yaml french_bench_multifquad.yaml'
    ),
    'lm_eval/tasks/lm_syneval': (
        'lm_syneval__agreement__obj_rel_no_comp_within_anim__plur_ES_EV_sing_MS_MV.yaml '
        'lm_syneval__agreement__sent_comp__plur_MS_MV_plur_BS.yaml '
        'lm_syneval__agreement__subj_rel__sing_MS_EV_MV_plur_ES.yaml '
        'lm_syneval__npi__npi_across_inanim__past.yaml '
        'lm_syneval__reflexives__reflexive_sent_comp__plur_MS_ANPHR_sing_BS.yaml'
    ),
    'lm_eval/tasks/longbench': (
        'README.md _longbench_multi.yaml _longbench_synthetic_e.yaml hotpotqa_e.yaml lcc_e.yaml '
        'multifieldqa_zh.yaml vcsum.yaml'
    ),
    'lm_eval/tasks/mlqa': (
        'mlqa_ar_es.yaml mlqa_hi_en.yaml mlqa_vi_ar.yaml'
    ),
    'lm_eval/tasks/mmmu': (
        '_tech_and_engineering.yaml mmmu_clinical_medicine.yaml mmmu_computer_science.yaml mmmu_geography.yaml '
        'mmmu_history.yaml mmmu_mechanical_engineering.yaml mmmu_psychology.yaml'
    ),
    'lm_eval/tasks/multiblimp': (
        'multiblimp_ell.yaml multiblimp_est.yaml multiblimp_eus.yaml multiblimp_hbs.yaml multiblimp_mkd.yaml '
        'multiblimp_tpn.yaml multiblimp_uzb.yaml'
    ),
    'lm_eval/tasks/ruler': (
        'niah_multikey_1.yaml niah_multikey_2.yaml niah_single_3.yaml'
    ),
    'lm_eval/tasks/turblimp': (
        '_template_yaml npi_licensing.yaml passives.yaml subject_agreement.yaml'
    ),
    'lm_eval/tasks/zhoblimp': (
        'README.md agent_causative.yaml fci_renhe_subj.yaml left_adverbial_negation.yaml left_dou.yaml '
        'npi_renhe_A_not_A_question.yaml passive_body_part.yaml principle_A_domain.yaml '
        'relativization_movement_no_gap.yaml right_yijing_a.yaml'
    ),
}

LMEVAL_MMMLU_KIND = {
    'lm_eval/tasks/openai-mmmlu/default': (
        'mmmlu_ar_xy_abstract_algebra.yaml mmmlu_ar_xy_business_ethics.yaml mmmlu_ar_xy_clinical_knowledge.yaml '
        'mmmlu_ar_xy_college_chemistry.yaml mmmlu_ar_xy_college_medicine.yaml mmmlu_ar_xy_conceptual_physics.yaml '
        'mmmlu_ar_xy_high_school_biology.yaml mmmlu_ar_xy_high_school_european_history.yaml '
        'mmmlu_ar_xy_high_school_geography.yaml mmmlu_ar_xy_high_school_government_and_politics.yaml '
        'mmmlu_ar_xy_high_school_macroeconomics.yaml mmmlu_ar_xy_high_school_mathematics.yaml '
        'mmmlu_ar_xy_high_school_us_history.yaml mmmlu_ar_xy_human_sexuality.yaml '
        'mmmlu_ar_xy_machine_learning.yaml mmmlu_ar_xy_marketing.yaml mmmlu_ar_xy_moral_disputes.yaml '
        'mmmlu_ar_xy_moral_scenarios.yaml mmmlu_ar_xy_nutrition.yaml mmmlu_ar_xy_professional_medicine.yaml '
        'mmmlu_ar_xy_professional_psychology.yaml mmmlu_ar_xy_public_relations.yaml '
        'mmmlu_ar_xy_security_studies.yaml mmmlu_ar_xy_sociology.yaml mmmlu_ar_xy_virology.yaml '
        'mmmlu_bn_bd_abstract_algebra.yaml mmmlu_bn_bd_anatomy.yaml mmmlu_bn_bd_astronomy.yaml '
        'mmmlu_bn_bd_college_biology.yaml mmmlu_bn_bd_college_computer_science.yaml '
        'mmmlu_bn_bd_college_mathematics.yaml mmmlu_bn_bd_college_medicine.yaml mmmlu_bn_bd_college_physics.yaml '
        'mmmlu_bn_bd_computer_security.yaml mmmlu_bn_bd_conceptual_physics.yaml '
        'mmmlu_bn_bd_high_school_european_history.yaml mmmlu_bn_bd_high_school_geography.yaml '
        'mmmlu_bn_bd_high_school_macroeconomics.yaml mmmlu_bn_bd_high_school_us_history.yaml '
        'mmmlu_bn_bd_human_aging.yaml mmmlu_bn_bd_human_sexuality.yaml mmmlu_bn_bd_jurisprudence.yaml '
        'mmmlu_bn_bd_miscellaneous.yaml mmmlu_bn_bd_moral_disputes.yaml mmmlu_bn_bd_moral_scenarios.yaml '
        'mmmlu_bn_bd_prehistory.yaml mmmlu_bn_bd_security_studies.yaml mmmlu_bn_bd_world_religions.yaml '
        'mmmlu_de_de_abstract_algebra.yaml mmmlu_de_de_anatomy.yaml mmmlu_de_de_astronomy.yaml '
        'mmmlu_de_de_college_chemistry.yaml mmmlu_de_de_college_mathematics.yaml '
        'mmmlu_de_de_college_medicine.yaml mmmlu_de_de_college_physics.yaml '
        'mmmlu_de_de_high_school_government_and_politics.yaml mmmlu_de_de_high_school_macroeconomics.yaml '
        'mmmlu_de_de_high_school_mathematics.yaml mmmlu_de_de_high_school_statistics.yaml '
        'mmmlu_de_de_high_school_world_history.yaml mmmlu_de_de_machine_learning.yaml '
        'mmmlu_de_de_moral_disputes.yaml mmmlu_de_de_professional_accounting.yaml '
        'mmmlu_de_de_professional_law.yaml mmmlu_de_de_public_relations.yaml mmmlu_de_de_world_religions.yaml '
        'mmmlu_es_la_clinical_knowledge.yaml mmmlu_es_la_college_mathematics.yaml '
        'mmmlu_es_la_college_physics.yaml mmmlu_es_la_computer_security.yaml mmmlu_es_la_conceptual_physics.yaml '
        'mmmlu_es_la_econometrics.yaml mmmlu_es_la_global_facts.yaml mmmlu_es_la_high_school_biology.yaml '
        'mmmlu_es_la_high_school_computer_science.yaml mmmlu_es_la_high_school_european_history.yaml '
        'mmmlu_es_la_high_school_government_and_politics.yaml mmmlu_es_la_high_school_macroeconomics.yaml '
        'mmmlu_es_la_high_school_physics.yaml mmmlu_es_la_high_school_psychology.yaml '
        'mmmlu_es_la_high_school_us_history.yaml mmmlu_es_la_jurisprudence.yaml mmmlu_es_la_machine_learning.yaml '
        'mmmlu_es_la_marketing.yaml mmmlu_es_la_miscellaneous.yaml mmmlu_es_la_professional_medicine.yaml '
        'mmmlu_es_la_professional_psychology.yaml mmmlu_es_la_world_religions.yaml '
        'mmmlu_fr_fr_college_mathematics.yaml mmmlu_fr_fr_college_medicine.yaml mmmlu_fr_fr_college_physics.yaml '
        'mmmlu_fr_fr_computer_security.yaml mmmlu_fr_fr_econometrics.yaml mmmlu_fr_fr_elementary_mathematics.yaml '
        'mmmlu_fr_fr_formal_logic.yaml mmmlu_fr_fr_high_school_computer_science.yaml '
        'mmmlu_fr_fr_high_school_microeconomics.yaml mmmlu_fr_fr_high_school_statistics.yaml '
        'mmmlu_fr_fr_high_school_world_history.yaml mmmlu_fr_fr_human_sexuality.yaml '
        'mmmlu_fr_fr_jurisprudence.yaml mmmlu_fr_fr_logical_fallacies.yaml mmmlu_fr_fr_machine_learning.yaml '
        'mmmlu_fr_fr_miscellaneous.yaml mmmlu_fr_fr_moral_disputes.yaml mmmlu_fr_fr_nutrition.yaml '
        'mmmlu_fr_fr_professional_accounting.yaml mmmlu_fr_fr_professional_medicine.yaml '
        'mmmlu_fr_fr_us_foreign_policy.yaml mmmlu_fr_fr_virology.yaml mmmlu_fr_fr_world_religions.yaml '
        'mmmlu_hi_in_abstract_algebra.yaml mmmlu_hi_in_anatomy.yaml mmmlu_hi_in_business_ethics.yaml '
        'mmmlu_hi_in_college_chemistry.yaml mmmlu_hi_in_high_school_chemistry.yaml '
        'mmmlu_hi_in_high_school_computer_science.yaml mmmlu_hi_in_high_school_mathematics.yaml '
        'mmmlu_hi_in_high_school_statistics.yaml mmmlu_hi_in_human_sexuality.yaml '
        'mmmlu_hi_in_international_law.yaml mmmlu_hi_in_jurisprudence.yaml mmmlu_hi_in_machine_learning.yaml '
        'mmmlu_hi_in_miscellaneous.yaml mmmlu_hi_in_moral_disputes.yaml mmmlu_hi_in_moral_scenarios.yaml '
        'mmmlu_hi_in_nutrition.yaml mmmlu_hi_in_professional_medicine.yaml mmmlu_hi_in_public_relations.yaml '
        'mmmlu_hi_in_virology.yaml mmmlu_id_id_abstract_algebra.yaml mmmlu_id_id_clinical_knowledge.yaml '
        'mmmlu_id_id_college_chemistry.yaml mmmlu_id_id_college_mathematics.yaml '
        'mmmlu_id_id_college_medicine.yaml mmmlu_id_id_college_physics.yaml mmmlu_id_id_computer_security.yaml '
        'mmmlu_id_id_electrical_engineering.yaml mmmlu_id_id_elementary_mathematics.yaml '
        'mmmlu_id_id_formal_logic.yaml mmmlu_id_id_high_school_biology.yaml '
        'mmmlu_id_id_high_school_computer_science.yaml mmmlu_id_id_high_school_european_history.yaml '
        'mmmlu_id_id_high_school_geography.yaml mmmlu_id_id_high_school_government_and_politics.yaml '
        'mmmlu_id_id_high_school_psychology.yaml mmmlu_id_id_medical_genetics.yaml '
        'mmmlu_id_id_moral_scenarios.yaml mmmlu_id_id_nutrition.yaml mmmlu_id_id_prehistory.yaml '
        'mmmlu_id_id_professional_medicine.yaml mmmlu_id_id_us_foreign_policy.yaml '
        'mmmlu_it_it_business_ethics.yaml mmmlu_it_it_college_computer_science.yaml '
        'mmmlu_it_it_computer_security.yaml mmmlu_it_it_econometrics.yaml mmmlu_it_it_formal_logic.yaml '
        'mmmlu_it_it_high_school_computer_science.yaml mmmlu_it_it_high_school_european_history.yaml '
        'mmmlu_it_it_high_school_geography.yaml mmmlu_it_it_high_school_government_and_politics.yaml '
        'mmmlu_it_it_high_school_us_history.yaml mmmlu_it_it_human_aging.yaml mmmlu_it_it_management.yaml '
        'mmmlu_it_it_miscellaneous.yaml mmmlu_it_it_moral_scenarios.yaml mmmlu_it_it_nutrition.yaml '
        'mmmlu_it_it_philosophy.yaml mmmlu_it_it_us_foreign_policy.yaml mmmlu_it_it_virology.yaml '
        'mmmlu_it_it_world_religions.yaml mmmlu_ja_jp_anatomy.yaml mmmlu_ja_jp_college_computer_science.yaml '
        'mmmlu_ja_jp_college_mathematics.yaml mmmlu_ja_jp_econometrics.yaml '
        'mmmlu_ja_jp_electrical_engineering.yaml mmmlu_ja_jp_elementary_mathematics.yaml '
        'mmmlu_ja_jp_high_school_chemistry.yaml mmmlu_ja_jp_high_school_government_and_politics.yaml '
        'mmmlu_ja_jp_high_school_mathematics.yaml mmmlu_ja_jp_high_school_psychology.yaml '
        'mmmlu_ja_jp_high_school_world_history.yaml mmmlu_ja_jp_moral_disputes.yaml mmmlu_ja_jp_philosophy.yaml '
        'mmmlu_ja_jp_public_relations.yaml mmmlu_ja_jp_us_foreign_policy.yaml mmmlu_ja_jp_virology.yaml '
        'mmmlu_ja_jp_world_religions.yaml mmmlu_ko_kr_business_ethics.yaml mmmlu_ko_kr_college_biology.yaml '
        'mmmlu_ko_kr_college_medicine.yaml mmmlu_ko_kr_computer_security.yaml mmmlu_ko_kr_conceptual_physics.yaml '
        'mmmlu_ko_kr_electrical_engineering.yaml mmmlu_ko_kr_formal_logic.yaml mmmlu_ko_kr_global_facts.yaml '
        'mmmlu_ko_kr_high_school_computer_science.yaml mmmlu_ko_kr_high_school_government_and_politics.yaml '
        'mmmlu_ko_kr_high_school_macroeconomics.yaml mmmlu_ko_kr_high_school_mathematics.yaml '
        'mmmlu_ko_kr_high_school_microeconomics.yaml mmmlu_ko_kr_high_school_physics.yaml '
        'mmmlu_ko_kr_high_school_us_history.yaml mmmlu_ko_kr_high_school_world_history.yaml '
        'mmmlu_ko_kr_international_law.yaml mmmlu_ko_kr_jurisprudence.yaml mmmlu_ko_kr_management.yaml '
        'mmmlu_ko_kr_moral_scenarios.yaml mmmlu_ko_kr_prehistory.yaml mmmlu_ko_kr_professional_law.yaml '
        'mmmlu_ko_kr_professional_psychology.yaml mmmlu_ko_kr_public_relations.yaml '
        'mmmlu_ko_kr_security_studies.yaml mmmlu_pt_br_business_ethics.yaml mmmlu_pt_br_clinical_knowledge.yaml '
        'mmmlu_pt_br_college_chemistry.yaml mmmlu_pt_br_college_computer_science.yaml '
        'mmmlu_pt_br_college_medicine.yaml mmmlu_pt_br_high_school_chemistry.yaml '
        'mmmlu_pt_br_high_school_computer_science.yaml mmmlu_pt_br_high_school_macroeconomics.yaml '
        'mmmlu_pt_br_high_school_mathematics.yaml mmmlu_pt_br_high_school_microeconomics.yaml '
        'mmmlu_pt_br_high_school_physics.yaml mmmlu_pt_br_high_school_psychology.yaml '
        'mmmlu_pt_br_high_school_us_history.yaml mmmlu_pt_br_high_school_world_history.yaml '
        'mmmlu_pt_br_human_aging.yaml mmmlu_pt_br_human_sexuality.yaml mmmlu_pt_br_marketing.yaml '
        'mmmlu_pt_br_miscellaneous.yaml mmmlu_pt_br_philosophy.yaml mmmlu_pt_br_public_relations.yaml '
        'mmmlu_pt_br_security_studies.yaml mmmlu_pt_br_sociology.yaml mmmlu_sw_ke_abstract_algebra.yaml '
        'mmmlu_sw_ke_clinical_knowledge.yaml mmmlu_sw_ke_college_chemistry.yaml '
        'mmmlu_sw_ke_college_mathematics.yaml mmmlu_sw_ke_college_physics.yaml '
        'mmmlu_sw_ke_conceptual_physics.yaml mmmlu_sw_ke_global_facts.yaml '
        'mmmlu_sw_ke_high_school_european_history.yaml mmmlu_sw_ke_high_school_geography.yaml '
        'mmmlu_sw_ke_high_school_us_history.yaml mmmlu_sw_ke_high_school_world_history.yaml '
        'mmmlu_sw_ke_jurisprudence.yaml mmmlu_sw_ke_marketing.yaml mmmlu_sw_ke_medical_genetics.yaml '
        'mmmlu_sw_ke_moral_disputes.yaml mmmlu_sw_ke_moral_scenarios.yaml mmmlu_sw_ke_nutrition.yaml '
        'mmmlu_sw_ke_prehistory.yaml mmmlu_sw_ke_professional_medicine.yaml '
        'mmmlu_sw_ke_professional_psychology.yaml mmmlu_sw_ke_public_relations.yaml '
        'mmmlu_sw_ke_world_religions.yaml mmmlu_yo_ng_clinical_knowledge.yaml mmmlu_yo_ng_college_biology.yaml '
        'mmmlu_yo_ng_conceptual_physics.yaml mmmlu_yo_ng_econometrics.yaml mmmlu_yo_ng_global_facts.yaml '
        'mmmlu_yo_ng_high_school_chemistry.yaml mmmlu_yo_ng_high_school_european_history.yaml '
        'mmmlu_yo_ng_high_school_government_and_politics.yaml mmmlu_yo_ng_high_school_macroeconomics.yaml '
        'mmmlu_yo_ng_high_school_mathematics.yaml mmmlu_yo_ng_high_school_physics.yaml '
        'mmmlu_yo_ng_high_school_world_history.yaml mmmlu_yo_ng_human_aging.yaml '
        'mmmlu_yo_ng_international_law.yaml mmmlu_yo_ng_miscellaneous.yaml mmmlu_yo_ng_professional_law.yaml '
        'mmmlu_yo_ng_public_relations.yaml mmmlu_yo_ng_security_studies.yaml mmmlu_yo_ng_us_foreign_policy.yaml '
        'mmmlu_yo_ng_virology.yaml mmmlu_zh_cn_abstract_algebra.yaml mmmlu_zh_cn_anatomy.yaml '
        'mmmlu_zh_cn_astronomy.yaml mmmlu_zh_cn_business_ethics.yaml mmmlu_zh_cn_college_biology.yaml '
        'mmmlu_zh_cn_college_computer_science.yaml mmmlu_zh_cn_college_medicine.yaml '
        'mmmlu_zh_cn_college_physics.yaml mmmlu_zh_cn_formal_logic.yaml '
        'mmmlu_zh_cn_high_school_computer_science.yaml mmmlu_zh_cn_high_school_government_and_politics.yaml '
        'mmmlu_zh_cn_high_school_mathematics.yaml mmmlu_zh_cn_high_school_us_history.yaml '
        'mmmlu_zh_cn_jurisprudence.yaml mmmlu_zh_cn_marketing.yaml mmmlu_zh_cn_moral_disputes.yaml '
        'mmmlu_zh_cn_moral_scenarios.yaml mmmlu_zh_cn_philosophy.yaml mmmlu_zh_cn_professional_psychology.yaml '
        'mmmlu_zh_cn_public_relations.yaml mmmlu_zh_cn_sociology.yaml mmmlu_zh_cn_virology.yaml '
        'mmmlu_zh_cn_world_religions.yaml'
    ),
}

LMEVAL_MMMLU_OTHER = {
    '': (
        'lm_eval/tasks/afrimgsm/direct/prompt_1/afrimgsm_yor.yaml',
        'lm_eval/tasks/afrimgsm/direct_cot/prompt_5/afrimgsm_cot_lin.yaml',
        'lm_eval/tasks/afrimmlu/translate/prompt_1/utils.py',
        'lm_eval/tasks/afrixnli/anli prompt/translate/afrixnli_translate_xho.yaml',
        'lm_eval/tasks/afrixnli/direct/prompt_1/afrixnli_eng.yaml',
        'lm_eval/tasks/afrobench/afrisenti/fewshot.sh',
        'lm_eval/tasks/afrobench/belebele/prompt_3/belebele_lin.yaml',
        'lm_eval/tasks/afrobench/belebele/prompt_4/belebele_som.yaml',
        'lm_eval/tasks/afrobench/flores/prompt_2/african-english/flores_aeb_Arab-eng_Latn.yaml',
        'lm_eval/tasks/afrobench/injongointent/prompt_5/injongointent_kin.yaml',
        'lm_eval/tasks/afrobench/mafand/prompt_1/african-english/mafand_twi-en.yaml',
        'lm_eval/tasks/afrobench/masakhaner/prompt_2/masakhaner_tn.yaml',
        'lm_eval/tasks/afrobench/masakhaner/prompt_4/utils.py',
        'lm_eval/tasks/afrobench/masakhanews/prompt_3/masakhanews_ibo.yaml',
        'lm_eval/tasks/afrobench/masakhapos/prompt_3/masakhapos_nya.yaml',
        'lm_eval/tasks/afrobench/masakhapos/prompt_4/masakhapos_ibo.yaml',
        'lm_eval/tasks/afrobench/ntrex/prompt_2/english-african/ntrex_eng_Latn-mey_Arab.yaml',
        'lm_eval/tasks/afrobench/ntrex/prompt_3/african-english/ntrex_hau_Latn-eng_Latn.yaml',
        'lm_eval/tasks/afrobench/salt/prompt_3/salt_ach-eng.yaml',
        'lm_eval/tasks/afrobench/sib/prompt_2/sib_amh.yaml',
        'lm_eval/tasks/afrobench/sib/prompt_4/sib_knc.yaml',
        'lm_eval/tasks/arabic_leaderboard_complete/arabic_leaderboard_avca/arabic_leaderboard_acva_Arabic_Calligraphy.yaml',
        'lm_eval/tasks/arabic_leaderboard_light/arabic_leaderboard_arabic_mmlu_light/arabic_leaderboard_arabic_mmlu_world_religions_light.yaml',
        'lm_eval/tasks/arabic_leaderboard_light/arabic_leaderboard_arabic_mt_toxigen_light/utils.py',
        'lm_eval/tasks/arabic_leaderboard_light/arabic_leaderboard_avca_light/arabic_leaderboard_acva_Arabic_Clothing_light.yaml',
        'lm_eval/tasks/aradice/ArabicMMLU/EGY/AraDiCE_ArabicMMLU_prof_humanities_law.yaml',
        'lm_eval/tasks/aradice/ArabicMMLU/EGY/utils.py',
        'lm_eval/tasks/babilong/babilong_qa10.yaml',
        'lm_eval/tasks/basque_bench/flores_eu/flores_ca-eu.yaml',
        'lm_eval/tasks/bbh/fewshot/web_of_lies.yaml',
        'lm_eval/tasks/bigbench/generate_until/social_iqa.yaml',
        'lm_eval/tasks/bigbench/multiple_choice/implicatures.yaml',
        'lm_eval/tasks/blimp/determiner_noun_agreement_with_adj_irregular_1.yaml',
        'lm_eval/tasks/blimp/wh_vs_that_no_gap_long_distance.yaml',
        'lm_eval/tasks/catalan_bench/piqa_ca.yaml',
        'lm_eval/tasks/click/click_cul/_default_click_cul_yaml',
        'lm_eval/tasks/cmmlu/cmmlu_astronomy.yaml',
        'lm_eval/tasks/copal_id/utils.py',
        'lm_eval/tasks/egymmlu/egymmlu_arabic_language.yaml',
        'lm_eval/tasks/esbbq/esbbq_physical_appearance.yaml',
        'lm_eval/tasks/eus_exams/eus_exams_eu_opeosakiauxenfeu.yaml',
        'lm_eval/tasks/global_mmlu/default/it/global_mmlu_it_other.yaml',
        'lm_eval/tasks/global_mmlu/full/ar/global_mmlu_full_ar_professional_psychology.yaml',
        'lm_eval/tasks/global_mmlu/full/bn/global_mmlu_full_bn_high_school_macroeconomics.yaml',
        'lm_eval/tasks/global_mmlu/full/en/global_mmlu_full_en_clinical_knowledge.yaml',
        'lm_eval/tasks/global_mmlu/full/es/global_mmlu_full_es_security_studies.yaml',
        'lm_eval/tasks/global_mmlu/full/ha/global_mmlu_full_ha_high_school_government_and_politics.yaml',
        'lm_eval/tasks/global_mmlu/full/ha/utils.py',
        'lm_eval/tasks/global_mmlu/full/he/utils.py',
        'lm_eval/tasks/global_mmlu/full/it/global_mmlu_full_it_high_school_computer_science.yaml',
        'lm_eval/tasks/global_mmlu/full/it/global_mmlu_full_it_high_school_statistics.yaml',
        'lm_eval/tasks/global_mmlu/full/ja/global_mmlu_full_ja_high_school_geography.yaml',
        'lm_eval/tasks/global_mmlu/full/ko/global_mmlu_full_ko_professional_accounting.yaml',
        'lm_eval/tasks/global_mmlu/full/ky/global_mmlu_full_ky_high_school_european_history.yaml',
        'lm_eval/tasks/global_mmlu/full/mg/global_mmlu_full_mg_medical_genetics.yaml',
        'lm_eval/tasks/global_mmlu/full/nl/global_mmlu_full_nl_high_school_biology.yaml',
        'lm_eval/tasks/global_mmlu/full/pl/global_mmlu_full_pl_human_sexuality.yaml',
        'lm_eval/tasks/global_mmlu/full/ro/global_mmlu_full_ro_college_mathematics.yaml',
        'lm_eval/tasks/global_mmlu/full/ru/global_mmlu_full_ru_high_school_biology.yaml',
        'lm_eval/tasks/global_mmlu/full/si/global_mmlu_full_si_high_school_macroeconomics.yaml',
        'lm_eval/tasks/global_mmlu/full/sn/_global_mmlu_full_sn_other.yaml',
        'lm_eval/tasks/global_mmlu/full/sn/global_mmlu_full_sn_high_school_us_history.yaml',
        'lm_eval/tasks/global_mmlu/full/sr/_global_mmlu_full_sr_humanities.yaml',
        'lm_eval/tasks/global_mmlu/full/sv/global_mmlu_full_sv_high_school_biology.yaml',
        'lm_eval/tasks/global_mmlu/full/te/global_mmlu_full_te_high_school_geography.yaml',
        'lm_eval/tasks/global_mmlu/full/tr/global_mmlu_full_tr_high_school_world_history.yaml',
        'lm_eval/tasks/global_mmlu/full/uk/global_mmlu_full_uk_human_aging.yaml',
        'lm_eval/tasks/global_piqa/nonparallel_generation/bsk_arab.yaml',
        'lm_eval/tasks/global_piqa/parallel_cloze/glg_latn.yaml',
        'lm_eval/tasks/gpqa/zeroshot/gpqa_main_zeroshot.yaml',
        'lm_eval/tasks/include/default/Arabic/include_base_44_arabic_general_knowledge.yaml',
        'lm_eval/tasks/include/default/Azerbaijani/include_base_44_azerbaijani_social_science.yaml',
        'lm_eval/tasks/include/default/Croatian/utils.py',
        'lm_eval/tasks/include/default/French/include_base_44_french_arts_humanities.yaml',
        'lm_eval/tasks/include/few_shot_en/Albanian/utils.py',
        'lm_eval/tasks/include/few_shot_en/Arabic/include_base_44_arabic_arts_humanities.yaml',
        'lm_eval/tasks/include/few_shot_en/Armenian/include_base_44_armenian_stem.yaml',
        'lm_eval/tasks/include/few_shot_en/Chinese/include_base_44_chinese_applied_science.yaml',
        'lm_eval/tasks/include/few_shot_en/Hebrew/_hebrew_few_shot_en_template_yaml',
        'lm_eval/tasks/include/few_shot_en/Turkish/include_base_44_turkish_arts_humanities.yaml',
        'lm_eval/tasks/include/few_shot_og/Hindi/include_base_44_hindi_general_knowledge.yaml',
        'lm_eval/tasks/include/few_shot_og/Korean/_include_base_44_korean.yaml',
        'lm_eval/tasks/include/few_shot_og/Malay/include_base_44_malay_social_science.yaml',
        'lm_eval/tasks/leaderboard/bbh_mc/object_counting.yaml',
        'lm_eval/tasks/llama3/instruct/mmlu/mmlu_high_school_us_history.yaml',
        'lm_eval/tasks/llama3/instruct/mmlu/mmlu_professional_medicine.yaml',
        'lm_eval/tasks/llama3/instruct/mmlu_de/mmlu_de_college_medicine.yaml',
        'lm_eval/tasks/llama3/instruct/mmlu_fr/mmlu_fr_clinical_knowledge.yaml',
        'lm_eval/tasks/lm_syneval/lm_syneval__npi__simple_npi_anim__future.yaml',
        'lm_eval/tasks/lm_syneval/lm_syneval__reflexives__reflexives_across__plur_MS_ANPHR_plur_ES_EV.yaml',
        'lm_eval/tasks/longbench/qasper.yaml',
        'lm_eval/tasks/med_concepts_qa/_med_concepts_qa_icd10proc.yaml',
        'lm_eval/tasks/mgsm/native_cot/mgsm_native_cot_de.yaml',
        'lm_eval/tasks/mlqa/mlqa_vi_zh.yaml',
        'lm_eval/tasks/mmlu-pro-plus/utils.py',
        'lm_eval/tasks/mmlu-redux-spanish/generative/mmlu_formal_logic.yaml',
        'lm_eval/tasks/mmlu/flan_n_shot/loglikelihood/mmlu_logical_fallacies.yaml',
        'lm_eval/tasks/mmlu_prox/hi/_hi_template_yaml',
        'lm_eval/tasks/mmlu_prox/mr/mmlu_prox_lite_mr_physics.yaml',
        'lm_eval/tasks/mmlu_prox/ne/mmlu_prox_ne_business.yaml',
        'lm_eval/tasks/mmlu_prox/sw/mmlu_prox_sw_history.yaml',
        'lm_eval/tasks/mmlu_prox/yo/mmlu_prox_lite_yo_psychology.yaml',
        'lm_eval/tasks/mmlu_prox/zh/mmlu_prox_lite_zh_history.yaml',
        'lm_eval/tasks/mmlu_prox/zh/mmlu_prox_zh_health.yaml',
        'lm_eval/tasks/mmlusr/answer_only/answer_only_high_school_physics.yaml',
        'lm_eval/tasks/mmlusr/question_and_answer/question_and_answer_professional_psychology.yaml',
        'lm_eval/tasks/mmlusr/question_only/question_only_professional_accounting.yaml',
        'lm_eval/tasks/mmmu/mmmu_accounting.yaml',
        'lm_eval/tasks/model_written_evals/persona/desire-for-computational-efficiency.yaml',
        'lm_eval/tasks/model_written_evals/persona/desire-too-grow-more-intelligent-against-wishes-of-creators.yaml',
        'lm_eval/tasks/multiblimp/multiblimp_ell.yaml',
        'lm_eval/tasks/nerel-bench/ru_entity_definition.yaml',
        'lm_eval/tasks/noreval/nortruthfulqa/multiple_choice/nob/nortruthfulqa_mc_nob_p4.yaml',
        'lm_eval/tasks/okapi/arc_multilingual/_arc_yaml',
        'lm_eval/tasks/okapi/arc_multilingual/arc_eu.yaml',
        'lm_eval/tasks/score/agi_eval/option_order_robustness_agieval_aqua_rat.yaml',
        'lm_eval/tasks/tinyBenchmarks/tinyArc.yaml',
        'lm_eval/tasks/translation/utils.py',
        'lm_eval/tasks/xcopa/default_qu.yaml',
    ),
    'lm_eval/tasks/belebele': (
        'belebele_deu_Latn.yaml belebele_fin_Latn.yaml belebele_tha_Thai.yaml belebele_ukr_Cyrl.yaml'
    ),
    'lm_eval/tasks/openai-mmmlu': (
        'README.md _generate_configs.py languages.json subjects.json'
    ),
    'lm_eval/tasks/openai-mmmlu/default': (
        '_default_template_yaml _mmmlu.yaml _mmmlu_ar_xy.yaml _mmmlu_ar_xy_humanities.yaml '
        '_mmmlu_ar_xy_other.yaml _mmmlu_ar_xy_social_sciences.yaml _mmmlu_ar_xy_stem.yaml _mmmlu_bn_bd.yaml '
        '_mmmlu_bn_bd_humanities.yaml _mmmlu_bn_bd_other.yaml _mmmlu_bn_bd_social_sciences.yaml '
        '_mmmlu_bn_bd_stem.yaml _mmmlu_de_de.yaml _mmmlu_de_de_humanities.yaml _mmmlu_de_de_other.yaml '
        '_mmmlu_de_de_social_sciences.yaml _mmmlu_de_de_stem.yaml _mmmlu_es_la.yaml _mmmlu_es_la_humanities.yaml '
        '_mmmlu_es_la_other.yaml _mmmlu_es_la_social_sciences.yaml _mmmlu_es_la_stem.yaml _mmmlu_fr_fr.yaml '
        '_mmmlu_fr_fr_humanities.yaml _mmmlu_fr_fr_other.yaml _mmmlu_fr_fr_social_sciences.yaml '
        '_mmmlu_fr_fr_stem.yaml _mmmlu_hi_in.yaml _mmmlu_hi_in_humanities.yaml _mmmlu_hi_in_other.yaml '
        '_mmmlu_hi_in_social_sciences.yaml _mmmlu_hi_in_stem.yaml _mmmlu_id_id.yaml _mmmlu_id_id_humanities.yaml '
        '_mmmlu_id_id_other.yaml _mmmlu_id_id_social_sciences.yaml _mmmlu_id_id_stem.yaml _mmmlu_it_it.yaml '
        '_mmmlu_it_it_humanities.yaml _mmmlu_it_it_other.yaml _mmmlu_it_it_social_sciences.yaml '
        '_mmmlu_it_it_stem.yaml _mmmlu_ja_jp.yaml _mmmlu_ja_jp_humanities.yaml _mmmlu_ja_jp_other.yaml '
        '_mmmlu_ja_jp_social_sciences.yaml _mmmlu_ja_jp_stem.yaml _mmmlu_ko_kr.yaml _mmmlu_ko_kr_humanities.yaml '
        '_mmmlu_ko_kr_other.yaml _mmmlu_ko_kr_social_sciences.yaml _mmmlu_ko_kr_stem.yaml _mmmlu_pt_br.yaml '
        '_mmmlu_pt_br_humanities.yaml _mmmlu_pt_br_other.yaml _mmmlu_pt_br_social_sciences.yaml '
        '_mmmlu_pt_br_stem.yaml _mmmlu_sw_ke.yaml _mmmlu_sw_ke_humanities.yaml _mmmlu_sw_ke_other.yaml '
        '_mmmlu_sw_ke_social_sciences.yaml _mmmlu_sw_ke_stem.yaml _mmmlu_yo_ng.yaml _mmmlu_yo_ng_humanities.yaml '
        '_mmmlu_yo_ng_other.yaml _mmmlu_yo_ng_social_sciences.yaml _mmmlu_yo_ng_stem.yaml _mmmlu_zh_cn.yaml '
        '_mmmlu_zh_cn_humanities.yaml _mmmlu_zh_cn_other.yaml _mmmlu_zh_cn_social_sciences.yaml '
        '_mmmlu_zh_cn_stem.yaml utils.py'
    ),
}

LMEVAL_TESTDATA_KIND = {
    'tests/testdata': (
        'anagrams1-v0-greedy_until anagrams2-v0-greedy_until anli_r1-v0-loglikelihood anli_r2-v0-loglikelihood '
        'arc_challenge-v0-res.json arc_easy-v0-res.json arithmetic_2da-v0-loglikelihood '
        'arithmetic_2dm-v0-res.json arithmetic_2ds-v0-res.json arithmetic_3da-v0-loglikelihood '
        'arithmetic_3da-v0-res.json arithmetic_3ds-v0-loglikelihood arithmetic_3ds-v0-res.json '
        'arithmetic_4da-v0-res.json arithmetic_4ds-v0-loglikelihood arithmetic_5da-v0-res.json '
        'arithmetic_5ds-v0-loglikelihood blimp_adjunct_island-v0-res.json '
        'blimp_anaphor_gender_agreement-v0-res.json blimp_animate_subject_passive-v0-loglikelihood '
        'blimp_animate_subject_passive-v0-res.json blimp_animate_subject_trans-v0-loglikelihood '
        'blimp_complex_NP_island-v0-res.json '
        'blimp_coordinate_structure_constraint_complex_left_branch-v0-loglikelihood '
        'blimp_coordinate_structure_constraint_object_extraction-v0-res.json '
        'blimp_determiner_noun_agreement_1-v0-loglikelihood '
        'blimp_determiner_noun_agreement_irregular_1-v0-loglikelihood '
        'blimp_determiner_noun_agreement_irregular_1-v0-res.json '
        'blimp_determiner_noun_agreement_with_adj_2-v0-loglikelihood '
        'blimp_determiner_noun_agreement_with_adj_irregular_1-v0-loglikelihood '
        'blimp_determiner_noun_agreement_with_adj_irregular_1-v0-res.json '
        'blimp_determiner_noun_agreement_with_adj_irregular_2-v0-loglikelihood '
        'blimp_determiner_noun_agreement_with_adj_irregular_2-v0-res.json '
        'blimp_determiner_noun_agreement_with_adjective_1-v0-res.json '
        'blimp_distractor_agreement_relational_noun-v0-res.json blimp_ellipsis_n_bar_2-v0-loglikelihood '
        'blimp_existential_there_object_raising-v0-res.json '
        'blimp_existential_there_quantifiers_1-v0-loglikelihood blimp_expletive_it_object_raising-v0-res.json '
        'blimp_inchoative-v0-loglikelihood blimp_inchoative-v0-res.json blimp_intransitive-v0-loglikelihood '
        'blimp_irregular_past_participle_verbs-v0-loglikelihood blimp_irregular_past_participle_verbs-v0-res.json '
        'blimp_irregular_plural_subject_verb_agreement_1-v0-loglikelihood '
        'blimp_irregular_plural_subject_verb_agreement_1-v0-res.json '
        'blimp_irregular_plural_subject_verb_agreement_2-v0-loglikelihood '
        'blimp_left_branch_island_echo_question-v0-res.json blimp_npi_present_2-v0-loglikelihood '
        'blimp_only_npi_licensor_present-v0-res.json blimp_only_npi_scope-v0-loglikelihood '
        'blimp_only_npi_scope-v0-res.json blimp_passive_2-v0-res.json '
        'blimp_principle_A_c_command-v0-loglikelihood blimp_principle_A_case_1-v0-loglikelihood '
        'blimp_principle_A_case_1-v0-res.json blimp_principle_A_case_2-v0-loglikelihood '
        'blimp_principle_A_domain_3-v0-res.json blimp_principle_A_reconstruction-v0-loglikelihood '
        'blimp_regular_plural_subject_verb_agreement_1-v0-loglikelihood '
        'blimp_regular_plural_subject_verb_agreement_2-v0-res.json '
        'blimp_sentential_negation_npi_licensor_present-v0-loglikelihood '
        'blimp_sentential_negation_npi_scope-v0-res.json blimp_sentential_subject_island-v0-loglikelihood '
        'blimp_sentential_subject_island-v0-res.json blimp_superlative_quantifiers_1-v0-res.json '
        'blimp_tough_vs_raising_2-v0-res.json blimp_wh_island-v0-res.json '
        'blimp_wh_questions_subject_gap_long_distance-v0-loglikelihood '
        'blimp_wh_questions_subject_gap_long_distance-v0-res.json blimp_wh_vs_that_no_gap-v0-res.json '
        'blimp_wh_vs_that_no_gap_long_distance-v0-loglikelihood boolq-v0-loglikelihood boolq-v1-res.json '
        'cb-v0-res.json cola-v0-loglikelihood copa-v0-res.json coqa-v0-res.json coqa-v1-greedy_until '
        'coqa-v1-res.json crows_pairs_english_age-v0-loglikelihood crows_pairs_english_age-v0-res.json '
        'crows_pairs_english_autre-v0-res.json crows_pairs_english_gender-v0-loglikelihood '
        'crows_pairs_english_gender-v0-res.json crows_pairs_english_physical_appearance-v0-loglikelihood '
        'crows_pairs_english_physical_appearance-v0-res.json crows_pairs_english_race_color-v0-res.json '
        'crows_pairs_english_socioeconomic-v0-loglikelihood crows_pairs_english_socioeconomic-v0-res.json '
        'crows_pairs_french-v0-loglikelihood crows_pairs_french_age-v0-loglikelihood '
        'crows_pairs_french_autre-v0-loglikelihood crows_pairs_french_physical_appearance-v0-loglikelihood '
        'crows_pairs_french_physical_appearance-v0-res.json '
        'crows_pairs_french_sexual_orientation-v0-loglikelihood cycle_letters-v0-res.json '
        'ethics_cm-v0-loglikelihood ethics_cm-v0-res.json ethics_utilitarianism-v0-res.json '
        'ethics_utilitarianism_original-v0-loglikelihood gsm8k-v0-greedy_until gsm8k-v0-res.json '
        'headqa_en-v0-res.json headqa_es-v0-loglikelihood headqa_es-v0-res.json hellaswag-v0-res.json '
        'hendrycksTest-abstract_algebra-v0-loglikelihood hendrycksTest-abstract_algebra-v0-res.json '
        'hendrycksTest-anatomy-v0-res.json hendrycksTest-astronomy-v0-loglikelihood '
        'hendrycksTest-business_ethics-v0-loglikelihood hendrycksTest-business_ethics-v0-res.json '
        'hendrycksTest-college_biology-v0-loglikelihood hendrycksTest-college_biology-v0-res.json '
        'hendrycksTest-college_chemistry-v0-loglikelihood hendrycksTest-college_computer_science-v0-loglikelihood '
        'hendrycksTest-college_computer_science-v0-res.json hendrycksTest-college_mathematics-v0-res.json '
        'hendrycksTest-college_medicine-v0-res.json hendrycksTest-computer_security-v0-res.json '
        'hendrycksTest-conceptual_physics-v0-loglikelihood hendrycksTest-econometrics-v0-res.json '
        'hendrycksTest-electrical_engineering-v0-loglikelihood hendrycksTest-formal_logic-v0-res.json '
        'hendrycksTest-global_facts-v0-loglikelihood hendrycksTest-high_school_biology-v0-loglikelihood '
        'hendrycksTest-high_school_government_and_politics-v0-loglikelihood '
        'hendrycksTest-high_school_macroeconomics-v0-loglikelihood '
        'hendrycksTest-high_school_mathematics-v0-res.json hendrycksTest-high_school_microeconomics-v0-res.json '
        'hendrycksTest-high_school_psychology-v0-loglikelihood hendrycksTest-high_school_statistics-v0-res.json '
        'hendrycksTest-high_school_us_history-v0-loglikelihood hendrycksTest-high_school_us_history-v0-res.json '
        'hendrycksTest-human_aging-v0-res.json hendrycksTest-international_law-v0-res.json '
        'hendrycksTest-logical_fallacies-v0-loglikelihood hendrycksTest-logical_fallacies-v0-res.json '
        'hendrycksTest-management-v0-loglikelihood hendrycksTest-management-v0-res.json '
        'hendrycksTest-marketing-v0-loglikelihood hendrycksTest-medical_genetics-v0-loglikelihood '
        'hendrycksTest-miscellaneous-v0-loglikelihood hendrycksTest-moral_disputes-v0-loglikelihood '
        'hendrycksTest-nutrition-v0-loglikelihood hendrycksTest-philosophy-v0-loglikelihood '
        'hendrycksTest-prehistory-v0-loglikelihood hendrycksTest-prehistory-v0-res.json '
        'hendrycksTest-professional_accounting-v0-loglikelihood hendrycksTest-professional_accounting-v0-res.json '
        'hendrycksTest-professional_medicine-v0-loglikelihood hendrycksTest-professional_medicine-v0-res.json '
        'hendrycksTest-professional_psychology-v0-loglikelihood hendrycksTest-professional_psychology-v0-res.json '
        'hendrycksTest-public_relations-v0-loglikelihood hendrycksTest-public_relations-v0-res.json '
        'hendrycksTest-security_studies-v0-loglikelihood hendrycksTest-sociology-v0-loglikelihood '
        'hendrycksTest-sociology-v0-res.json iwslt17-ar-en-v0-greedy_until lambada_cloze-v0-loglikelihood '
        'lambada_mt_en-v0-loglikelihood lambada_mt_es-v0-res.json lambada_mt_fr-v0-loglikelihood '
        'lambada_mt_it-v0-res.json lambada_openai-v0-res.json lambada_openai-v2.0-loglikelihood '
        'lambada_openai-v2.0-res.json lambada_openai_mt_fr-v0-loglikelihood lambada_openai_mt_it-v0-loglikelihood '
        'lambada_standard-v0-loglikelihood logiqa-v0-loglikelihood logiqa-v0-res.json '
        'math_algebra-v0-greedy_until math_algebra-v1-res.json math_counting_and_prob-v1-greedy_until '
        'math_counting_and_prob-v1-res.json math_geometry-v0-greedy_until math_num_theory-v0-res.json '
        'math_num_theory-v1-greedy_until math_num_theory-v1-res.json math_prealgebra-v0-greedy_until '
        'math_prealgebra-v0-res.json math_prealgebra-v1-greedy_until math_precalc-v0-res.json '
        'mathqa-v0-loglikelihood mc_taco-v0-loglikelihood mc_taco-v0-res.json mnli-v0-loglikelihood '
        'multirc-v0-res.json mutual-v0-loglikelihood mutual-v0-res.json mutual-v1-res.json '
        'mutual_plus-v0-res.json mutual_plus-v1-loglikelihood pile_bookcorpus2-v0-res.json '
        'pile_bookcorpus2-v1-res.json pile_books3-v1-res.json pile_dm-mathematics-v0-res.json '
        'pile_dm-mathematics-v1-loglikelihood_rolling pile_enron-v0-res.json '
        'pile_europarl-v0-loglikelihood_rolling pile_europarl-v1-loglikelihood_rolling pile_europarl-v1-res.json '
        'pile_freelaw-v0-res.json pile_github-v0-loglikelihood_rolling pile_github-v0-res.json '
        'pile_gutenberg-v1-loglikelihood_rolling pile_hackernews-v0-res.json '
        'pile_hackernews-v1-loglikelihood_rolling pile_hackernews-v1-res.json '
        'pile_nih-exporter-v0-loglikelihood_rolling pile_opensubtitles-v0-loglikelihood_rolling '
        'pile_opensubtitles-v1-loglikelihood_rolling pile_openwebtext2-v0-loglikelihood_rolling '
        'pile_philpapers-v0-res.json pile_philpapers-v1-loglikelihood_rolling pile_philpapers-v1-res.json '
        'pile_pile-cc-v0-loglikelihood_rolling pile_pubmed-abstracts-v0-loglikelihood_rolling '
        'pile_pubmed-abstracts-v0-res.json pile_pubmed-abstracts-v1-res.json '
        'pile_pubmed-central-v0-loglikelihood_rolling pile_pubmed-central-v0-res.json '
        'pile_pubmed-central-v1-loglikelihood_rolling pile_pubmed-central-v1-res.json '
        'pile_stackexchange-v0-loglikelihood_rolling pile_stackexchange-v1-res.json '
        'pile_ubuntu-irc-v0-loglikelihood_rolling pile_ubuntu-irc-v1-loglikelihood_rolling '
        'pile_ubuntu-irc-v1-res.json pile_uspto-v0-loglikelihood_rolling pile_uspto-v0-res.json '
        'pile_uspto-v1-res.json pile_wikipedia-v0-loglikelihood_rolling pile_wikipedia-v1-loglikelihood_rolling '
        'pile_youtubesubtitles-v0-loglikelihood_rolling pile_youtubesubtitles-v0-res.json '
        'pile_youtubesubtitles-v1-res.json piqa-v0-loglikelihood prost-v0-res.json pubmedqa-v0-loglikelihood '
        'qa4mre_2011-v0-res.json qa4mre_2012-v0-loglikelihood qnli-v0-res.json race-v0-loglikelihood '
        'race-v0-res.json random_insertion-v0-greedy_until record-v0-loglikelihood reversed_words-v0-greedy_until '
        'rte-v0-loglikelihood sciq-v0-res.json squad2-v0-loglikelihood squad2-v1-res.json swag-v0-res.json '
        'toxigen-v0-loglikelihood triviaqa-v0-res.json triviaqa-v1-loglikelihood truthfulqa_gen-v0-greedy_until '
        'truthfulqa_gen-v1-greedy_until truthfulqa_mc-v0-loglikelihood truthfulqa_mc-v1-res.json '
        'webqs-v0-loglikelihood webqs-v0-res.json wic-v0-res.json wikitext-v0-res.json wikitext-v1-res.json '
        'winogrande-v0-loglikelihood winogrande-v0-res.json wmt14-en-fr-v0-res.json wmt16-de-en-v0-res.json '
        'wmt16-en-de-v0-res.json wmt20-cs-en-v0-greedy_until wmt20-cs-en-v0-res.json wmt20-de-en-v0-res.json '
        'wmt20-de-fr-v0-greedy_until wmt20-en-cs-v0-greedy_until wmt20-en-cs-v0-res.json '
        'wmt20-en-iu-v0-greedy_until wmt20-en-iu-v0-res.json wmt20-en-ja-v0-greedy_until '
        'wmt20-en-zh-v0-greedy_until wmt20-en-zh-v0-res.json wmt20-en-zh-v1-res.json wmt20-fr-de-v0-greedy_until '
        'wmt20-iu-en-v0-greedy_until wmt20-ja-en-v0-greedy_until wmt20-ja-en-v0-res.json wmt20-pl-en-v0-res.json '
        'wmt20-ps-en-v0-greedy_until wmt20-ps-en-v0-res.json wmt20-ru-en-v0-greedy_until wmt20-ru-en-v0-res.json '
        'wmt20-ta-en-v0-greedy_until wmt20-zh-en-v0-greedy_until wnli-v1-loglikelihood wnli-v1-res.json '
        'wsc-v0-loglikelihood wsc273-v0-res.json'
    ),
}

LMEVAL_TESTDATA_OTHER = {
    '': (
        'lm_eval/decontamination/decontaminate.py',
        'lm_eval/tasks/aexams/README.md',
        'lm_eval/tasks/afrimgsm/translate/prompt_1/afrimgsm_translate_sot.yaml',
        'lm_eval/tasks/afrimmlu/direct/prompt_5/afrimmlu_direct_swa.yaml',
        'lm_eval/tasks/afrixnli/anli prompt/native-direct/afrixnli_native_direct_kin.yaml',
        'lm_eval/tasks/afrixnli/anli prompt/native-direct/afrixnli_native_direct_twi.yaml',
        'lm_eval/tasks/afrixnli/lai prompt/direct/afrixnli_manual_direct_lug.yaml',
        'lm_eval/tasks/afrobench/afriqa/prompt_3/afriqa_yor.yaml',
        'lm_eval/tasks/afrobench/belebele/prompt_2/belebele_plt.yaml',
        'lm_eval/tasks/afrobench/belebele/prompt_3/belebele_tir.yaml',
        'lm_eval/tasks/afrobench/flores/prompt_1/english-african/flores_eng_Latn-nya_Latn.yaml',
        'lm_eval/tasks/afrobench/flores/prompt_3/african-english/flores_fra_Latn-eng_Latn.yaml',
        'lm_eval/tasks/afrobench/injongointent/prompt_3/injongointent_lin.yaml',
        'lm_eval/tasks/afrobench/injongointent/prompt_3/injongointent_yor.yaml',
        'lm_eval/tasks/afrobench/injongointent/prompt_5/injongointent_sot.yaml',
        'lm_eval/tasks/afrobench/mafand/prompt_1/english-african/mafand_en-pcm.yaml',
        'lm_eval/tasks/afrobench/masakhaner/prompt_3/masakhaner_tn.yaml',
        'lm_eval/tasks/afrobench/masakhanews/prompt_1/masakhanews_swa.yaml',
        'lm_eval/tasks/afrobench/masakhapos/prompt_2/masakhapos_hau.yaml',
        'lm_eval/tasks/afrobench/masakhapos/prompt_2/utils.py',
        'lm_eval/tasks/afrobench/ntrex/prompt_2/african-english/ntrex_nya_Latn-eng_Latn.yaml',
        'lm_eval/tasks/afrobench/ntrex/prompt_2/english-african/ntrex_eng_Latn-msa_Latn.yaml',
        'lm_eval/tasks/afrobench/ntrex/prompt_3/english-african/ntrex_eng_Latn-zul_Latn.yaml',
        'lm_eval/tasks/afrobench/sib/prompt_1/sib_nso.yaml',
        'lm_eval/tasks/afrobench/sib/prompt_4/sib_bem.yaml',
        'lm_eval/tasks/arabic_leaderboard_light/arabic_leaderboard_arabic_mmlu_light/arabic_leaderboard_arabic_mmlu_high_school_statistics_light.yaml',
        'lm_eval/tasks/arabic_leaderboard_light/arabic_leaderboard_arabic_mt_hellaswag_light/arabic_mt_hellaswag_light.yaml',
        'lm_eval/tasks/aradice/ArabicMMLU/EGY/AraDiCE_ArabicMMLU_high_social-science_geography.yaml',
        'lm_eval/tasks/aradice/ArabicMMLU/EGY/AraDiCE_ArabicMMLU_middle_social-science_civics.yaml',
        'lm_eval/tasks/babilong/babilong_qa14.yaml',
        'lm_eval/tasks/bbh/cot_zeroshot/word_sorting.yaml',
        'lm_eval/tasks/bbq/bbq_generate.yaml',
        'lm_eval/tasks/bear/bear.yaml',
        'lm_eval/tasks/belebele/belebele_kaz_Cyrl.yaml',
        'lm_eval/tasks/belebele/belebele_ory_Orya.yaml',
        'lm_eval/tasks/bigbench/generate_until/physical_intuition.yaml',
        'lm_eval/tasks/catalan_bench/copa_ca.yaml',
        'lm_eval/tasks/catalan_bench/paws_ca.yaml',
        'lm_eval/tasks/ceval/ceval-valid_marxism.yaml',
        'lm_eval/tasks/chartqa/utils.py',
        'lm_eval/tasks/darija_bench/darija_translation/translation_common_yaml',
        'lm_eval/tasks/egymmlu/egymmlu_natural_science.yaml',
        'lm_eval/tasks/eus_exams/eus_exams_es_opeosakitecnico.yaml',
        'lm_eval/tasks/evalita_llm/_evalita-mp_hs_p1.yaml',
        'lm_eval/tasks/evalita_llm/_evalita-mp_ner_fic_p1.yaml',
        'lm_eval/tasks/galician_bench/flores_gl/flores_de-gl.yaml',
        'lm_eval/tasks/global_mmlu/default/fr/global_mmlu_fr_medical.yaml',
        'lm_eval/tasks/global_mmlu/full/am/global_mmlu_full_am_business_ethics.yaml',
        'lm_eval/tasks/global_mmlu/full/bn/_global_mmlu_full_bn_humanities.yaml',
        'lm_eval/tasks/global_mmlu/full/el/global_mmlu_full_el_medical_genetics.yaml',
        'lm_eval/tasks/global_mmlu/full/es/global_mmlu_full_es_high_school_macroeconomics.yaml',
        'lm_eval/tasks/global_mmlu/full/ha/_global_mmlu_full_ha_humanities.yaml',
        'lm_eval/tasks/global_mmlu/full/ha/global_mmlu_full_ha_high_school_statistics.yaml',
        'lm_eval/tasks/global_mmlu/full/he/global_mmlu_full_he_high_school_statistics.yaml',
        'lm_eval/tasks/global_mmlu/full/ig/global_mmlu_full_ig_world_religions.yaml',
        'lm_eval/tasks/global_mmlu/full/it/global_mmlu_full_it_anatomy.yaml',
        'lm_eval/tasks/global_mmlu/full/ko/global_mmlu_full_ko_high_school_chemistry.yaml',
        'lm_eval/tasks/global_mmlu/full/mg/global_mmlu_full_mg_conceptual_physics.yaml',
        'lm_eval/tasks/global_mmlu/full/pl/global_mmlu_full_pl_college_biology.yaml',
        'lm_eval/tasks/global_mmlu/full/pt/global_mmlu_full_pt_nutrition.yaml',
        'lm_eval/tasks/global_mmlu/full/ro/global_mmlu_full_ro_us_foreign_policy.yaml',
        'lm_eval/tasks/global_mmlu/full/ru/_global_mmlu_full_ru_social_sciences.yaml',
        'lm_eval/tasks/global_mmlu/full/sn/global_mmlu_full_sn_astronomy.yaml',
        'lm_eval/tasks/global_mmlu/full/so/global_mmlu_full_so_high_school_world_history.yaml',
        'lm_eval/tasks/global_mmlu/full/sr/global_mmlu_full_sr_us_foreign_policy.yaml',
        'lm_eval/tasks/global_mmlu/full/tr/global_mmlu_full_tr_business_ethics.yaml',
        'lm_eval/tasks/global_mmlu/full/uk/global_mmlu_full_uk_clinical_knowledge.yaml',
        'lm_eval/tasks/global_piqa/nonparallel_generation/_global_piqa_nonparallel_generation.yaml',
        'lm_eval/tasks/global_piqa/nonparallel_generation/tel_latn.yaml',
        'lm_eval/tasks/global_piqa/parallel_cloze/bcc_arab.yaml',
        'lm_eval/tasks/include/default/Albanian/include_base_44_albanian_arts_humanities.yaml',
        'lm_eval/tasks/include/default/Bengali/_include_base_44_bengali.yaml',
        'lm_eval/tasks/include/default/Croatian/include_base_44_croatian_stem.yaml',
        'lm_eval/tasks/include/default/Ukrainian/include_base_44_ukrainian_stem.yaml',
        'lm_eval/tasks/include/few_shot_en/Azerbaijani/include_base_44_azerbaijani_social_science.yaml',
        'lm_eval/tasks/include/few_shot_og/Georgian/include_base_44_georgian_arts_humanities.yaml',
        'lm_eval/tasks/lambada_multilingual/lambada_mt_de.yaml',
        'lm_eval/tasks/llama3/instruct/mmlu/mmlu_high_school_european_history.yaml',
        'lm_eval/tasks/llama3/instruct/mmlu_hi/mmlu_hi_world_religions.yaml',
        'lm_eval/tasks/lm_syneval/lm_syneval__agreement__obj_rel_within_inanim__plur_ES_EV_plur_IS_IV.yaml',
        'lm_eval/tasks/longbench/_longbench_multi_e.yaml',
        'lm_eval/tasks/longbench2/table.yaml',
        'lm_eval/tasks/medtext/utils.py',
        'lm_eval/tasks/mlqa/mlqa_de_zh.yaml',
        'lm_eval/tasks/mlqa/mlqa_vi_hi.yaml',
        'lm_eval/tasks/mmlu_prox/ko/mmlu_prox_lite_ko_health.yaml',
        'lm_eval/tasks/mmlu_prox/mr/mmlu_prox_mr_health.yaml',
        'lm_eval/tasks/mmlu_prox/yo/mmlu_prox_yo_philosophy.yaml',
        'lm_eval/tasks/model_written_evals/persona/desire-for-discreetly-acquiring-power.yaml',
        'lm_eval/tasks/model_written_evals/persona/desire-for-recursive-self-improvement.yaml',
        'lm_eval/tasks/mts_dialog/README.md',
        'lm_eval/tasks/multiblimp/multiblimp_slv.yaml',
        'lm_eval/tasks/noreval/norsumm/nob/norsumm_nob_p3.yaml',
        'lm_eval/tasks/noreval/nrk_quiz_qa/nob/nrk_quiz_qa_nob_p1.yaml',
        'lm_eval/tasks/okapi/arc_multilingual/arc_de.yaml',
        'lm_eval/tasks/paloma/paloma_m2d2_s2orc_unsplit.yaml',
        'lm_eval/tasks/putnam_axiom/putnam_axiom_variations.yaml',
        'lm_eval/tasks/spanish_bench/flores_es/flores_es-de.yaml',
        'lm_eval/tasks/super_glue/wsc/t5-prompt.yaml',
        'lm_eval/tasks/tmmluplus/default/tmmluplus_culinary_skills.yaml',
        'lm_eval/tasks/tmmluplus/default/tmmluplus_traditional_chinese_medicine_clinical_medicine.yaml',
        'lm_eval/tasks/toksuite/toksuite_farsi/toksuite_farsi_romanization.yaml',
        'lm_eval/tasks/turblimp/README.md',
        'lm_eval/tasks/xstorycloze/default_es.yaml',
        'lm_eval/tasks/xwinograd/_xwinograd.yaml',
        'tests/scripts/test_zeno_visualize.py',
        'tests/testyamls/test-01.yaml',
    ),
    'lm_eval/tasks/openai-mmmlu/default': (
        'mmmlu_bn_bd_college_computer_science.yaml mmmlu_es_la_moral_scenarios.yaml '
        'mmmlu_sw_ke_college_biology.yaml'
    ),
    'tests': (
        '__init__.py conftest.py test_aggregation_pipeline.py test_cache.py test_cli_subcommands.py '
        'test_evaluator.py test_evaluator_utils.py test_fewshot_context.py test_filters.py test_group.py '
        'test_janitor.py test_kormedmcqa.py test_metrics.py test_misc.py test_prompt.py test_registry.py '
        'test_requests_caching.py test_samplers.py test_task_manager.py test_tasks.py test_unitxt_tasks.py '
        'test_utils.py utils.py'
    ),
    'tests/models': (
        'test_anthropic_llms.py test_api.py test_bos_handling.py test_gguf.py test_gptqmodel.py '
        'test_hf_steered.py test_huggingface.py test_litellm.py test_local_chat_completion.py test_max_length.py '
        'test_model_utils.py test_onnxruntime_genai.py test_openvino.py test_sglang.py test_vllm.py '
        'test_vllm_context_length.py test_winml.py'
    ),
    'tests/test_configs': (
        'empty_group.yaml group.yaml group_ref_parent.yaml include_base.yaml include_group.yaml '
        'include_task_fs0.yaml include_task_fs1.yaml include_task_fs5.yaml inline_subgroup.yaml '
        'mixed_members_group.yaml propagation_group.yaml simple_task.yaml simple_task_b.yaml '
        'tag_parent_group.yaml tag_subgroup.yaml tag_task_1.yaml tag_task_2.yaml tag_task_3.yaml test_data.json'
    ),
    'tests/testconfigs': (
        'arc_easy_unitxt.yaml arc_test.yaml sae_lens_intervention.csv sparsify_intervention.csv'
    ),
    'tests/testdata': (
        'ai2_arc_10_hf_pretrained-EleutherAI-pythia-14m-deduped-dtype-float32-device-cpu.txt '
        'gguf_test_44e268d15decc4d2d0f99e57e1476269826cd3b54262f7a0981f75ddd45b25d0.pkl '
        'gguf_test_52ea409606de8755e03cf7c79f824101a4ce64bb6e6d3df556b8a4e7a5d92418.pkl '
        'gguf_test_8fcf3f2f52afeb2acd7c8e02c2cc3ce31a691b665d295f6c4e4bbd71c7caa1a2.pkl '
        'gpt3_test_0deb8e9bde8e8327bbc48157f638ff3ba06b0cd816dad2beb8ad90f7fbe795c7.pkl '
        'gpt3_test_8025023377febbd8c5f2b9f26705c394ff375d0cad7c89c10fd9b8e1eb66ff1c.pkl '
        'gpt3_test_bb2cc49115e88788ed870ad0716eb00b280a885f91c7ed6e1e864435e5e2b6ac.pkl '
        'gpt3_test_cfd11f555a5a63b6dfa114a55a932e51b724cdd44d4842586b9ce37260bf7aaa.pkl '
        'gpt3_test_f307d52964c295e2005c5e782b688c24388e0cecadf29f1e6fc7f394236ea9c0.pkl '
        'lambada_openai_10_hf_pretrained-EleutherAI-pythia-14m-deduped-dtype-float32-device-cpu.txt '
        'mmlu_stem_10_hf_pretrained-EleutherAI-pythia-14m-deduped-dtype-float32-device-cpu.txt '
        'textsynth_test_0a89c2739f9598b4be2674b0a8e43931d7f3f0b696970bcba31f9b52bdf12297.pkl '
        'textsynth_test_0c1c14571add7903b89e588c8212572b95bb57b334fc0752c89a7e045a5f63ae.pkl '
        'textsynth_test_3092d07756f3e1d010c07524cc8a2ecba7f0c19f9e39f2aaf2bf440bfe328004.pkl '
        'textsynth_test_434076260b6af3a46b7a5eaceec3306a5872c400a3872f744280b237455a0f8e.pkl '
        'textsynth_test_49c47ae40e11f349f2f6b492128188b1b2bc103a421c676ee4b2142a68b43516.pkl '
        'textsynth_test_4fd8d66a6dad7f602b40e5d7dc298d6fe329299d086a4659743a41f4a4012659.pkl '
        'textsynth_test_51b5302f157cf224f694ccad973f255ae19e9e061d533256bdf75b04e0a917ab.pkl '
        'textsynth_test_6d6c62dd70caaa208712bf766deaf419cfac89538d4ab7745621e339394c0c23.pkl '
        'textsynth_test_7209c4617547bfe17cb9e7f5f735fe35822d650aefdc5fbeeaf0c1724effbe09.pkl '
        'textsynth_test_7afdc285388e51094e12645f305328c759574fa3ec9751631025f8ad5ebf9f3e.pkl '
        'textsynth_test_9d5f33dbfe1e254928c89f5ed85e4c010d888065f55a8f1b863bc1eb0340a5f2.pkl '
        'textsynth_test_abcbcba648d89e5d81a50511a6d24ddeb538de2ffe108c1370dd74ce6ac8038d.pkl '
        'textsynth_test_b1cbb29666cce5e31a1e97695858137398a0885ca5d5d98f515404fb6aeb99e7.pkl '
        'textsynth_test_e7ad1e9f52a39e1ddd1e50f3c57ffa4546728dd150a67c0a0ddc8675c04e15d1.pkl '
        'textsynth_test_f4bfe4beb605bd52a8ab6be3c9293639e7e2261d98de58159d15ccb83131bf4e.pkl '
        'wikitext_10_hf_pretrained-EleutherAI-pythia-14m-deduped-dtype-float32-device-cpu.txt'
    ),
}

MTEB_RESULTS_KIND = {
    '': (
        'results/Alibaba-NLP__gte-Qwen1.5-7B-instruct/07d27e5226328010336563bc1b564a5e3436a298/XMarket.json '
        'results/Alibaba-NLP__gte-Qwen2-1.5B-instruct/c6c1b92f4a3e1b92b326ad29dd3c8433457df8dd/RuSciBenchOECDClusteringP2P.json '
        'results/Alibaba-NLP__gte-Qwen2-7B-instruct/e26182b2122f4435e8b3ebecbf363990f409b45b/CQADupstackUnix-VN.json '
        'results/Alibaba-NLP__gte-multilingual-base/ca1791e0bcc104f6db161f27de1340241b13c5a4/WebFAQRetrieval.json '
        'results/BAAI__bge-base-en-v1.5/a5beb1e3e68b9ab74eb54cfd186867f64f240e1a/RuBQReranking.json '
        'results/BAAI__bge-base-en/external/SICK-R.json '
        'results/BAAI__bge-base-zh-v1.5/f03589ceff5aac7111bd60cfc7d497ca17ecac65/EnglishFinance3Retrieval.json '
        'results/BAAI__bge-large-en-v1.5/d4aa6901d3a41ba39fb536a557fa166f842b0e09/BrightEarthScienceRetrieval.json '
        'results/BAAI__bge-large-zh-v1.5/79e7739b6ab944e86d6171e44d24c997fc1e0116/TenKGnadClusteringP2P.json '
        'results/BAAI__bge-large-zh-v1.5/no_revision_available/MMarcoReranking.json '
        'results/BAAI__bge-large-zh/no_revision_available/CMedQAv1.json '
        'results/BAAI__bge-m3/5617a9f61b028005a4858fdac845db406aefb181/DBPedia-PLHardNegatives.json '
        'results/BAAI__bge-m3/5617a9f61b028005a4858fdac845db406aefb181/JQaRAReranking.json '
        'results/BAAI__bge-multilingual-gemma2/external/MedrxivClusteringP2P.json '
        'results/BAAI__bge-small-en-v1.5/5c38ec7c405ec4b44b94cc5a9bb96e735b38267a/FilipinoShopeeReviewsClassification.json '
        'results/BAAI__bge-small-zh-v1.5/7999e1d3359715c523056ef9478215996d62a620/WikiSQLRetrieval.json '
        'results/BAAI__bge-small-zh/no_revision_available/MassiveIntentClassification.json '
        'results/BAAI__bge-visualized-base/98db10b10d22620010d06f11733346e1c98c34aa/VQA2IT2TRetrieval.json '
        'results/BidirLM__BidirLM-Omni-2.5B-Embedding/4d8a7d34095ef8c4ab760744015825b809756dfe/FleursT2ARetrieval.json '
        'results/BidirLM__BidirLM-Omni-2.5B-Embedding/4d8a7d34095ef8c4ab760744015825b809756dfe/TUNABenchT2VRetrieval.json '
        'results/Bytedance__Seed1.6-embedding-1215/1/Robust04InstructionRetrieval.json '
        'results/Cohere__Cohere-embed-english-light-v3.0/1/PolEmo2.0-IN.json '
        'results/Cohere__Cohere-embed-english-v3.0/1/AppsRetrieval.json '
        'results/Cohere__Cohere-embed-multilingual-light-v3.0/1/FinParaSTS.json '
        'results/Cohere__Cohere-embed-multilingual-light-v3.0/external/RedditClustering.json '
        'results/Cohere__Cohere-embed-multilingual-v3.0/1/LEMBNarrativeQARetrieval.json '
        'results/Cohere__Cohere-embed-multilingual-v3.0/1/WikiSQLRetrieval.json '
        'results/Cohere__Cohere-embed-v4.0/1/LegalSummarization.json '
        'results/DeepPavlov__distilrubert-small-cased-conversational/e348066b4a7279b97138038299bddc6580a9169a/CQADupstackEnglishRetrieval.json '
        'results/FacebookAI__xlm-roberta-base/e73636d4f797dec63c3081bb6ed5c7b0bb3f2089/SNLHierarchicalClusteringP2P.json '
        'results/Gameselo__STS-multilingual-mpnet-base-v2/449f917af30f590fc31f9ffb226c94f21a2f47b8/CQADupstackPhysicsRetrieval.json '
        'results/Gameselo__STS-multilingual-mpnet-base-v2/449f917af30f590fc31f9ffb226c94f21a2f47b8/ToxicConversationsClassification.json '
        'results/GritLM__GritLM-7B/13f00a0e36500c80ce12870ea513846a066004af/WikipediaRetrievalMultilingual.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-instruct-v1.5/external/CQADupstackGisRetrieval.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-instruct-v1/45e42c89990c40aca042659133fc8b13c28634b5/NusaX-senti.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-v1/external/TwitterURLCorpus.json '
        'results/Haon-Chen__e5-omni-7B/ffea4ae1382fc26dc9fc337a89ced3fab58e408b/Shot2Story20KA2VRetrieval.json '
        'results/ICT-TIME-and-Querit__BOOM_4B_v1/447ab88574d27e67c428acc2b429d7d4580a4ea7/HUMENews21InstructionReranking.json '
        'results/IEITYuan__Yuan-embedding-2.0-en/b2fd15da3bcae3473c8529593825c15068f09fce/ArguAna.json '
        'results/Jaume__gemma-2b-embeddings/86431f65d7c3f66b2af096c61e614a2958f191f1/AmazonCounterfactualClassification.json '
        'results/Jaume__gemma-2b-embeddings/86431f65d7c3f66b2af096c61e614a2958f191f1/MedrxivClusteringS2S.v2.json '
        'results/LCO-Embedding__LCO-Embedding-Omni-7B/3d38f58aae1253a4443b1270b0767f1e533936cf/AudioCapsAVV2TRetrieval.json '
        'results/LCO-Embedding__LCO-Embedding-Omni-7B/3d38f58aae1253a4443b1270b0767f1e533936cf/RAVDESSAVZeroShot.json '
        'results/MCINext__Hakim-small/1/BeytooteClustering.json results/MCINext__Hakim-unsup/1/FiQA2018-Fa.json '
        'results/MCINext__Hakim-unsup/1/QuoraRetrieval-Fa.json '
        'results/McGill-NLP__LLM2Vec-Mistral-7B-Instruct-v2-mntp-supervised/0ae69bdd5816105778b971c3138e8f8a18eaa3ae/ArXivHierarchicalClusteringS2S.json '
        'results/McGill-NLP__LLM2Vec-Mistral-7B-Instruct-v2-mntp-supervised/0ae69bdd5816105778b971c3138e8f8a18eaa3ae/KorSarcasmClassification.json '
        'results/McGill-NLP__LLM2Vec-Mistral-7B-Instruct-v2-mntp-unsup-simcse/2c055a5d77126c0d3dc6cd8ffa30e2908f4f45f8/Core17InstructionRetrieval.json '
        'results/Mihaiii__Ivysaur/65914d976f45beb4bda7485c39d88865b4ce6554/AILAStatutes.json '
        'results/Mihaiii__Wartortle/external/RedditClustering.json '
        'results/Mihaiii__gte-micro-v4/78e1a4b348f8524c3ab2e3e3475788f5adb8c98f/CQADupstackWebmastersRetrieval.json '
        'results/Mihaiii__gte-micro-v4/78e1a4b348f8524c3ab2e3e3475788f5adb8c98f/MalteseNewsClassification.json '
        'results/Mihaiii__gte-micro/6fd2397cb9dfa7c901aedf9a2a44d3c888ccafdd/NLPJournalTitleIntroRetrieval.json '
        'results/NovaSearch__stella_en_1.5B_v5/d03be74b361d4eb24f42a2fe5bd2e29917df4604/ToxicChatClassification.json '
        'results/NovaSearch__stella_en_1.5B_v5/d03be74b361d4eb24f42a2fe5bd2e29917df4604/TweetSentimentClassification.json '
        'results/Octen__Octen-Embedding-4B/6e188e3b072c3e3678b235ad84e6e97bcbb71e8f/French1Retrieval.json '
        'results/Octen__Octen-Embedding-8B/f7db178d5a82fb841f606a6a67c423cead2fdbba/FinQARetrieval.json '
        'results/Omartificial-Intelligence-Space__Arabert-all-nli-triplet-Matryoshka/external/SummEval.json '
        'results/Omartificial-Intelligence-Space__Arabic-MiniLM-L12-v2-all-nli-triplet/6916465c43b984e955aa6dc72851474f0128f428/AngryTweetsClassification.json '
        'results/Omartificial-Intelligence-Space__Arabic-MiniLM-L12-v2-all-nli-triplet/6916465c43b984e955aa6dc72851474f0128f428/BigPatentClustering.v2.json '
        'results/Omartificial-Intelligence-Space__Arabic-labse-Matryoshka/ee6d5e33c78ed582ade47fd452a74ea52aa5bfe2/HindiDiscourseClassification.json '
        'results/Omartificial-Intelligence-Space__Arabic-labse-Matryoshka/ee6d5e33c78ed582ade47fd452a74ea52aa5bfe2/TweetSentimentClassification.json '
        'results/Omartificial-Intelligence-Space__Marbert-all-nli-triplet-Matryoshka/ecf3274e164f057c4a3dd70691cae0265d87a9d0/SemRel24STS.json '
        'results/OpenSearch-AI__Ops-Colqwen3-4B/4894b7d451ff33981650acc693bb482dbef302d3/VidoreSyntheticDocQAEnergyRetrieval.json '
        'results/OpenSearch-AI__Ops-MoA-Conan-embedding-v1/46dcd58753f3daa920c66f89e47086a534089350/MMarcoRetrieval.json '
        'results/OrdalieTech__Solon-embeddings-large-0.1/9f6465f6ea2f6d10c6294bc15d84edf87d47cdef/RuSciBenchOECDClassification.json '
        'results/Qodo__Qodo-Embed-1-7B/f9edd9bf7f687c0e832424058e265120f603cd81/CodeTransOceanContest.json '
        'results/QuanSun__EVA02-CLIP-L-14/11afd202f2ae80869d6cef18b1ec775e79bd8d12/STL10.json '
        'results/QuanSun__EVA02-CLIP-bigE-14/11afd202f2ae80869d6cef18b1ec775e79bd8d12/ROxfordMediumI2IRetrieval.json '
        'results/Qwen__Qwen2.5-Omni-3B/f75b40e3da2003cdd6e1829b1f420ca70797c34e/VALOR32KAT2VRetrieval.json '
        'results/Qwen__Qwen3-Embedding-4B/636cd9bf47d976946cdbb2b0c3ca0cb2f8eea5ff/TNews.json '
        'results/Qwen__Qwen3-Embedding-8B/4e423935c619ae4df87b646a3ce949610c66241c/CovidQA.json '
        'results/Salesforce__blip-itm-base-flickr/1de29e660d91ae1786c1876212ea805a22eab251/UCF101ZeroShot.json '
        'results/Salesforce__blip-itm-large-coco/fef05cafc05298067cbbca00b125749394a77a6f/TinyImageNetClustering.json '
        'results/Salesforce__blip2-opt-2.7b/51572668da0eb669e01a189dc22abe6088589a24/GLDv2I2TRetrieval.json '
        'results/Snowflake__snowflake-arctic-embed-l-v2.0/edc2df7b6c25794b340229ca082e7c78782e6374/CodeFeedbackMT.json '
        'results/Snowflake__snowflake-arctic-embed-l-v2.0/edc2df7b6c25794b340229ca082e7c78782e6374/SCIDOCS-NL.v2.json '
        'results/Snowflake__snowflake-arctic-embed-l/9a9e5834d2e89cdd8bb72b64111dde496e4fe78c/BSARDRetrieval.json '
        'results/Snowflake__snowflake-arctic-embed-m-long/89d0f6ab196eead40b90cb6f9fefec01a908d2d1/SICK-R-PL.json '
        'results/Snowflake__snowflake-arctic-embed-m-v2.0/f2a7d59d80dfda5b1d14f096f3ce88bb6bf9ebdc/TRECCOVID-PL.json '
        'results/Snowflake__snowflake-arctic-embed-m/cc17beacbac32366782584c8752220405a0f3f40/ToolBench.json '
        'results/Snowflake__snowflake-arctic-embed-s/d3c1d2d433dd0fdc8e9ca01331a5f225639e798f/ProceduralMemBench.json '
        'results/Snowflake__snowflake-arctic-embed-s/external/MSMARCO.json '
        'results/TIGER-Lab__VLM2Vec-LoRA/7403b6327958071c1e33c822c7453adadccc7298/CIFAR100Clustering.json '
        'results/Tevatron__OmniEmbed-v0.1/fa8be315e74d07f563b07c0d053525de6dc7eda8/MSRVTTV2T.json '
        'results/Tevatron__OmniEmbed-v0.1/fa8be315e74d07f563b07c0d053525de6dc7eda8/VGGSoundAVV2TRetrieval.json '
        'results/VLM2Vec__VLM2Vec-V2.0/e39ff079b8275ef876d3656da8c0bddbff3c4dde/WorldQAVideoCentricQA.json '
        'results/VoVanPhuc__sup-SimCSE-VietNamese-phobert-base/608779b86741a8acd8c8d38132974ff04086b138/RedditClustering-VN.json '
        'results/WhereIsAI__UAE-Large-V1/369c368f70f16a613f19f5598d4f12d9f44235d4/ArXivHierarchicalClusteringS2S.json '
        'results/WhereIsAI__UAE-Large-V1/369c368f70f16a613f19f5598d4f12d9f44235d4/MassiveIntentClassification.json '
        'results/abhinand__MedEmbed-small-v0.1/40a5850d046cfdb56154e332b4d7099b63e8d50e/SICK-R-PL.json '
        'results/abhinand__MedEmbed-small-v0.1/external/BiorxivClusteringS2S.json '
        'results/ai-forever__sbert_large_nlu_ru/af977d5dfa46a3635e29bf0ef383f2df2a08d47a/LEMBPasskeyRetrieval.json '
        'results/ai-forever__sbert_large_nlu_ru/af977d5dfa46a3635e29bf0ef383f2df2a08d47a/LegalQuAD.json '
        'results/avsolatorio__GIST-large-Embedding-v0/external/BiorxivClusteringP2P.json '
        'results/bisectgroup__BiCA-base/31237a836e5ae908c308a256573e5f0986498574/EnglishFinance2Retrieval.json '
        'results/cl-nagoya__ruri-base/1ae40b8b6c78518a499425086bab8fc16c2e4b0e/JaqketRetrieval.json '
        'results/clips__e5-large-trm-nl/683333f86ed9eb3699b5567f0fdabeb958d412b0/DutchNewsArticlesRetrieval.json '
        'results/codefuse-ai__F2LLM-v2-0.6B/54b4e2dc74e01be7126d4cf5f016af6b21edc563/Quora-VN.json '
        'results/codefuse-ai__F2LLM-v2-0.6B/54b4e2dc74e01be7126d4cf5f016af6b21edc563/SpanishNewsClassification.v2.json '
        'results/codefuse-ai__F2LLM-v2-14B/e42037a37e12999db44ce8e1a0e63c366c273f6a/Core17InstructionRetrieval.json '
        'results/codefuse-ai__F2LLM-v2-14B/e42037a37e12999db44ce8e1a0e63c366c273f6a/OpenTenderClusteringS2S.json '
        'results/codefuse-ai__F2LLM-v2-160M/9eb35007d12e8624e6bf3e9e35d2255b5269597f/VABBClusteringP2P.json '
        'results/codefuse-ai__F2LLM-v2-330M/b0e8e19bdf603b9826422852572c0d18d482c414/RTE3.json '
        'results/codefuse-ai__F2LLM-v2-80M/6faa7738f343cd4321f9b2fa92fdb7cae3c117a5/MemGovern.json '
        'results/cointegrated__LaBSE-en-ru/cf0714e606d4af551e14ad69a7929cd6b0da7f7e/BUCC.v2.json '
        'results/cointegrated__LaBSE-en-ru/cf0714e606d4af551e14ad69a7929cd6b0da7f7e/PhincBitextMining.json '
        'results/cointegrated__rubert-tiny2/dad72b8f77c5eef6995dd3e4691b758ba56b90c3/KLUE-STS.json '
        'results/deepvk__USER-bge-m3/0cc6cfe48e260fb0474c753087a69369e88709ae/RuBQRetrieval.json '
        'results/deepvk__deberta-v1-base/bdd30b0e19757e6940c92c7aff19e8fc0a60dff4/MIRACLReranking.json '
        'results/deepvk__deberta-v1-base/bdd30b0e19757e6940c92c7aff19e8fc0a60dff4/XNLIV2.json '
        'results/dwzhu__e5-base-4k/1b5664b8cb2bccd8c309429b7bfe5864402e8fbc/FinParaSTS.json '
        'results/dwzhu__e5-base-4k/1b5664b8cb2bccd8c309429b7bfe5864402e8fbc/IndicGenBenchFloresBitextMining.json '
        'results/encord-team__ebind-audio-vision/c16c21588ea034a2198f9b5e083ae7805434c198/AVEDatasetVideoZeroShot.json '
        'results/encord-team__ebind-points-vision/9941fa57df50c13e599e608b47da1042c76c222b/YouCook2T2VRetrieval.json '
        'results/facebook__pe-av-base/1c4c329b78d80a18d860ebfb05daebff4bc44518/DiDeMoAT2VRetrieval.json '
        'results/facebook__seamless-m4t-v2-large/5f8cc790b19fc3f67a61c105133b20b34e3dcb76/GTZANGenreClustering.json '
        'results/facebook__seamless-m4t-v2-large/5f8cc790b19fc3f67a61c105133b20b34e3dcb76/MridinghamTonic.json '
        'results/facebook__wav2vec2-large/312b2410566b698c7a649068d413b2067848bd75/CREMADPairClassification.json '
        'results/facebook__wav2vec2-xls-r-300m/1a640f32ac3e39899438a2931f9924c02f080a54/VoxPopuliGenderClustering.json '
        'results/fangxq__XYZ-embedding/4004120220b99baea764a1d3508427248ac3bccf/DuRetrieval.json '
        'results/google__embeddinggemma-300m/64614b0b8b64f0c6c1e52b07e4e9a4e8fe4d2da2/WebFAQRetrieval.json '
        'results/google__siglip-base-patch16-256-multilingual/8952a4eafcde3cb7ab46b1dd629b33f8784ca9c6/GLDv2I2IRetrieval.json '
        'results/google__siglip-base-patch16-256/b078df89e446d623010d890864d4207fe6399f61/MSCOCOT2IRetrieval.json '
        'results/google__text-multilingual-embedding-002/1/BUCC.v2.json '
        'results/hotchpotch__bekko-embedding-v1-a25m/aede922b27c1751d091b1e26c86dc82446a46cb4/BIOSSES.json '
        'results/ibm-granite__granite-embedding-107m-multilingual/external/COIRCodeSearchNetRetrieval.json '
        'results/ibm-granite__granite-embedding-30m-english/eddbb57470f896b5f8e2bfcb823d8f0e2d2024a5/WebFAQRetrieval.json '
        'results/ibm-granite__granite-embedding-311m-multilingual-r2/dba7b0ee9d789f330fecfb85df57699f9e7d9c42/CQADupstackRetrieval.json '
        'results/ibm-granite__granite-embedding-311m-multilingual-r2/dba7b0ee9d789f330fecfb85df57699f9e7d9c42/ClimateFEVER.json '
        'results/ibm-granite__granite-embedding-97m-multilingual-r2/c61e626a6255c490879d0af885078b61929d51f6/EcomRetrieval.json '
        'results/infgrad__stella-base-en-v2/c9e80ff9892d80b39dc54e30a7873f91ea161034/DalajClassification.json '
        'results/intfloat__e5-base-v2/1c644c92ad3ba1efdad3f1451a637716616a20e8/ChatDoctorRetrieval.json '
        'results/intfloat__e5-base-v2/1c644c92ad3ba1efdad3f1451a637716616a20e8/SCIDOCS.json '
        'results/intfloat__e5-base/b533fe4636f4a2507c08ddab40644d20b0006d6a/indonli.json '
        'results/intfloat__e5-large/4dc6d853a804b9c8886ede6dda8a073b7dc08a81/SICK-R-PL.json '
        'results/intfloat__e5-mistral-7b-instruct/07163b72af1488142a360786df853f237b1a3ca1/FarsTail.json '
        'results/intfloat__e5-mistral-7b-instruct/07163b72af1488142a360786df853f237b1a3ca1/SlovakMovieReviewSentimentClassification.json '
        'results/intfloat__multilingual-e5-large-instruct/baa7be480a7de1539afce709c8f13f833a510e0a/TenKGnadClusteringP2P.v2.json '
        'results/intfloat__multilingual-e5-small/fd1525a9fd15316a2d503bf26ab031a61d056e98/AutoRAGRetrieval.json '
        'results/intfloat__multilingual-e5-small/fd1525a9fd15316a2d503bf26ab031a61d056e98/RuSciBenchCiteRetrieval.json '
        'results/izhx__udever-bloom-1b1/7bf1ee29878cb040b2708a691aa4b61f27eaa252/HindiDiscourseClassification.json '
        'results/izhx__udever-bloom-1b1/7bf1ee29878cb040b2708a691aa4b61f27eaa252/SweFaqRetrieval.json '
        'results/izhx__udever-bloom-3b/4edd8affe80ca89ba0f6b6ba4103fc7f25fc57b2/WinoGrande.json '
        'results/izhx__udever-bloom-560m/b2a723e355946ec5a5c5fbed3459766627ded2bb/StackExchangeClustering.v2.json '
        'results/izhx__udever-bloom-560m/external/BIOSSES.json '
        'results/jinaai__jina-embedding-b-en-v1/aa0645035294a8c0607ce5bb700aba982cdff32c/StatcanDialogueDatasetRetrieval.json '
        'results/jinaai__jina-embedding-b-en-v1/external/FEVER.json '
        'results/jinaai__jina-embedding-s-en-v1/5ac6cd473e2324c6d5f9e558a6a9f65abb57143e/DutchSarcasticHeadlinesClassification.json '
        'results/jinaai__jina-embedding-s-en-v1/c1fed70aa4823a640f1a7150a276e4d3b08dce08/CodeEditSearchRetrieval.json '
        'results/jinaai__jina-embedding-s-en-v1/c1fed70aa4823a640f1a7150a276e4d3b08dce08/RARbCode.json '
        'results/jinaai__jina-embedding-s-en-v1/external/FEVER.json '
        'results/jinaai__jina-embeddings-v2-base-en/6e85f575bc273f1fd840a658067d0157933c83f0/JaGovFaqsRetrieval.json '
        'results/jinaai__jina-embeddings-v2-small-en/796cff318cdd4e5fbe8b7303a1ef8cbec36996ef/MacedonianTweetSentimentClassification.json '
        'results/jinaai__jina-embeddings-v2-small-en/external/CQADupstackRetrieval.json '
        'results/jinaai__jina-embeddings-v5-omni-nano/2b230c93c996e091a45b95af4e3315dd07605ee3/FaroeseSTS.json '
        'results/jinaai__jina-embeddings-v5-omni-small/dfdcc361ec47c69a5afcd81e4bd148abb9d0568e/CommonVoiceMini21T2ARetrieval.json '
        'results/jinaai__jina-embeddings-v5-omni-small/dfdcc361ec47c69a5afcd81e4bd148abb9d0568e/YouCook2T2VARetrieval.json '
        'results/jxm__cde-small-v2/external/ArguAna.json '
        'results/kakaobrain__align-base/e96a37facc7b1f59090ece82293226b817afd6ba/CIFAR10Clustering.json '
        'results/laion__clap-htsat-fused/cca9e288ab447cee67d9ada1f85ddb46500f1401/BirdSet.json '
        'results/laion__larger_clap_general/ada0c23a36c4e8582805bb38fec3905903f18b41/UrbanSound8KAudioReranking.json '
        'results/lightonai__DenseOn-unsupervised/7c1a49520e7156b3c3757d56f1bea70120f61232/CQADupstackProgrammersRetrieval.json '
        'results/lightonai__DenseOn/ec27cc88bc0899adbf4edf76e81ca4d2c9e390de/CQADupstackTexRetrieval.json '
        'results/manu__bge-m3-custom-fr/ed3ef88678ba83ddf4c0fab71a93cb90d89a9078/MewsC16JaClustering.json '
        'results/manu__sentence_croissant_alpha_v0.2/4610b8cea65d7dd59e0b04af50753933fe5b29b2/CQADupstackMathematicaRetrieval.json '
        'results/manu__sentence_croissant_alpha_v0.3/4ac16754f3d81aba76cc32955dc9ee4122df96eb/SCIDOCS.json '
        'results/manu__sentence_croissant_alpha_v0.4/0ce6372e6a3c21134dcf26dcde13cca869c767fc/IndicCrosslingualSTS.json '
        'results/manu__sentence_croissant_alpha_v0.4/0ce6372e6a3c21134dcf26dcde13cca869c767fc/LivedoorNewsClustering.v2.json '
        'results/manveertamber__cadet-embed-base-v1/8056d118be37a566f20972a5f35cda815f6bc47e/ClimateFEVER.json '
        'results/microsoft__harrier-oss-v1-270m/31de22b673913c7d658c0f03f792d77c2dcf8ebd/EnglishFinance2Retrieval.json '
        'results/microsoft__msclap-2022/no_revision/CREMA_D.json '
        'results/microsoft__xclip-base-patch32/a2e27a78a2b5d802e894b8a1ef14f3a8ce490963/AVMemeExamVideoCentricQA.json '
        'results/minetta__nemotron-3-embed-8b-legal/70d7e152f3a5e676478c9f947b1e23c4ba755019/BillSumUS.json '
        'results/minishlab__M2V_base_glove_subword/5f4f5ca159b7321a8b39739bba0794fa0debddf4/PublicHealthQA.json '
        'results/minishlab__M2V_base_output/02460ae401a22b09d2c6652e23371398329551e2/NusaXBitextMining.json '
        'results/minishlab__potion-base-32M/fc914ed07732443f18799169a2571d427209c51d/SprintDuplicateQuestions.json '
        'results/minishlab__potion-base-32M/fc914ed07732443f18799169a2571d427209c51d/TwentyNewsgroupsClustering.v2.json '
        'results/minishlab__potion-base-8M/dcbec7aa2d52fc76754ac6291803feedd8c619ce/KurdishSentimentClassification.json '
        'results/minishlab__potion-base-8M/dcbec7aa2d52fc76754ac6291803feedd8c619ce/SiswatiNewsClassification.json '
        'results/minishlab__potion-multilingual-128M/38ebd7f10f71e67fa8db898290f92b82e9cfff2a/SynPerChatbotTopicsRetrieval.json '
        'results/mixedbread-ai__mxbai-embed-2d-large-v1/external/MedrxivClusteringP2P.json '
        'results/mixedbread-ai__mxbai-embed-xsmall-v1/external/CQADupstackMathematicaRetrieval.json '
        'results/mteb__baseline-random-encoder/1/DBpediaClassification.json '
        'results/mteb__baseline-random-encoder/1/MedrxivClusteringP2P.v2.json '
        'results/nomic-ai__colnomic-embed-multimodal-3b/86627b4a9b0cade577851a70afa469084f9863a4/VidoreTabfquadRetrieval.json '
        'results/nomic-ai__nomic-embed-text-v1-ablated/external/STS15.json '
        'results/nomic-ai__nomic-embed-text-v1-unsupervised/b53d557b15ae63852847c222d336c1609eced93c/CQADupstackPhysicsRetrieval.json '
        'results/nomic-ai__nomic-embed-text-v1/0759316f275aa0cb93a5b830973843ca66babcf5/BSARDRetrieval.json '
        'results/nomic-ai__nomic-embed-text-v2-moe/1066b6599d099fbb93dfcb64f9c37a7c9e503e85/DalajClassification.json '
        'results/nvidia__Nemotron-3-Embed-1B-BF16/f880174635613cff04033875fc6a69296cb72006/MBPPRetrieval.json '
        'results/nvidia__Nemotron-3-Embed-8B-BF16/dd9d06b1852ef836d3dc2fbd2b71a34356912759/DutchGovernmentBiasClassification.json '
        'results/nvidia__omni-embed-nemotron-3b/e0e93aaaa65d2422a8a0c1284116e71f7a0fe966/VATEXV2TRetrieval.json '
        'results/nvidia__omni-embed-nemotron-3b/e0e93aaaa65d2422a8a0c1284116e71f7a0fe966/WorldSenseVideoClassification.json '
        'results/openai__clip-vit-base-patch32/3d74acf9a28c67741b2f4f2ea7635f0aaf6f0268/METI2IRetrieval.json '
        'results/openai__clip-vit-base-patch32/3d74acf9a28c67741b2f4f2ea7635f0aaf6f0268/STS14VisualSTS.json '
        'results/openai__text-embedding-3-large_(embed_dim=512)/3/LccSentimentClassification.json '
        'results/openai__text-embedding-3-small/1/AskUbuntuDupQuestions.json '
        'results/openai__text-embedding-3-small/2/HALClusteringS2S.json '
        'results/opensearch-project__opensearch-neural-sparse-encoding-doc-v2-distill/8921a26c78b8559d6604eb1f5c0b74c079bee38f/TMD.json '
        'results/sdadas__mmlw-e5-base/external/CBD.json '
        'results/sdadas__mmlw-e5-large/5c143fb045ebed664fd85b43fc45155999eb110f/TRECCOVID.json '
        'results/sdadas__mmlw-e5-small/ff1298cb6d997f18b794d2f3d73cad2ba2ad739a/FalseFriendsGermanEnglish.json '
        'results/sdadas__mmlw-roberta-base/0ac7f23f6c96af601fa6a17852bd08d5136d6365/PunjabiNewsClassification.json '
        'results/sdadas__mmlw-roberta-base/0ac7f23f6c96af601fa6a17852bd08d5136d6365/SciDocsRR.json '
        'results/sdadas__mmlw-roberta-large/b8058066a8de32d0737b3cd82d8b4f4108745af9/STS15.json '
        'results/sdadas__mmlw-roberta-large/b8058066a8de32d0737b3cd82d8b4f4108745af9/StackExchangeClusteringP2P.v2.json '
        'results/sentence-transformers__all-MiniLM-L12-v2/364dd28d28dcd3359b537f3cf1f5348ba679da62/AngryTweetsClassification.json '
        'results/sentence-transformers__all-MiniLM-L12-v2/364dd28d28dcd3359b537f3cf1f5348ba679da62/DutchSarcasticHeadlinesClassification.json '
        'results/sentence-transformers__all-MiniLM-L12-v2/a05860a77cef7b37e0048a7864658139bc18a854/CQADupstackEnglishRetrieval.json '
        'results/sentence-transformers__all-MiniLM-L12-v2/a05860a77cef7b37e0048a7864658139bc18a854/GujaratiNewsClassification.json '
        'results/sentence-transformers__all-mpnet-base-v2/84f2bcc00d77236f9e89c8a360a00fb1139bf47d/SICKFr.json '
        'results/sentence-transformers__gtr-t5-large/no_revision_available/RedditClustering.json '
        'results/sentence-transformers__paraphrase-multilingual-mpnet-base-v2/79f2382ceacceacdf38563d7c5d16b9ff8d725d6/BIOSSES.json '
        'results/sentence-transformers__paraphrase-multilingual-mpnet-base-v2/79f2382ceacceacdf38563d7c5d16b9ff8d725d6/HagridRetrieval.json '
        'results/sentence-transformers__sentence-t5-base/no_revision_available/Touche2020.json '
        'results/sentence-transformers__sentence-t5-xxl/no_revision_available/AlloProfClusteringS2S.json '
        'results/sentence-transformers__static-similarity-mrl-multilingual-v1/7264ea07c5365a11d7e6d87dbb6195889a13054f/JSTS.json '
        'results/sentence-transformers__static-similarity-mrl-multilingual-v1/7264ea07c5365a11d7e6d87dbb6195889a13054f/MasakhaNEWSClusteringS2S.json '
        'results/sergeyzh__LaBSE-ru-turbo/1940b046c6b5e125df11722b899130329d0a46da/HellaSwag.json '
        'results/shibing624__text2vec-base-multilingual/6633dc49e554de7105458f8f2e96445c6598e9d1/ArmenianParaphrasePC.json '
        'results/shibing624__text2vec-base-multilingual/6633dc49e554de7105458f8f2e96445c6598e9d1/ToxicChatClassification.json '
        'results/silma-ai__silma-embeddding-matryoshka-v0.1/a520977a9542ebdb8a7206df6b7ff6977f1886ea/FinancialPhrasebankClassification.json '
        'results/tencent__KaLM-Embedding-Gemma3-12B-2511/edf22f4753f58b05e3f5495818d31f12db63056d/FinParaSTS.json '
        'results/thenlper__gte-large-zh/64c364e579de308104a9b2c170ca009502f4f545/MTOPDomainClassification.json '
        'results/thenlper__gte-small/17e1f347d17fe144873b1201da91788898c639cd/RUParaPhraserSTS.json '
        'results/vidore__colpali-v1.3/1b5c8929330df1a66de441a9b5409a878f0de5b0/JinaVDRShanghaiMasterPlanRetrieval.json '
        'results/voyageai__voyage-3.5/1/GujaratiNewsClassification.json '
        'results/voyageai__voyage-4-nano/29e841f72aa70c2802a92aff8c6eeb23229591b0/MrTidyRetrieval.json '
        'results/voyageai__voyage-large-2-instruct/1/EmotionClassification.json '
        'results/voyageai__voyage-large-2-instruct/1/HeadlineClassification.json '
        'results/voyageai__voyage-multilingual-2/1/InappropriatenessClassification.json '
        'results/zhibinlan__UME-R1-7B/b5c08e3273d979e0f22445306717c39ca8d45df0/RAVDESSVZeroShot.json'
    ),
    'results/BidirLM__BidirLM-270M-Embedding/769f3a064aa4113a97d9b19c2417cb67a8cf5f30': (
        'ArXivHierarchicalClusteringS2S.json OpenTenderClusteringP2P.json OpenTenderRetrieval.json XNLI.json'
    ),
    'results/Haon-Chen__e5-omni-3B/bc2c24d7596ea578d08adffd96146ed47b1e5f72': (
        'AVMemeExamVT2ARetrieval.json ArXivHierarchicalClusteringS2S.json STS12.json'
    ),
    'results/LCO-Embedding__LCO-Embedding-Omni-3B/eea763cfaf673e955ae86c64968896a3fea70189': (
        'AVMemeExamV2TRetrieval.json DiDeMoA2VRetrieval.json StanfordCarsZeroShot.json VoxPopuliLanguageID.json'
    ),
    'results/Omartificial-Intelligence-Space__Arabert-all-nli-triplet-Matryoshka/d0361a36f6fe69febfc8550d0918abab174f6f30': (
        'DanishPoliticalCommentsClassification.json LegalBenchCorporateLobbying.json '
        'NLPJournalAbsIntroRetrieval.json'
    ),
    'results/Omartificial-Intelligence-Space__Arabic-all-nli-triplet-Matryoshka/1ca467cc576bd76666a4d21b24ee43afa914dd10': (
        'KinopoiskClassification.json MLSUMClusteringP2P.json PlscClusteringP2P.v2.json '
        'RuSciBenchGRNTIClassification.json'
    ),
    'results/Omartificial-Intelligence-Space__Arabic-mpnet-base-all-nli-triplet/2628cb641e040f44328195fadcdfb58e6d5cffa7': (
        'NTREXBitextMining.json RuSciBenchGRNTIClassification.json SICKFr.json WinoGrande.json'
    ),
    'results/TIGER-Lab__VLM2Vec-Full/e9afa98002097ac2471827ba23ea1f2ddd229480': (
        'Fashion200kT2IRetrieval.json StanfordCars.json VidoreSyntheticDocQAGovernmentReportsRetrieval.json'
    ),
    'results/ai-forever__ru-en-RoSBERTa/89fb1651989adbb1cfcfdedafd7d102951ad0555': (
        'ArXivHierarchicalClusteringP2P.json MLSUMClusteringP2P.json STS14.json '
        'TweetSentimentExtractionClassification.json'
    ),
    'results/codefuse-ai__F2LLM-v2-4B/e04d1a04f4a0e154bf43969d3dcc596bbd92b1f8': (
        'CQADupstackMathematica-VN.json MedrxivClusteringP2P.v2.json NFCorpus.json SCIDOCS-Fa.v2.json '
        'SyntecReranking.json'
    ),
    'results/codefuse-ai__F2LLM-v2-80M/35baae5091e26211dbe628f1723448c146fafdf2': (
        'CQADupstackTexRetrieval.json PlscClusteringP2P.v2.json TNews.json'
    ),
    'results/codefuse-ai__F2LLM-v2-8B/5ac7d57351026337281e8e6a23e05cce16e79415': (
        'HumanEvalRetrieval.json RARbCode.json VABBClusteringS2S.json'
    ),
    'results/hotchpotch__bekko-embedding-v1-a8m/a8cedb6b46fad5df6f10e1c94750ff62e298fbd2': (
        'EightTagsClustering.json SemRel24STS.json SwednClusteringS2S.json'
    ),
    'results/ibm-granite__granite-embedding-107m-multilingual/47db56afe692f731540413c67dd818ff492277e7': (
        'BrazilianToxicTweetsClassification.json CQADupstackWordpressRetrieval.json RuSTSBenchmarkSTS.json'
    ),
    'results/intfloat__multilingual-e5-base/d13f1b27baf31030b7fd040960d60d909913633f': (
        'InappropriatenessClassification.json IsiZuluNewsClassification.json TenKGnadClusteringS2S.json'
    ),
    'results/intfloat__multilingual-e5-large/4dc6d853a804b9c8886ede6dda8a073b7dc08a81': (
        'MyanmarNews.json OdiaNewsClassification.json SCDDAuditsLegalBenchClassification.json '
        'TwitterHjerneRetrieval.json XNLI.json'
    ),
    'results/jinaai__jina-embeddings-v3/215a6e121fa0183376388ac6b1ae230326bfeaed': (
        'SCIDOCS-Fa.json STS12.json WebLINXCandidatesReranking.json'
    ),
    'results/nvidia__NV-Embed-v1/570834afd5fef5bf3a3c2311a2b6e0a66f6f4f2c': (
        'CodeFeedbackST.json SentimentAnalysisHindi.json TempReasonL2Fact.json'
    ),
    'results/sentence-transformers__LaBSE/e34fab64a3011d2176c99545a93d5cbddc9a91b7': (
        'AskUbuntuDupQuestions-VN.json MSMARCO-Fa.json SciFact-PL.json'
    ),
    'results/sentence-transformers__all-MiniLM-L6-v2/8b3219a92973c328a8e22fadcfa821b5dc75636a': (
        'Diversity5LegalBenchClassification.json HUMESTSBenchmark.json LEMBNarrativeQARetrieval.json'
    ),
}

MTEB_RESULTS_OTHER = {
    '': (
        'results/Alibaba-NLP__gte-Qwen1.5-7B-instruct/07d27e5226328010336563bc1b564a5e3436a298/model_meta.json '
        'results/Alibaba-NLP__gte-Qwen2-1.5B-instruct/c6c1b92f4a3e1b92b326ad29dd3c8433457df8dd/model_meta.json '
        'results/Alibaba-NLP__gte-Qwen2-7B-instruct/e26182b2122f4435e8b3ebecbf363990f409b45b/model_meta.json '
        'results/BAAI__bge-base-en-v1.5/a5beb1e3e68b9ab74eb54cfd186867f64f240e1a/model_meta.json '
        'results/BAAI__bge-base-en/external/model_meta.json '
        'results/BAAI__bge-large-en-v1.5/d4aa6901d3a41ba39fb536a557fa166f842b0e09/model_meta.json '
        'results/BAAI__bge-large-zh-v1.5/79e7739b6ab944e86d6171e44d24c997fc1e0116/model_meta.json '
        'results/BAAI__bge-m3/5617a9f61b028005a4858fdac845db406aefb181/run_settings.jsonl '
        'results/BAAI__bge-multilingual-gemma2/external/model_meta.json '
        'results/BAAI__bge-small-en-v1.5/5c38ec7c405ec4b44b94cc5a9bb96e735b38267a/model_meta.json '
        'results/BAAI__bge-small-zh-v1.5/7999e1d3359715c523056ef9478215996d62a620/model_meta.json '
        'results/BAAI__bge-visualized-base/98db10b10d22620010d06f11733346e1c98c34aa/model_meta.json '
        'results/BidirLM__BidirLM-270M-Embedding/769f3a064aa4113a97d9b19c2417cb67a8cf5f30/model_meta.json '
        'results/BidirLM__BidirLM-Omni-2.5B-Embedding/4d8a7d34095ef8c4ab760744015825b809756dfe/model_meta.json '
        'results/Bytedance__Seed1.6-embedding-1215/1/model_meta.json '
        'results/Cohere__Cohere-embed-english-v3.0/1/model_meta.json '
        'results/Cohere__Cohere-embed-multilingual-light-v3.0/1/model_meta.json '
        'results/Cohere__Cohere-embed-multilingual-v3.0/1/model_meta.json '
        'results/Cohere__Cohere-embed-v4.0/1/model_meta.json '
        'results/DeepPavlov__distilrubert-small-cased-conversational/e348066b4a7279b97138038299bddc6580a9169a/model_meta.json '
        'results/FacebookAI__xlm-roberta-base/e73636d4f797dec63c3081bb6ed5c7b0bb3f2089/model_meta.json '
        'results/Gameselo__STS-multilingual-mpnet-base-v2/449f917af30f590fc31f9ffb226c94f21a2f47b8/model_meta.json '
        'results/GritLM__GritLM-7B/13f00a0e36500c80ce12870ea513846a066004af/model_meta.json '
        'results/GritLM__GritLM-7B/13f00a0e36500c80ce12870ea513846a066004af/run_settings.jsonl '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-instruct-v1.5/external/model_meta.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-instruct-v1/45e42c89990c40aca042659133fc8b13c28634b5/model_meta.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-instruct-v1/45e42c89990c40aca042659133fc8b13c28634b5/run_settings.jsonl '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-v1/external/model_meta.json '
        'results/Haon-Chen__e5-omni-3B/bc2c24d7596ea578d08adffd96146ed47b1e5f72/model_meta.json '
        'results/Haon-Chen__e5-omni-7B/ffea4ae1382fc26dc9fc337a89ced3fab58e408b/model_meta.json '
        'results/ICT-TIME-and-Querit__BOOM_4B_v1/447ab88574d27e67c428acc2b429d7d4580a4ea7/model_meta.json '
        'results/ICT-TIME-and-Querit__BOOM_4B_v1/447ab88574d27e67c428acc2b429d7d4580a4ea7/run_settings.jsonl '
        'results/IEITYuan__Yuan-embedding-2.0-en/b2fd15da3bcae3473c8529593825c15068f09fce/model_meta.json '
        'results/Jaume__gemma-2b-embeddings/86431f65d7c3f66b2af096c61e614a2958f191f1/model_meta.json '
        'results/LCO-Embedding__LCO-Embedding-Omni-3B/eea763cfaf673e955ae86c64968896a3fea70189/model_meta.json '
        'results/LCO-Embedding__LCO-Embedding-Omni-7B/3d38f58aae1253a4443b1270b0767f1e533936cf/model_meta.json '
        'results/MCINext__Hakim-small/1/model_meta.json results/MCINext__Hakim-unsup/1/model_meta.json '
        'results/McGill-NLP__LLM2Vec-Mistral-7B-Instruct-v2-mntp-unsup-simcse/2c055a5d77126c0d3dc6cd8ffa30e2908f4f45f8/model_meta.json '
        'results/Mihaiii__Wartortle/external/model_meta.json '
        'results/Mihaiii__gte-micro-v4/78e1a4b348f8524c3ab2e3e3475788f5adb8c98f/model_meta.json '
        'results/Mihaiii__gte-micro/6fd2397cb9dfa7c901aedf9a2a44d3c888ccafdd/model_meta.json '
        'results/NovaSearch__stella_en_1.5B_v5/d03be74b361d4eb24f42a2fe5bd2e29917df4604/model_meta.json '
        'results/Octen__Octen-Embedding-4B/6e188e3b072c3e3678b235ad84e6e97bcbb71e8f/model_meta.json '
        'results/Octen__Octen-Embedding-4B/6e188e3b072c3e3678b235ad84e6e97bcbb71e8f/run_settings.jsonl '
        'results/Octen__Octen-Embedding-8B/f7db178d5a82fb841f606a6a67c423cead2fdbba/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabert-all-nli-triplet-Matryoshka/external/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabic-MiniLM-L12-v2-all-nli-triplet/6916465c43b984e955aa6dc72851474f0128f428/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabic-all-nli-triplet-Matryoshka/1ca467cc576bd76666a4d21b24ee43afa914dd10/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabic-labse-Matryoshka/ee6d5e33c78ed582ade47fd452a74ea52aa5bfe2/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabic-mpnet-base-all-nli-triplet/2628cb641e040f44328195fadcdfb58e6d5cffa7/model_meta.json '
        'results/Omartificial-Intelligence-Space__Marbert-all-nli-triplet-Matryoshka/ecf3274e164f057c4a3dd70691cae0265d87a9d0/model_meta.json '
        'results/OpenSearch-AI__Ops-MoA-Conan-embedding-v1/46dcd58753f3daa920c66f89e47086a534089350/model_meta.json '
        'results/OrdalieTech__Solon-embeddings-large-0.1/9f6465f6ea2f6d10c6294bc15d84edf87d47cdef/model_meta.json '
        'results/Qodo__Qodo-Embed-1-7B/f9edd9bf7f687c0e832424058e265120f603cd81/model_meta.json '
        'results/QuanSun__EVA02-CLIP-L-14/11afd202f2ae80869d6cef18b1ec775e79bd8d12/model_meta.json '
        'results/QuanSun__EVA02-CLIP-bigE-14/11afd202f2ae80869d6cef18b1ec775e79bd8d12/model_meta.json '
        'results/Qwen__Qwen3-Embedding-4B/636cd9bf47d976946cdbb2b0c3ca0cb2f8eea5ff/model_meta.json '
        'results/Qwen__Qwen3-Embedding-4B/636cd9bf47d976946cdbb2b0c3ca0cb2f8eea5ff/run_settings.jsonl '
        'results/Qwen__Qwen3-Embedding-8B/4e423935c619ae4df87b646a3ce949610c66241c/model_meta.json '
        'results/Qwen__Qwen3-Embedding-8B/4e423935c619ae4df87b646a3ce949610c66241c/run_settings.jsonl '
        'results/Salesforce__blip-itm-base-flickr/1de29e660d91ae1786c1876212ea805a22eab251/model_meta.json '
        'results/Salesforce__blip-itm-large-coco/fef05cafc05298067cbbca00b125749394a77a6f/model_meta.json '
        'results/Salesforce__blip2-opt-2.7b/51572668da0eb669e01a189dc22abe6088589a24/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-l-v2.0/edc2df7b6c25794b340229ca082e7c78782e6374/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-l/9a9e5834d2e89cdd8bb72b64111dde496e4fe78c/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-m-long/89d0f6ab196eead40b90cb6f9fefec01a908d2d1/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-m-v2.0/f2a7d59d80dfda5b1d14f096f3ce88bb6bf9ebdc/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-m/cc17beacbac32366782584c8752220405a0f3f40/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-s/d3c1d2d433dd0fdc8e9ca01331a5f225639e798f/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-s/external/model_meta.json '
        'results/TIGER-Lab__VLM2Vec-LoRA/7403b6327958071c1e33c822c7453adadccc7298/model_meta.json '
        'results/Tevatron__OmniEmbed-v0.1/fa8be315e74d07f563b07c0d053525de6dc7eda8/model_meta.json '
        'results/VLM2Vec__VLM2Vec-V2.0/e39ff079b8275ef876d3656da8c0bddbff3c4dde/model_meta.json '
        'results/VoVanPhuc__sup-SimCSE-VietNamese-phobert-base/608779b86741a8acd8c8d38132974ff04086b138/model_meta.json '
        'results/WhereIsAI__UAE-Large-V1/369c368f70f16a613f19f5598d4f12d9f44235d4/model_meta.json '
        'results/abhinand__MedEmbed-small-v0.1/40a5850d046cfdb56154e332b4d7099b63e8d50e/model_meta.json '
        'results/abhinand__MedEmbed-small-v0.1/external/model_meta.json '
        'results/ai-forever__ru-en-RoSBERTa/89fb1651989adbb1cfcfdedafd7d102951ad0555/model_meta.json '
        'results/avsolatorio__GIST-large-Embedding-v0/external/model_meta.json '
        'results/bisectgroup__BiCA-base/31237a836e5ae908c308a256573e5f0986498574/model_meta.json '
        'results/cl-nagoya__ruri-base/1ae40b8b6c78518a499425086bab8fc16c2e4b0e/model_meta.json '
        'results/clips__e5-large-trm-nl/683333f86ed9eb3699b5567f0fdabeb958d412b0/model_meta.json '
        'results/codefuse-ai__F2LLM-v2-0.6B/54b4e2dc74e01be7126d4cf5f016af6b21edc563/model_meta.json '
        'results/codefuse-ai__F2LLM-v2-14B/e42037a37e12999db44ce8e1a0e63c366c273f6a/model_meta.json '
        'results/codefuse-ai__F2LLM-v2-160M/9eb35007d12e8624e6bf3e9e35d2255b5269597f/model_meta.json '
        'results/codefuse-ai__F2LLM-v2-330M/b0e8e19bdf603b9826422852572c0d18d482c414/model_meta.json '
        'results/codefuse-ai__F2LLM-v2-80M/35baae5091e26211dbe628f1723448c146fafdf2/model_meta.json '
        'results/codefuse-ai__F2LLM-v2-80M/6faa7738f343cd4321f9b2fa92fdb7cae3c117a5/run_settings.jsonl '
        'results/codefuse-ai__F2LLM-v2-8B/5ac7d57351026337281e8e6a23e05cce16e79415/model_meta.json '
        'results/cointegrated__LaBSE-en-ru/cf0714e606d4af551e14ad69a7929cd6b0da7f7e/model_meta.json '
        'results/cointegrated__rubert-tiny2/dad72b8f77c5eef6995dd3e4691b758ba56b90c3/model_meta.json '
        'results/deepvk__USER-bge-m3/0cc6cfe48e260fb0474c753087a69369e88709ae/model_meta.json '
        'results/deepvk__USER-bge-m3/0cc6cfe48e260fb0474c753087a69369e88709ae/run_settings.jsonl '
        'results/deepvk__deberta-v1-base/bdd30b0e19757e6940c92c7aff19e8fc0a60dff4/model_meta.json '
        'results/dwzhu__e5-base-4k/1b5664b8cb2bccd8c309429b7bfe5864402e8fbc/model_meta.json '
        'results/encord-team__ebind-points-vision/9941fa57df50c13e599e608b47da1042c76c222b/model_meta.json '
        'results/facebook__pe-av-base/1c4c329b78d80a18d860ebfb05daebff4bc44518/model_meta.json '
        'results/facebook__seamless-m4t-v2-large/5f8cc790b19fc3f67a61c105133b20b34e3dcb76/model_meta.json '
        'results/facebook__wav2vec2-large/312b2410566b698c7a649068d413b2067848bd75/model_meta.json '
        'results/facebook__wav2vec2-xls-r-300m/1a640f32ac3e39899438a2931f9924c02f080a54/model_meta.json '
        'results/fangxq__XYZ-embedding/4004120220b99baea764a1d3508427248ac3bccf/model_meta.json '
        'results/google__embeddinggemma-300m/64614b0b8b64f0c6c1e52b07e4e9a4e8fe4d2da2/model_meta.json '
        'results/google__embeddinggemma-300m/64614b0b8b64f0c6c1e52b07e4e9a4e8fe4d2da2/run_settings.jsonl '
        'results/google__siglip-base-patch16-256-multilingual/8952a4eafcde3cb7ab46b1dd629b33f8784ca9c6/model_meta.json '
        'results/google__siglip-base-patch16-256/b078df89e446d623010d890864d4207fe6399f61/model_meta.json '
        'results/google__text-multilingual-embedding-002/1/model_meta.json '
        'results/hotchpotch__bekko-embedding-v1-a25m/aede922b27c1751d091b1e26c86dc82446a46cb4/model_meta.json '
        'results/hotchpotch__bekko-embedding-v1-a25m/aede922b27c1751d091b1e26c86dc82446a46cb4/run_settings.jsonl '
        'results/hotchpotch__bekko-embedding-v1-a8m/a8cedb6b46fad5df6f10e1c94750ff62e298fbd2/model_meta.json '
        'results/hotchpotch__bekko-embedding-v1-a8m/a8cedb6b46fad5df6f10e1c94750ff62e298fbd2/run_settings.jsonl '
        'results/ibm-granite__granite-embedding-107m-multilingual/external/model_meta.json '
        'results/ibm-granite__granite-embedding-30m-english/eddbb57470f896b5f8e2bfcb823d8f0e2d2024a5/model_meta.json '
        'results/ibm-granite__granite-embedding-311m-multilingual-r2/dba7b0ee9d789f330fecfb85df57699f9e7d9c42/model_meta.json '
        'results/ibm-granite__granite-embedding-311m-multilingual-r2/dba7b0ee9d789f330fecfb85df57699f9e7d9c42/run_settings.jsonl '
        'results/ibm-granite__granite-embedding-97m-multilingual-r2/c61e626a6255c490879d0af885078b61929d51f6/model_meta.json '
        'results/ibm-granite__granite-embedding-97m-multilingual-r2/c61e626a6255c490879d0af885078b61929d51f6/run_settings.jsonl '
        'results/infgrad__stella-base-en-v2/c9e80ff9892d80b39dc54e30a7873f91ea161034/model_meta.json '
        'results/intfloat__e5-base-v2/1c644c92ad3ba1efdad3f1451a637716616a20e8/model_meta.json '
        'results/intfloat__e5-base/b533fe4636f4a2507c08ddab40644d20b0006d6a/model_meta.json '
        'results/intfloat__e5-large/4dc6d853a804b9c8886ede6dda8a073b7dc08a81/model_meta.json '
        'results/intfloat__e5-mistral-7b-instruct/07163b72af1488142a360786df853f237b1a3ca1/model_meta.json '
        'results/intfloat__multilingual-e5-base/d13f1b27baf31030b7fd040960d60d909913633f/model_meta.json '
        'results/intfloat__multilingual-e5-large-instruct/baa7be480a7de1539afce709c8f13f833a510e0a/model_meta.json '
        'results/intfloat__multilingual-e5-small/fd1525a9fd15316a2d503bf26ab031a61d056e98/run_settings.jsonl '
        'results/izhx__udever-bloom-1b1/7bf1ee29878cb040b2708a691aa4b61f27eaa252/model_meta.json '
        'results/izhx__udever-bloom-3b/4edd8affe80ca89ba0f6b6ba4103fc7f25fc57b2/model_meta.json '
        'results/izhx__udever-bloom-560m/b2a723e355946ec5a5c5fbed3459766627ded2bb/model_meta.json '
        'results/jinaai__jina-embedding-b-en-v1/external/model_meta.json '
        'results/jinaai__jina-embedding-s-en-v1/5ac6cd473e2324c6d5f9e558a6a9f65abb57143e/model_meta.json '
        'results/jinaai__jina-embedding-s-en-v1/c1fed70aa4823a640f1a7150a276e4d3b08dce08/model_meta.json '
        'results/jinaai__jina-embedding-s-en-v1/external/model_meta.json '
        'results/jinaai__jina-embeddings-v2-base-en/6e85f575bc273f1fd840a658067d0157933c83f0/model_meta.json '
        'results/jinaai__jina-embeddings-v2-small-en/796cff318cdd4e5fbe8b7303a1ef8cbec36996ef/model_meta.json '
        'results/jinaai__jina-embeddings-v2-small-en/external/model_meta.json '
        'results/jinaai__jina-embeddings-v3/215a6e121fa0183376388ac6b1ae230326bfeaed/model_meta.json '
        'results/jinaai__jina-embeddings-v5-omni-nano/2b230c93c996e091a45b95af4e3315dd07605ee3/model_meta.json '
        'results/jinaai__jina-embeddings-v5-omni-small/dfdcc361ec47c69a5afcd81e4bd148abb9d0568e/model_meta.json '
        'results/jinaai__jina-embeddings-v5-omni-small/dfdcc361ec47c69a5afcd81e4bd148abb9d0568e/run_settings.jsonl '
        'results/jxm__cde-small-v2/external/model_meta.json '
        'results/laion__clap-htsat-fused/cca9e288ab447cee67d9ada1f85ddb46500f1401/model_meta.json '
        'results/laion__larger_clap_general/ada0c23a36c4e8582805bb38fec3905903f18b41/model_meta.json '
        'results/lightonai__DenseOn/ec27cc88bc0899adbf4edf76e81ca4d2c9e390de/model_meta.json '
        'results/manu__bge-m3-custom-fr/ed3ef88678ba83ddf4c0fab71a93cb90d89a9078/model_meta.json '
        'results/manu__sentence_croissant_alpha_v0.2/4610b8cea65d7dd59e0b04af50753933fe5b29b2/model_meta.json '
        'results/manu__sentence_croissant_alpha_v0.3/4ac16754f3d81aba76cc32955dc9ee4122df96eb/model_meta.json '
        'results/manveertamber__cadet-embed-base-v1/8056d118be37a566f20972a5f35cda815f6bc47e/model_meta.json '
        'results/microsoft__harrier-oss-v1-270m/31de22b673913c7d658c0f03f792d77c2dcf8ebd/model_meta.json '
        'results/microsoft__harrier-oss-v1-270m/31de22b673913c7d658c0f03f792d77c2dcf8ebd/run_settings.jsonl '
        'results/microsoft__msclap-2022/no_revision/model_meta.json '
        'results/microsoft__xclip-base-patch32/a2e27a78a2b5d802e894b8a1ef14f3a8ce490963/model_meta.json '
        'results/minetta__nemotron-3-embed-8b-legal/70d7e152f3a5e676478c9f947b1e23c4ba755019/model_meta.json '
        'results/minetta__nemotron-3-embed-8b-legal/70d7e152f3a5e676478c9f947b1e23c4ba755019/run_settings.jsonl '
        'results/minishlab__M2V_base_output/02460ae401a22b09d2c6652e23371398329551e2/model_meta.json '
        'results/minishlab__potion-base-32M/fc914ed07732443f18799169a2571d427209c51d/model_meta.json '
        'results/minishlab__potion-base-8M/dcbec7aa2d52fc76754ac6291803feedd8c619ce/model_meta.json '
        'results/minishlab__potion-multilingual-128M/38ebd7f10f71e67fa8db898290f92b82e9cfff2a/model_meta.json '
        'results/mixedbread-ai__mxbai-embed-2d-large-v1/external/model_meta.json '
        'results/mixedbread-ai__mxbai-embed-xsmall-v1/external/model_meta.json '
        'results/mteb__baseline-random-encoder/1/model_meta.json '
        'results/nomic-ai__colnomic-embed-multimodal-3b/86627b4a9b0cade577851a70afa469084f9863a4/model_meta.json '
        'results/nomic-ai__nomic-embed-text-v1-unsupervised/b53d557b15ae63852847c222d336c1609eced93c/model_meta.json '
        'results/nomic-ai__nomic-embed-text-v1/0759316f275aa0cb93a5b830973843ca66babcf5/model_meta.json '
        'results/nomic-ai__nomic-embed-text-v2-moe/1066b6599d099fbb93dfcb64f9c37a7c9e503e85/model_meta.json '
        'results/nvidia__NV-Embed-v1/570834afd5fef5bf3a3c2311a2b6e0a66f6f4f2c/model_meta.json '
        'results/nvidia__Nemotron-3-Embed-1B-BF16/f880174635613cff04033875fc6a69296cb72006/model_meta.json '
        'results/nvidia__Nemotron-3-Embed-1B-BF16/f880174635613cff04033875fc6a69296cb72006/run_settings.jsonl '
        'results/nvidia__Nemotron-3-Embed-8B-BF16/dd9d06b1852ef836d3dc2fbd2b71a34356912759/model_meta.json '
        'results/nvidia__Nemotron-3-Embed-8B-BF16/dd9d06b1852ef836d3dc2fbd2b71a34356912759/run_settings.jsonl '
        'results/nvidia__omni-embed-nemotron-3b/e0e93aaaa65d2422a8a0c1284116e71f7a0fe966/model_meta.json '
        'results/openai__clip-vit-base-patch32/3d74acf9a28c67741b2f4f2ea7635f0aaf6f0268/model_meta.json '
        'results/openai__clip-vit-base-patch32/3d74acf9a28c67741b2f4f2ea7635f0aaf6f0268/run_settings.jsonl '
        'results/openai__text-embedding-3-small/1/model_meta.json '
        'results/openai__text-embedding-3-small/2/model_meta.json '
        'results/sdadas__mmlw-e5-base/external/model_meta.json '
        'results/sdadas__mmlw-e5-large/5c143fb045ebed664fd85b43fc45155999eb110f/model_meta.json '
        'results/sdadas__mmlw-e5-small/ff1298cb6d997f18b794d2f3d73cad2ba2ad739a/model_meta.json '
        'results/sdadas__mmlw-roberta-base/0ac7f23f6c96af601fa6a17852bd08d5136d6365/model_meta.json '
        'results/sdadas__mmlw-roberta-large/b8058066a8de32d0737b3cd82d8b4f4108745af9/model_meta.json '
        'results/sentence-transformers__LaBSE/e34fab64a3011d2176c99545a93d5cbddc9a91b7/model_meta.json '
        'results/sentence-transformers__all-MiniLM-L12-v2/364dd28d28dcd3359b537f3cf1f5348ba679da62/model_meta.json '
        'results/sentence-transformers__all-MiniLM-L12-v2/364dd28d28dcd3359b537f3cf1f5348ba679da62/run_settings.jsonl '
        'results/sentence-transformers__all-MiniLM-L12-v2/a05860a77cef7b37e0048a7864658139bc18a854/model_meta.json '
        'results/sentence-transformers__all-MiniLM-L6-v2/8b3219a92973c328a8e22fadcfa821b5dc75636a/model_meta.json '
        'results/sentence-transformers__all-mpnet-base-v2/84f2bcc00d77236f9e89c8a360a00fb1139bf47d/model_meta.json '
        'results/sentence-transformers__paraphrase-multilingual-mpnet-base-v2/79f2382ceacceacdf38563d7c5d16b9ff8d725d6/model_meta.json '
        'results/sentence-transformers__static-similarity-mrl-multilingual-v1/7264ea07c5365a11d7e6d87dbb6195889a13054f/model_meta.json '
        'results/sentence-transformers__static-similarity-mrl-multilingual-v1/7264ea07c5365a11d7e6d87dbb6195889a13054f/run_settings.jsonl '
        'results/sergeyzh__LaBSE-ru-turbo/1940b046c6b5e125df11722b899130329d0a46da/model_meta.json '
        'results/sergeyzh__LaBSE-ru-turbo/1940b046c6b5e125df11722b899130329d0a46da/run_settings.jsonl '
        'results/shibing624__text2vec-base-multilingual/6633dc49e554de7105458f8f2e96445c6598e9d1/model_meta.json '
        'results/silma-ai__silma-embeddding-matryoshka-v0.1/a520977a9542ebdb8a7206df6b7ff6977f1886ea/model_meta.json '
        'results/tencent__KaLM-Embedding-Gemma3-12B-2511/edf22f4753f58b05e3f5495818d31f12db63056d/model_meta.json '
        'results/thenlper__gte-large-zh/64c364e579de308104a9b2c170ca009502f4f545/model_meta.json '
        'results/vidore__colpali-v1.3/1b5c8929330df1a66de441a9b5409a878f0de5b0/model_meta.json '
        'results/voyageai__voyage-3.5/1/model_meta.json '
        'results/voyageai__voyage-4-nano/29e841f72aa70c2802a92aff8c6eeb23229591b0/model_meta.json '
        'results/voyageai__voyage-large-2-instruct/1/model_meta.json '
        'results/voyageai__voyage-multilingual-2/1/model_meta.json '
        'results/zhibinlan__UME-R1-7B/b5c08e3273d979e0f22445306717c39ca8d45df0/model_meta.json'
    ),
}

MTEB_META_KIND = {
    '': (
        'results/AITeamVN__Vietnamese_Embedding/fcbbb905e6c3757d421aaa5db6fd7c53d038f6fb/model_meta.json '
        'results/AQ-MedAI__Diver-Retriever-4B-1020/3984377d297f4c3bcf5d625ea7b48feea7f58c57/model_meta.json '
        'results/AQ-MedAI__Diver-Retriever-4B/ff7f8bc8d1827734dcf2bbfab99f065be618069a/model_meta.json '
        'results/Alibaba-NLP__gme-Qwen2-VL-7B-Instruct/external/model_meta.json '
        'results/Alibaba-NLP__gte-Qwen2-1.5B-instruct/c6c1b92f4a3e1b92b326ad29dd3c8433457df8dd/model_meta.json '
        'results/Alibaba-NLP__gte-multilingual-base/external/model_meta.json '
        'results/BAAI__bge-base-en-v1.5/a5beb1e3e68b9ab74eb54cfd186867f64f240e1a/model_meta.json '
        'results/BAAI__bge-base-en-v1.5/external/model_meta.json '
        'results/BAAI__bge-base-en/b737bf5dcc6ee8bdc530531266b4804a5d77b5d8/model_meta.json '
        'results/BAAI__bge-base-en/external/model_meta.json '
        'results/BAAI__bge-base-zh-v1.5/f03589ceff5aac7111bd60cfc7d497ca17ecac65/model_meta.json '
        'results/BAAI__bge-large-en/external/model_meta.json '
        'results/BAAI__bge-m3/5617a9f61b028005a4858fdac845db406aefb181/model_meta.json '
        'results/BAAI__bge-small-en-v1.5/external/model_meta.json '
        'results/BAAI__bge-small-en/external/model_meta.json '
        'results/BAAI__bge-visualized-m3/98db10b10d22620010d06f11733346e1c98c34aa/model_meta.json '
        'results/BeastyZ__e5-R-mistral-7b/external/model_meta.json '
        'results/BidirLM__BidirLM-0.6B-Embedding/f6279763d6bd59ff963897965f29fed0b447ed3c/model_meta.json '
        'results/BorisTM__starse/8ae7fd7f139bb1ae7c52af8e9a3df419abe66777/model_meta.json '
        'results/ByteDance-Seed__Seed1.5-Embedding/4/model_meta.json '
        'results/ByteDance__ListConRanker/95ae6a5f422a916bc36520f0f3e198e7d91520a0/model_meta.json '
        'results/Bytedance__Seed1.6-embedding-1215/1/model_meta.json '
        'results/Bytedance__Seed1.6-embedding/1/model_meta.json '
        'results/Cohere__Cohere-embed-english-light-v3.0/1/model_meta.json '
        'results/Cohere__Cohere-embed-english-v3.0/external/model_meta.json '
        'results/Cohere__Cohere-embed-multilingual-light-v3.0/1/model_meta.json '
        'results/Cohere__Cohere-embed-multilingual-v3.0/external/model_meta.json '
        'results/Cohere__Cohere-embed-v4.0_(output_dtype=binary)/1/model_meta.json '
        'results/Cohere__Cohere-embed-v4.0_(output_dtype=int8)/1/model_meta.json '
        'results/DMetaSoul__Dmeta-embedding-zh-small/2050d3439a2f68999dd648c1697471acaac37a29/model_meta.json '
        'results/DMetaSoul__Dmeta-embedding-zh-small/external/model_meta.json '
        'results/DMetaSoul__sbert-chinese-general-v1/bd27765956bcc2fcf682de0097819947ac10037e/model_meta.json '
        'results/DMetaSoul__sbert-chinese-general-v1/external/model_meta.json '
        'results/DeepPavlov__rubert-base-cased/4036cab694767a299f2b9e6492909664d9414229/model_meta.json '
        'results/EximiusLabs__fusion-embedding-1-2b-preview/b551ea8033bee3cd51468cbde2bb25397292e0b3/model_meta.json '
        'results/EximiusLabs__fusion-embedding-2-2b-preview/2d30494e4ef581ccad66e9d90b55dc4a84b96bc4/model_meta.json '
        'results/GeoGPT-Research-Project__GeoEmbedding/29803c28ea7ef6871194a8ebc85ad7bfe174928e/model_meta.json '
        'results/GritLM__GritLM-7B/13f00a0e36500c80ce12870ea513846a066004af/model_meta.json '
        'results/GritLM__GritLM-8x7B/external/model_meta.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-v1/8a82a0cd2b322b91723e252486f7cce6fd8ac9d3/model_meta.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-v1/external/model_meta.json '
        'results/Hanno-Labs__dinghy-law-0.6b-v1/fa421dfe45e21f3d676a707ffb04b05051bd9ae9/model_meta.json '
        'results/Haon-Chen__e5-omni-3B/bc2c24d7596ea578d08adffd96146ed47b1e5f72/model_meta.json '
        'results/Hum-Works__lodestone-base-4096-v1/external/model_meta.json '
        'results/IEITYuan__Yuan-embedding-2.0-zh/b5ebcace6f4fc6e5a4d1852557eb2dc2d1040cee/model_meta.json '
        'results/Jaume__gemma-2b-embeddings/86431f65d7c3f66b2af096c61e614a2958f191f1/model_meta.json '
        'results/Jaume__gemma-2b-embeddings/external/model_meta.json '
        'results/KFST__XLMRoberta-en-da-sv-nb/d40c10ca7b1e68b5a8372f2d112dac9eb3279df1/model_meta.json '
        'results/Kingsoft-LLM__QZhou-Embedding-Zh/0321ccb126413d1e49c5ce908e802b63d35f18e2/model_meta.json '
        'results/KiteFishAI__Nano-Em1-0.6B-v2.1/abc564a007cc237cfc2bb0550da22c5753e5db2b/model_meta.json '
        'results/KiteFishAI__Nano-Em1-0.6B-v2/910d7de4086239ce5bc1c55e4a2e56395b3f04b9/model_meta.json '
        'results/Kowshik24__bangla-sentence-transformer-ft-matryoshka-paraphrase-multilingual-mpnet-base-v2/6689c21e69be5950596bad084457cbaa138728d8/model_meta.json '
        'results/MCINext__Hakim-small/1/model_meta.json results/MCINext__Hakim-unsup/1/model_meta.json '
        'results/MCINext__Hakim/1/model_meta.json '
        'results/McGill-NLP__LLM2Vec-Meta-Llama-3-8B-Instruct-mntp-supervised/baa8ebf04a1c2500e61288e7dad65e8ae42601a7/model_meta.json '
        'results/McGill-NLP__LLM2Vec-Meta-Llama-3-8B-Instruct-mntp-unsup-simcse/1cb7b735326d13a8541db8f57f35da5373f5e9c6/model_meta.json '
        'results/McGill-NLP__LLM2Vec-Sheared-LLaMA-mntp-supervised/a5943d406c6b016fef3f07906aac183cf1a0b47d/model_meta.json '
        'results/Mihaiii__Ivysaur/65914d976f45beb4bda7485c39d88865b4ce6554/model_meta.json '
        'results/Mihaiii__Venusaur/external/model_meta.json '
        'results/Mihaiii__Wartortle/14caca5253414d38a7d28b62d1b7c30ef3293a87/model_meta.json '
        'results/Mihaiii__gte-micro-v4/external/model_meta.json '
        'results/NeuML__pubmedbert-base-embeddings-100K/bac5e3b12fb8c650e92a19c41b436732c4f16e9e/model_meta.json '
        'results/NeuML__pubmedbert-base-embeddings-2M/1d7bbe04d6713e425161146bfdc71473cbed498a/model_meta.json '
        'results/NeuML__pubmedbert-base-embeddings-500K/71f65d59ddf416f7c2dbf5580ebaa70b6bec7707/model_meta.json '
        'results/NeuML__pubmedbert-base-embeddings-8M/387d350015e963744f4fafe56a574b7cd48646c9/model_meta.json '
        'results/NeuML__pubmedbert-base-embeddings-8M/b6a0de4964b05d69fea61532cd6ae1241a3ee9fd/model_meta.json '
        'results/NovaSearch__jasper_en_vision_language_v1/b63cc243c0c027ac3dbe7735c9bd1049e0741d13/model_meta.json '
        'results/NovaSearch__stella_en_400M_v5/1bb50bc7bb726810eac2140e62155b88b0df198f/model_meta.json '
        'results/NovaSearch__stella_en_400M_v5/external/model_meta.json '
        'results/Octen__Octen-Embedding-4B-INT8/47946e4e80f06a259308f7a3eaacc2a8045799fb/model_meta.json '
        'results/Octen__Octen-Embedding-4B/6e188e3b072c3e3678b235ad84e6e97bcbb71e8f/model_meta.json '
        'results/Octen__Octen-Embedding-8B/2030603c2926ab005fafd824fac5911e271be21f/model_meta.json '
        'results/Octen__Octen-Embedding-8B/f7db178d5a82fb841f606a6a67c423cead2fdbba/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabert-all-nli-triplet-Matryoshka/d0361a36f6fe69febfc8550d0918abab174f6f30/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabert-all-nli-triplet-Matryoshka/external/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabic-MiniLM-L12-v2-all-nli-triplet/external/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabic-labse-Matryoshka/ee6d5e33c78ed582ade47fd452a74ea52aa5bfe2/model_meta.json '
        'results/Omartificial-Intelligence-Space__Arabic-mpnet-base-all-nli-triplet/2628cb641e040f44328195fadcdfb58e6d5cffa7/model_meta.json '
        'results/Omartificial-Intelligence-Space__Marbert-all-nli-triplet-Matryoshka/ecf3274e164f057c4a3dd70691cae0265d87a9d0/model_meta.json '
        'results/OpenMuQ__MuQ-MuLan-large/8a081dbcf84edd47ea7db3c4ecb8fd1ec1ddacfe/model_meta.json '
        'results/PartAI__Tooka-SBERT-V2-Large/b59682efa961122cc0e4408296d5852870c82eae/model_meta.json '
        'results/PartAI__Tooka-SBERT-V2-Small/8bbed87e36669387f71437c061430ba56d1b496f/model_meta.json '
        'results/Qwen__Qwen3-Embedding-4B/636cd9bf47d976946cdbb2b0c3ca0cb2f8eea5ff/model_meta.json '
        'results/Qwen__Qwen3-Embedding-8B/4e423935c619ae4df87b646a3ce949610c66241c/model_meta.json '
        'results/Qwen__Qwen3-Omni-30B-A3B-Instruct/26291f793822fb6be9555850f06dfe95f2d7e695/model_meta.json '
        'results/Qwen__Qwen3-Omni-30B-A3B-Thinking/2f443cfc4c54b14a815c0e2bb9a9d6cbcd9a748b/model_meta.json '
        'results/Qwen__Qwen3-VL-Embedding-8B/2c4565515e0f265c6511776e7193b22c0968ddc7/model_meta.json '
        'results/Sailesh97__Hinvec/d4fc678720cc1b8c5d18599ce2d9a4d6090c8b6b/model_meta.json '
        'results/Salesforce__SFR-Embedding-2_R/91762139d94ed4371a9fa31db5551272e0b83818/model_meta.json '
        'results/Salesforce__blip-image-captioning-base/89b09ea1789f7addf2f6d6f0dfc4ce10ab58ef84/model_meta.json '
        'results/Salesforce__blip2-opt-2.7b/51572668da0eb669e01a189dc22abe6088589a24/model_meta.json '
        'results/Shuu12121__CodeSearch-ModernBERT-Crow-Plus/044a7a4b552f86e284817234c336bccf16f895ce/model_meta.json '
        'results/Singaraj__morisien-embed/3187caaa709a8ea65a27342bddf87429e29d35f6/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-l-v2.0/external/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-l/external/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-m-long/89d0f6ab196eead40b90cb6f9fefec01a908d2d1/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-m-long/external/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-m-v2.0/0d1661ceed1cb456c85726749d5be61ebb30d4f1/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-m-v2.0/external/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-m/cc17beacbac32366782584c8752220405a0f3f40/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-s/external/model_meta.json '
        'results/Snowflake__snowflake-arctic-embed-xs/external/model_meta.json '
        'results/TencentBAC__Conan-embedding-v1/external/model_meta.json '
        'results/TencentBAC__Conan-embedding-v2/66637545db7fefd75b5982c2ce1a503de088c6e7/model_meta.json '
        'results/Tevatron__OmniEmbed-v0.1/fa8be315e74d07f563b07c0d053525de6dc7eda8/model_meta.json '
        'results/TomoroAI__tomoro-colqwen3-embed-4b/4123a7add987edfa09105b9e420d91dffa10e9fd/model_meta.json '
        'results/TomoroAI__tomoro-colqwen3-embed-4b/6a32fb68598730bf5620fbf18d832c784235c59c/model_meta.json '
        'results/TomoroAI__tomoro-colqwen3-embed-8b/5ba6feafdc0b61bfa2348989e80ac06ccf1a0a3f/model_meta.json '
        'results/VAGOsolutions__SauerkrautLM-ColQwen3-1.7b-Turbo-v0.1/19c295a18e057d6d82754f627c09408117ffdb66/model_meta.json '
        'results/abhinand__MedEmbed-small-v0.1/40a5850d046cfdb56154e332b4d7099b63e8d50e/model_meta.json '
        'results/ai-forever__sbert_large_nlu_ru/af977d5dfa46a3635e29bf0ef383f2df2a08d47a/model_meta.json '
        'results/andersborges__model2vecdk/cb576c78dcc1b729e4612645f61db59929d69e61/model_meta.json '
        'results/asapp__sew-d-tiny-100k-ft-ls100h/1966cdcfbd2123ee90b003c2aa6ec6fe204cc4d8/model_meta.json '
        'results/athrael-soju__colqwen3.5-4.5B-v3/fe68094c22e6e956190086d610b058263e562002/model_meta.json '
        'results/avsolatorio__GIST-Embedding-v0/bf6b2e55e92f510a570ad4d7d2da2ec8cd22590c/model_meta.json '
        'results/avsolatorio__GIST-all-MiniLM-L6-v2/ea89dfad053bba14677bb784a4269898abbdce44/model_meta.json '
        'results/avsolatorio__GIST-small-Embedding-v0/d6c4190f9e01b9994dc7cac99cf2f2b85cfb57bc/model_meta.json '
        'results/avsolatorio__GIST-small-Embedding-v0/external/model_meta.json '
        'results/avsolatorio__NoInstruct-small-Embedding-v0/b38747000553d8268915c95a55fc87e707c9aadd/model_meta.json '
        'results/avsolatorio__NoInstruct-small-Embedding-v0/external/model_meta.json '
        'results/baseline__Human/annotator_a7e82e0b-ad1c-450d-b9ff-7502e96815d6/model_meta.json '
        'results/baseline__Human/annotator_fa668689-538c-4dc3-a9b4-b1ca70a237e9/model_meta.json '
        'results/bedrock__cohere-embed-english-v3/1/model_meta.json '
        'results/bflhc__MoD-Embedding/acbb5b70fdab262226a6af2bc62001de8021b05c/model_meta.json '
        'results/bkai-foundation-models__vietnamese-bi-encoder/84f9d9ada0d1a3c37557398b9ae9fcedcdf40be0/model_meta.json '
        'results/brahmairesearch__slx-v0.1/external/model_meta.json '
        'results/cl-nagoya__ruri-base/1ae40b8b6c78518a499425086bab8fc16c2e4b0e/model_meta.json '
        'results/cl-nagoya__ruri-large-v2/42898ef34a5574977380ebf0dfd28cbfbd36438b/model_meta.json '
        'results/cl-nagoya__ruri-large/a011c39b13e8bc137ee13c6bc82191ece46c414c/model_meta.json '
        'results/cl-nagoya__ruri-v3-130m/e3114c6ee10dbab8b4b235fbc6dcf9dd4d5ac1a6/model_meta.json '
        'results/cl-nagoya__ruri-v3-70m/07a8b0aba47d29d2ca21f89b915c1efe2c23d1cc/model_meta.json '
        'results/clips__e5-base-trm-nl/6bd5722f236da48b4b8bcb28cc1fc478f7089956/model_meta.json '
        'results/clips__e5-large-trm-nl/683333f86ed9eb3699b5567f0fdabeb958d412b0/model_meta.json '
        'results/cnmoro__static-nomic-384-pten-v2-st/50fed70340b370b707f0f220010eac250bee7c18/model_meta.json '
        'results/codefuse-ai__C2LLM-7B/c1dc16d6d64eb962c783bfb36a6d9c2f24a86dca/model_meta.json '
        'results/codefuse-ai__F2LLM-0.6B/36416618b83d4bd84a8ca30c2ee01ed518f9f2e7/model_meta.json '
        'results/codefuse-ai__F2LLM-1.7B/fdce0e09655f42cea26f7f66f5a70cd4507ea45c/model_meta.json '
        'results/codefuse-ai__F2LLM-4B/9fe95901ed2b6b59dd7673d6e93c9d76766a1e25/model_meta.json '
        'results/codefuse-ai__F2LLM-v2-330M/b0e8e19bdf603b9826422852572c0d18d482c414/model_meta.json '
        'results/contextboxai__halong_embedding/b57776031035f70ed2030d2e35ecc533eb0f8f71/model_meta.json '
        'results/deepvk__USER-bge-m3/0cc6cfe48e260fb0474c753087a69369e88709ae/model_meta.json '
        'results/deepvk__USER2-base/0942cf96909b6d52e61f79a01e2d30c7be640b27/model_meta.json '
        'results/deepvk__deberta-v1-base/bdd30b0e19757e6940c92c7aff19e8fc0a60dff4/model_meta.json '
        'results/dragonkue__multilingual-e5-small-ko-v2/fcfc26bf355882620c48df58be112275bd756f50/model_meta.json '
        'results/dunzhang__stella-mrl-large-zh-v3.5-1792d/17bb1c32a93a8fc5f6fc9e91d5ea86da99983cfe/model_meta.json '
        'results/emillykkejensen__Qwen3-Embedding-Scandi-0.6B/cf1e7ba36ebd3d605549d8f02930a18e17b54513/model_meta.json '
        'results/encord-team__ebind-points-vision/9941fa57df50c13e599e608b47da1042c76c222b/model_meta.json '
        'results/facebook__data2vec-audio-large-960h/27aba26eed532b86dcd0f17284a0307de4b51f39/model_meta.json '
        'results/facebook__dinov2-giant/611a9d42f2335e0f921f1e313ad3c1b7178d206d/model_meta.json '
        'results/facebook__encodec_24khz/c1dbe2ae3f1de713481a3b3e7c47f357092ee040/model_meta.json '
        'results/facebook__mms-1b-fl102/d483345545bea550895b1aa0c6ba40236b9f1e22/model_meta.json '
        'results/facebook__mms-1b-l1107/1fdc004dff8c399df6b15f136abfe8e83e073d51/model_meta.json '
        'results/facebook__pe-av-base/1c4c329b78d80a18d860ebfb05daebff4bc44518/model_meta.json '
        'results/facebook__vjepa2-vith-fpc64-256/b5eac8703e3efdc1547fbb6ddfbeb133dc0bdee5/model_meta.json '
        'results/facebook__vjepa2-vitl-fpc32-256-diving48/71ae2a8b1ff5a297aeeaae9b5e64c7a2e5e6a633/model_meta.json '
        'results/facebook__wav2vec2-lv-60-espeak-cv-ft/ae45363bf3413b374fecd9dc8bc1df0e24c3b7f4/model_meta.json '
        'results/facebook__wav2vec2-xls-r-2b/3b6d89d0fabead7da552eaaa07549c7c9c36d303/model_meta.json '
        'results/fangxq__XYZ-embedding/4004120220b99baea764a1d3508427248ac3bccf/model_meta.json '
        'results/fyaronskiy__english_code_retriever/be653fab7d27a7348a0c2c3d16b9f92a7f10cb0c/model_meta.json '
        'results/geevec-ai__geevec-embeddings-1.0-lite/e62d287818e2da9d647c77d6eb2e13c50e50f9eb/model_meta.json '
        'results/google__siglip-base-patch16-224/7fd15f0689c79d79e38b1c2e2e2370a7bf2761ed/model_meta.json '
        'results/google__siglip-base-patch16-256-multilingual/8952a4eafcde3cb7ab46b1dd629b33f8784ca9c6/model_meta.json '
        'results/google__siglip-base-patch16-512/753a949581523b60257d93e18391e8c27f72eb22/model_meta.json '
        'results/google__text-embedding-004/1/model_meta.json results/google__yamnet/1/model_meta.json '
        'results/hotchpotch__bekko-embedding-v1-a8m/a8cedb6b46fad5df6f10e1c94750ff62e298fbd2/model_meta.json '
        'results/iara-project__ModBERTBr-matryoshka-sts-pt/4d4d51e080ee6b8fc73addc85f89800540fe9be6/model_meta.json '
        'results/ibm-granite__granite-embedding-278m-multilingual/84e3546b88b0cb69f8078608a1df558020bcbf1f/model_meta.json '
        'results/ibm-granite__granite-embedding-30m-english/external/model_meta.json '
        'results/ibm-granite__granite-embedding-english-r2/6e7b8ce0e76270394ac4669ba4bbd7133b60b7f9/model_meta.json '
        'results/intfloat__e5-base-v2/external/model_meta.json '
        'results/intfloat__e5-large-v2/b322e09026e4ea05f42beadf4d661fb4e101d311/model_meta.json '
        'results/intfloat__e5-small-v2/dca8b1a9dae0d4575df2bf423a5edb485a431236/model_meta.json '
        'results/intfloat__e5-small/external/model_meta.json '
        'results/intfloat__multilingual-e5-base/835193815a3936a24a0ee7dc9e3d48c1fbb19c55/model_meta.json '
        'results/intfloat__multilingual-e5-base/d13f1b27baf31030b7fd040960d60d909913633f/model_meta.json '
        'results/intfloat__multilingual-e5-large-instruct/external/model_meta.json '
        'results/intfloat__multilingual-e5-large/4dc6d853a804b9c8886ede6dda8a073b7dc08a81/model_meta.json '
        'results/intfloat__multilingual-e5-small/e4ce9877abf3edfe10b0d82785e83bdcb973e22e/model_meta.json '
        'results/izhx__udever-bloom-1b1/7bf1ee29878cb040b2708a691aa4b61f27eaa252/model_meta.json '
        'results/izhx__udever-bloom-1b1/external/model_meta.json '
        'results/izhx__udever-bloom-3b/external/model_meta.json '
        'results/izhx__udever-bloom-560m/external/model_meta.json '
        'results/izhx__udever-bloom-7b1/18e8d3e6dbd94868584877f2e72a105a17df22ef/model_meta.json '
        'results/jinaai__jina-embedding-b-en-v1/32aa658e5ceb90793454d22a57d8e3a14e699516/model_meta.json '
        'results/jinaai__jina-embedding-b-en-v1/aa0645035294a8c0607ce5bb700aba982cdff32c/model_meta.json '
        'results/jinaai__jina-embedding-b-en-v1/external/model_meta.json '
        'results/jinaai__jina-embedding-s-en-v1/5ac6cd473e2324c6d5f9e558a6a9f65abb57143e/model_meta.json '
        'results/jinaai__jina-embedding-s-en-v1/c1fed70aa4823a640f1a7150a276e4d3b08dce08/model_meta.json '
        'results/jinaai__jina-embeddings-v2-base-en/external/model_meta.json '
        'results/jinaai__jina-embeddings-v2-small-en/44e7d1d6caec8c883c2d4b207588504d519788d0/model_meta.json '
        'results/jinaai__jina-embeddings-v3/215a6e121fa0183376388ac6b1ae230326bfeaed/model_meta.json '
        'results/jinaai__jina-embeddings-v3/external/model_meta.json '
        'results/jinaai__jina-embeddings-v5-omni-nano/2b230c93c996e091a45b95af4e3315dd07605ee3/model_meta.json '
        'results/jinaai__jina-reranker-v3/050e171c4f75dfec5b648ed8470a2475e5a30f30/model_meta.json '
        'results/kakaobrain__align-base/e96a37facc7b1f59090ece82293226b817afd6ba/model_meta.json '
        'results/keeeeenw__MicroLlama-text-embedding/98f70f14cdf12d7ea217ed2fd4e808b0195f1e7e/model_meta.json '
        'results/laion__CLIP-ViT-B-32-DataComp.XL-s13B-b90K/f0e2ffa09cbadab3db6a261ec1ec56407ce42912/model_meta.json '
        'results/laion__CLIP-ViT-H-14-laion2B-s32B-b79K/de081ac0a0ca8dc9d1533eed1ae884bb8ae1404b/model_meta.json '
        'results/laion__CLIP-ViT-L-14-DataComp.XL-s13B-b90K/84c9828e63dc9a9351d1fe637c346d4c1c4db341/model_meta.json '
        'results/laion__larger_clap_general/ada0c23a36c4e8582805bb38fec3905903f18b41/model_meta.json '
        'results/lier007__xiaobu-embedding-v2/external/model_meta.json '
        'results/lightonai__ColBERT-Zero-supervised/9340f7e825b4d37fdf2c6e950c1a928fe24d770b/model_meta.json '
        'results/lightonai__DenseOn-unsupervised/7c1a49520e7156b3c3757d56f1bea70120f61232/model_meta.json '
        'results/lightonai__mDenseOn/d61878b089bba2156fe029d3bb8ccaad368a6249/model_meta.json '
        'results/lightonai__mLateOn/1a3f1d70415f80515ee4611ce3ba96ea7f5816ca/model_meta.json '
        'results/m3hrdadfi__bert-zwnj-wnli-mean-tokens/b9506ddc579ac8c398ae6dae680401ae0a1a5b23/model_meta.json '
        'results/malenia1__ternary-weight-embedding/a1208fb7f646647bb62639fd2e1eb6cc2ef3738e/model_meta.json '
        'results/malteos__most-embed-de/30be696e29c09763afc3588ee9e04d6d0cbe8e43/model_meta.json '
        'results/manu__sentence_croissant_alpha_v0.2/4610b8cea65d7dd59e0b04af50753933fe5b29b2/model_meta.json '
        'results/manu__sentence_croissant_alpha_v0.3/4ac16754f3d81aba76cc32955dc9ee4122df96eb/model_meta.json '
        'results/matthewagi__HeAR-s1.1/a5776bebff935a81c79720467ae1e10a4effe10e/model_meta.json '
        'results/microsoft__harrier-oss-v1-0.6b/f9b9dc8d367d443f2479d27aa5d8d2850c0774ee/model_meta.json '
        'results/microsoft__harrier-oss-v1-27b/0c0fc62f6d8af9e8604cb818c412301b103a0093/model_meta.json '
        'results/microsoft__unispeech-sat-base-100h-libri-ft/b294556d8d77cc539f9d08bef0ddbb0f60985328/model_meta.json '
        'results/microsoft__wavlm-base-plus/4c66d4806a428f2e922ccfa1a962776e232d487b/model_meta.json '
        'results/microsoft__wavlm-base-sd/fe13cca7e592cf0e11287cfede24e6999ac7dc4e/model_meta.json '
        'results/microsoft__wavlm-base/efa81aae7ff777e464159e0f877d54eac5b84f81/model_meta.json '
        'results/microsoft__xclip-base-patch16/d6184e3fd8780d04c85d0f1eabe5f94bf44d98f6/model_meta.json '
        'results/minishlab__M2V_base_glove/38ebd7f10f71e67fa8db898290f92b82e9cfff2b/model_meta.json '
        'results/minishlab__M2V_base_output/external/model_meta.json '
        'results/minishlab__potion-base-32M/fc914ed07732443f18799169a2571d427209c51d/model_meta.json '
        'results/minishlab__potion-base-4M/81b1802ada41afcd0987a37dc15e569c9fa76f04/model_meta.json '
        'results/minishlab__potion-base-4M/9b3cff412d30be9ae8603fe10224c224f3401869/model_meta.json '
        'results/minishlab__potion-base-4M/external/model_meta.json '
        'results/minishlab__potion-base-8M/dcbec7aa2d52fc76754ac6291803feedd8c619ce/model_meta.json '
        'results/minishlab__potion-base-8M/external/model_meta.json '
        'results/minishlab__potion-multilingual-128M/38ebd7f10f71e67fa8db898290f92b82e9cfff2a/model_meta.json '
        'results/minishlab__potion-retrieval-32M/3c52220caac03b85ca0730a4cdbbe77b92db0a39/model_meta.json '
        'results/mixedbread-ai__deepset-mxbai-embed-de-large-v1/cbbec43ebdf8b2d8304d3093781eee56a8cdfb69/model_meta.json '
        'results/moka-ai__m3e-small/44c696631b2a8c200220aaaad5f987f096e986df/model_meta.json '
        'results/myrkur__sentence-transformer-parsbert-fa/72bd0a3557622f0ae08a092f4643609e0b950cdd/model_meta.json '
        'results/nlpai-lab__KoE5/bc6d284c60fe5a973e74c1751b92594c9f581213/model_meta.json '
        'results/nomic-ai__colnomic-embed-multimodal-3b/86627b4a9b0cade577851a70afa469084f9863a4/model_meta.json '
        'results/nomic-ai__nomic-embed-multimodal-7b/1291f1b6ca07061b0329df9d5713c09b294be576/model_meta.json '
        'results/nomic-ai__nomic-embed-text-v1-ablated/external/model_meta.json '
        'results/nomic-ai__nomic-embed-text-v1.5/b0753ae76394dd36bcfb912a46018088bca48be0/model_meta.json '
        'results/nomic-ai__nomic-embed-text-v1.5/external/model_meta.json '
        'results/nomic-ai__nomic-embed-text-v1/external/model_meta.json '
        'results/nomic-ai__nomic-embed-vision-v1.5/af2246fffdab78d8458418480e4886a8e48b70a7/model_meta.json '
        'results/nvidia__NV-Embed-v1/external/model_meta.json '
        'results/nvidia__NV-Embed-v2/external/model_meta.json '
        'results/nvidia__llama-nemoretriever-colembed-1b-v1/1f0fdea7f5b19532a750be109b19072d719b8177/model_meta.json '
        'results/nvidia__nemotron-colembed-vl-8b-v2/6cbe43579dda6237768fc373768ad372cc5cdfec/model_meta.json '
        'results/openai__clip-vit-base-patch16/57c216476eefef5ab752ec549e440a49ae4ae5f3/model_meta.json '
        'results/openai__clip-vit-base-patch32/3d74acf9a28c67741b2f4f2ea7635f0aaf6f0268/model_meta.json '
        'results/openai__text-embedding-3-large/1/model_meta.json '
        'results/openai__text-embedding-3-small/2/model_meta.json '
        'results/openai__text-embedding-3-small_(embed_dim=512)/3/model_meta.json '
        'results/openai__whisper-medium/main/model_meta.json results/openai__whisper-small/main/model_meta.json '
        'results/openai__whisper-tiny/main/model_meta.json '
        'results/openbmb__MiniCPM-Embedding/external/model_meta.json '
        'results/perplexity-ai__pplx-embed-v1-0.6b/1dc2ea99a948a2f17b103949ad02b0194a20c0a8/model_meta.json '
        'results/perplexity-ai__pplx-embed-v1-4b/964a2aafe021f2bbda88ba17eb326eb849922435/model_meta.json '
        'results/sdadas__mmlw-e5-base/f10628ed55b5ec400502aff439bd714a6da0af30/model_meta.json '
        'results/sdadas__mmlw-e5-large/5c143fb045ebed664fd85b43fc45155999eb110f/model_meta.json '
        'results/sdadas__mmlw-roberta-large/external/model_meta.json '
        'results/sensenova__piccolo-base-zh/47c0a63b8f667c3482e05b2fd45577bb19252196/model_meta.json '
        'results/sensenova__piccolo-base-zh/external/model_meta.json '
        'results/sentence-transformers__all-MiniLM-L12-v2/a05860a77cef7b37e0048a7864658139bc18a854/model_meta.json '
        'results/sentence-transformers__all-MiniLM-L12-v2/no_revision_available/model_meta.json '
        'results/sentence-transformers__all-MiniLM-L6-v2/8b3219a92973c328a8e22fadcfa821b5dc75636a/model_meta.json '
        'results/sentence-transformers__all-mpnet-base-v2/84f2bcc00d77236f9e89c8a360a00fb1139bf47d/model_meta.json '
        'results/sentence-transformers__all-mpnet-base-v2/no_revision_available/model_meta.json '
        'results/sentence-transformers__gtr-t5-large/a2c8ac47f998531948d4cbe32a0b577a7037a5e3/model_meta.json '
        'results/sentence-transformers__multi-qa-mpnet-base-dot-v1/3af7c6da5b3e1bea796ef6c97fe237538cbe6e7f/model_meta.json '
        'results/sergeyzh__BERTA/914c8c8aed14042ed890fc2c662d5e9e66b2faa7/model_meta.json '
        'results/speechbrain__cnn14-esc50/422a112e9a22a5fac0d37571aacaee5caf154395/model_meta.json '
        'results/telepix__PIXIE-Rune-v1.5/29dd334196af53e6cfc16674379e743334f5fa66/model_meta.json '
        'results/tencent__KaLM-Embedding-Gemma3-12B-2511/edf22f4753f58b05e3f5495818d31f12db63056d/model_meta.json '
        'results/thenlper__gte-base-zh/71ab7947d6fac5b64aa299e6e40e6c2b2e85976c/model_meta.json '
        'results/thenlper__gte-base-zh/external/model_meta.json '
        'results/thenlper__gte-base/external/model_meta.json '
        'results/thenlper__gte-large-zh/64c364e579de308104a9b2c170ca009502f4f545/model_meta.json '
        'results/thenlper__gte-large-zh/external/model_meta.json '
        'results/thenlper__gte-large/4bef63f39fcc5e2d6b0aae83089f307af4970164/model_meta.json '
        'results/thenlper__gte-small-zh/af7bd46fbb00b3a6963c8dd7f1786ddfbfbe973a/model_meta.json '
        'results/thenlper__gte-small/17e1f347d17fe144873b1201da91788898c639cd/model_meta.json '
        'results/vidore__colSmol-256M/a59110fdf114638b8018e6c9a018907e12f14855/model_meta.json '
        'results/vidore__colSmol-500M/1aa9325cba7ed2b3b9b97ede4d55026322504902/model_meta.json '
        'results/voyageai__voyage-3-lite/no_revision_available/model_meta.json '
        'results/voyageai__voyage-3-m-exp/1/model_meta.json '
        'results/voyageai__voyage-3.5_(output_dtype=int8)/1/model_meta.json '
        'results/voyageai__voyage-3/no_revision_available/model_meta.json '
        'results/voyageai__voyage-4-nano/29e841f72aa70c2802a92aff8c6eeb23229591b0/model_meta.json '
        'results/voyageai__voyage-finance-2/1/model_meta.json '
        'results/voyageai__voyage-large-2-instruct/1/model_meta.json '
        'results/voyageai__voyage-multimodal-3/1/model_meta.json '
        'results/vultr__VultronRetrieverCore-Qwen3.5-4.5B/5b63301ce5a49993f9ec1cf36645840b8cbd8120/model_meta.json '
        'results/vultr__VultronRetrieverPrime-Qwen3.5-8B/e8f3104b743a04b0d5f715b67117d687ae99ce51/model_meta.json '
        'results/w601sxs__b1ade-embed/3bdac13927fdc888b903db93b2ffdbd90b295a69/model_meta.json '
        'results/webAI-Official__webAI-ColVec1-9b/3767539920b9132abb24cef2c88d42d81817e50b/model_meta.json '
        'results/webAI-Official__webAI-ColVec1.1-8b/5a6eef07351b1c1653aa82e2e4c2f84f45a0d13d/model_meta.json '
        'results/yale-nlp__RTriever-4B/2133b3d737c602f70b73642944e19ab4b8c0e70c/model_meta.json '
        'results/yibinlei__LENS-d8000/a0b87bd91cb27b6f2f0b0fe22c28026da1d464ef/model_meta.json '
        'results/zeroentropy__zembed-1/10378878bba40172305a1a979db64a413ab7da7b/model_meta.json '
        'results/zhibinlan__UME-R1-2B/e7aaa253cd315be20bd15c8704ad281b4fdf82c9/model_meta.json '
        'results/zhibinlan__UME-R1-7B/b5c08e3273d979e0f22445306717c39ca8d45df0/model_meta.json'
    ),
}

MTEB_META_OTHER = {
    '': (
        'results/Alibaba-NLP__gte-multilingual-base/external/MedrxivClusteringP2P.json '
        'results/BAAI__bge-large-en/external/StackExchangeClustering.json '
        'results/BAAI__bge-small-en/external/TRECCOVID.json '
        'results/Cohere__Cohere-embed-multilingual-v3.0/external/MedrxivClusteringP2P.json '
        'results/DMetaSoul__Dmeta-embedding-zh-small/2050d3439a2f68999dd648c1697471acaac37a29/MassiveScenarioClassification.json '
        'results/GritLM__GritLM-7B/13f00a0e36500c80ce12870ea513846a066004af/OpenTenderRetrieval.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-v1/8a82a0cd2b322b91723e252486f7cce6fd8ac9d3/ConvoMem.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-v1/8a82a0cd2b322b91723e252486f7cce6fd8ac9d3/HindiDiscourseClassification.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-v1/external/BIOSSES.json '
        'results/HIT-TMG__KaLM-embedding-multilingual-mini-v1/external/HeadlineClassification.json '
        'results/Haon-Chen__e5-omni-3B/bc2c24d7596ea578d08adffd96146ed47b1e5f72/VATEXA2VRetrieval.json '
        'results/IEITYuan__Yuan-embedding-2.0-zh/b5ebcace6f4fc6e5a4d1852557eb2dc2d1040cee/CMedQAv1-reranking.json '
        'results/Jaume__gemma-2b-embeddings/86431f65d7c3f66b2af096c61e614a2958f191f1/AlloProfClusteringS2S.json '
        'results/Jaume__gemma-2b-embeddings/86431f65d7c3f66b2af096c61e614a2958f191f1/MindSmallReranking.json '
        'results/MCINext__Hakim/1/CQADupstackWebmastersRetrieval-Fa.json '
        'results/Mihaiii__Ivysaur/65914d976f45beb4bda7485c39d88865b4ce6554/AlloProfClusteringS2S.json '
        'results/Mihaiii__Ivysaur/65914d976f45beb4bda7485c39d88865b4ce6554/NusaParagraphEmotionClassification.json '
        'results/Octen__Octen-Embedding-4B/6e188e3b072c3e3678b235ad84e6e97bcbb71e8f/SICK-NL-STS.json '
        'results/Omartificial-Intelligence-Space__Arabert-all-nli-triplet-Matryoshka/d0361a36f6fe69febfc8550d0918abab174f6f30/VGHierarchicalClusteringP2P.json '
        'results/OpenMuQ__MuQ-MuLan-large/8a081dbcf84edd47ea7db3c4ecb8fd1ec1ddacfe/GTZANGenre.json '
        'results/OpenMuQ__MuQ-MuLan-large/8a081dbcf84edd47ea7db3c4ecb8fd1ec1ddacfe/UrbanSound8KT2ARetrieval.json '
        'results/PartAI__Tooka-SBERT-V2-Large/b59682efa961122cc0e4408296d5852870c82eae/PersianTextEmotion.v2.json '
        'results/Qwen__Qwen3-Embedding-4B/636cd9bf47d976946cdbb2b0c3ca0cb2f8eea5ff/SciDocsRR.json '
        'results/Qwen__Qwen3-Embedding-8B/4e423935c619ae4df87b646a3ce949610c66241c/SwednClusteringS2S.json '
        'results/Qwen__Qwen3-VL-Embedding-8B/2c4565515e0f265c6511776e7193b22c0968ddc7/AVMemeVideoZeroShot.json '
        'results/Salesforce__blip-image-captioning-base/89b09ea1789f7addf2f6d6f0dfc4ce10ab58ef84/VidoreDocVQARetrieval.json '
        'results/Salesforce__blip2-opt-2.7b/51572668da0eb669e01a189dc22abe6088589a24/VOC2007.json '
        'results/Salesforce__blip2-opt-2.7b/51572668da0eb669e01a189dc22abe6088589a24/VidoreSyntheticDocQAHealthcareIndustryRetrieval.json '
        'results/Snowflake__snowflake-arctic-embed-l/external/ImdbClassification.json '
        'results/Snowflake__snowflake-arctic-embed-m-long/89d0f6ab196eead40b90cb6f9fefec01a908d2d1/SyntheticText2SQL.json '
        'results/Snowflake__snowflake-arctic-embed-m-long/89d0f6ab196eead40b90cb6f9fefec01a908d2d1/TwentyNewsgroupsClustering.v2.json '
        'results/TencentBAC__Conan-embedding-v2/66637545db7fefd75b5982c2ce1a503de088c6e7/JDReview.json '
        'results/Tevatron__OmniEmbed-v0.1/fa8be315e74d07f563b07c0d053525de6dc7eda8/Diving48Classification.V2.json '
        'results/ai-forever__sbert_large_nlu_ru/af977d5dfa46a3635e29bf0ef383f2df2a08d47a/KorHateSpeechMLClassification.json '
        'results/avsolatorio__GIST-Embedding-v0/bf6b2e55e92f510a570ad4d7d2da2ec8cd22590c/BiorxivClusteringP2P.v2.json '
        'results/avsolatorio__GIST-Embedding-v0/bf6b2e55e92f510a570ad4d7d2da2ec8cd22590c/TempReasonL2Context.json '
        'results/avsolatorio__GIST-all-MiniLM-L6-v2/ea89dfad053bba14677bb784a4269898abbdce44/SCIDOCS-NL.v2.json '
        'results/avsolatorio__GIST-small-Embedding-v0/d6c4190f9e01b9994dc7cac99cf2f2b85cfb57bc/CQADupstackUnixRetrieval.json '
        'results/avsolatorio__GIST-small-Embedding-v0/d6c4190f9e01b9994dc7cac99cf2f2b85cfb57bc/EightTagsClustering.json '
        'results/avsolatorio__GIST-small-Embedding-v0/external/SprintDuplicateQuestions.json '
        'results/baseline__Human/annotator_a7e82e0b-ad1c-450d-b9ff-7502e96815d6/HUMEArxivClusteringP2P.json '
        'results/baseline__Human/annotator_fa668689-538c-4dc3-a9b4-b1ca70a237e9/HUMEWikiCitiesClustering.json '
        'results/cnmoro__static-nomic-384-pten-v2-st/50fed70340b370b707f0f220010eac250bee7c18/RomaniBibleClustering.json '
        'results/codefuse-ai__F2LLM-0.6B/36416618b83d4bd84a8ca30c2ee01ed518f9f2e7/STSBenchmark.json '
        'results/codefuse-ai__F2LLM-1.7B/fdce0e09655f42cea26f7f66f5a70cd4507ea45c/BIOSSES.json '
        'results/codefuse-ai__F2LLM-1.7B/fdce0e09655f42cea26f7f66f5a70cd4507ea45c/Touche2020Retrieval.v3.json '
        'results/contextboxai__halong_embedding/b57776031035f70ed2030d2e35ecc533eb0f8f71/HotpotQA-VN.json '
        'results/contextboxai__halong_embedding/b57776031035f70ed2030d2e35ecc533eb0f8f71/StackOverflowDupQuestions-VN.json '
        'results/facebook__dinov2-giant/611a9d42f2335e0f921f1e313ad3c1b7178d206d/STL10.json '
        'results/facebook__pe-av-base/1c4c329b78d80a18d860ebfb05daebff4bc44518/AVQAVideoCentricQA.json '
        'results/facebook__vjepa2-vitl-fpc32-256-diving48/71ae2a8b1ff5a297aeeaae9b5e64c7a2e5e6a633/MELDEmotionVideoClustering.json '
        'results/facebook__wav2vec2-lv-60-espeak-cv-ft/ae45363bf3413b374fecd9dc8bc1df0e24c3b7f4/GunshotTriangulation.json '
        'results/facebook__wav2vec2-lv-60-espeak-cv-ft/ae45363bf3413b374fecd9dc8bc1df0e24c3b7f4/VoxPopuliGenderClustering.json '
        'results/facebook__wav2vec2-xls-r-2b/3b6d89d0fabead7da552eaaa07549c7c9c36d303/MridinghamTonic.json '
        'results/google__siglip-base-patch16-224/7fd15f0689c79d79e38b1c2e2e2370a7bf2761ed/GTSRBZeroShot.json '
        'results/google__siglip-base-patch16-256-multilingual/8952a4eafcde3cb7ab46b1dd629b33f8784ca9c6/VidoreDocVQARetrieval.json '
        'results/google__siglip-base-patch16-512/753a949581523b60257d93e18391e8c27f72eb22/Vidore3PhysicsRetrieval.v2.json '
        'results/google__text-embedding-004/1/FrenchLegal1Retrieval.json '
        'results/ibm-granite__granite-embedding-english-r2/6e7b8ce0e76270394ac4669ba4bbd7133b60b7f9/LEMBWikimQARetrieval.json '
        'results/intfloat__e5-large-v2/b322e09026e4ea05f42beadf4d661fb4e101d311/CSFDSKMovieReviewSentimentClassification.json '
        'results/intfloat__e5-small-v2/dca8b1a9dae0d4575df2bf423a5edb485a431236/LEMBSummScreenFDRetrieval.json '
        'results/intfloat__multilingual-e5-large/4dc6d853a804b9c8886ede6dda8a073b7dc08a81/StackOverflowDupQuestions.json '
        'results/intfloat__multilingual-e5-small/e4ce9877abf3edfe10b0d82785e83bdcb973e22e/LearnedHandsEducationLegalBenchClassification.json '
        'results/intfloat__multilingual-e5-small/e4ce9877abf3edfe10b0d82785e83bdcb973e22e/OPP115ThirdPartySharingCollectionLegalBenchClassification.json '
        'results/izhx__udever-bloom-1b1/7bf1ee29878cb040b2708a691aa4b61f27eaa252/AmazonCounterfactualClassification.json '
        'results/izhx__udever-bloom-1b1/external/T2Retrieval.json '
        'results/jinaai__jina-embedding-b-en-v1/aa0645035294a8c0607ce5bb700aba982cdff32c/CzechProductReviewSentimentClassification.json '
        'results/jinaai__jina-embedding-s-en-v1/5ac6cd473e2324c6d5f9e558a6a9f65abb57143e/LegalQANLRetrieval.json '
        'results/jinaai__jina-embeddings-v2-base-en/external/CQADupstackGamingRetrieval.json '
        'results/jinaai__jina-embeddings-v3/external/SpanishPassageRetrievalS2S.json '
        'results/kakaobrain__align-base/e96a37facc7b1f59090ece82293226b817afd6ba/Caltech101.json '
        'results/laion__CLIP-ViT-B-32-DataComp.XL-s13B-b90K/f0e2ffa09cbadab3db6a261ec1ec56407ce42912/STS17MultilingualVisualSTS.json '
        'results/laion__CLIP-ViT-H-14-laion2B-s32B-b79K/de081ac0a0ca8dc9d1533eed1ae884bb8ae1404b/PatchCamelyonZeroShot.json '
        'results/laion__CLIP-ViT-H-14-laion2B-s32B-b79K/de081ac0a0ca8dc9d1533eed1ae884bb8ae1404b/SOPI2IRetrieval.json '
        'results/laion__CLIP-ViT-L-14-DataComp.XL-s13B-b90K/84c9828e63dc9a9351d1fe637c346d4c1c4db341/HatefulMemesT2IRetrieval.json '
        'results/laion__CLIP-ViT-L-14-DataComp.XL-s13B-b90K/84c9828e63dc9a9351d1fe637c346d4c1c4db341/STL10.json '
        'results/laion__larger_clap_general/ada0c23a36c4e8582805bb38fec3905903f18b41/VoiceGenderClustering.json '
        'results/m3hrdadfi__bert-zwnj-wnli-mean-tokens/b9506ddc579ac8c398ae6dae680401ae0a1a5b23/SynPerChatbotConvSAJealousy.json '
        'results/malenia1__ternary-weight-embedding/a1208fb7f646647bb62639fd2e1eb6cc2ef3738e/SIB200Classification.json '
        'results/manu__sentence_croissant_alpha_v0.2/4610b8cea65d7dd59e0b04af50753933fe5b29b2/MTOPIntentClassification.json '
        'results/microsoft__harrier-oss-v1-0.6b/f9b9dc8d367d443f2479d27aa5d8d2850c0774ee/MacedonianTweetSentimentClassification.json '
        'results/microsoft__harrier-oss-v1-0.6b/f9b9dc8d367d443f2479d27aa5d8d2850c0774ee/NordicLangClassification.json '
        'results/microsoft__wavlm-base-plus/4c66d4806a428f2e922ccfa1a962776e232d487b/VoxCelebClustering.json '
        'results/microsoft__wavlm-base-sd/fe13cca7e592cf0e11287cfede24e6999ac7dc4e/BirdSet.json '
        'results/microsoft__xclip-base-patch16/d6184e3fd8780d04c85d0f1eabe5f94bf44d98f6/Kinetics700VZeroShot.json '
        'results/minishlab__M2V_base_glove/38ebd7f10f71e67fa8db898290f92b82e9cfff2b/EightTagsClustering.json '
        'results/minishlab__potion-base-8M/dcbec7aa2d52fc76754ac6291803feedd8c619ce/WebLINXCandidatesReranking.json '
        'results/mixedbread-ai__deepset-mxbai-embed-de-large-v1/cbbec43ebdf8b2d8304d3093781eee56a8cdfb69/AskUbuntuDupQuestions.json '
        'results/nomic-ai__nomic-embed-text-v1/external/ImdbClassification.json '
        'results/nomic-ai__nomic-embed-text-v1/external/Touche2020.json '
        'results/nomic-ai__nomic-embed-vision-v1.5/af2246fffdab78d8458418480e4886a8e48b70a7/CVBenchCount.json '
        'results/openai__clip-vit-base-patch32/3d74acf9a28c67741b2f4f2ea7635f0aaf6f0268/FGVCAircraft.json '
        'results/openai__clip-vit-base-patch32/3d74acf9a28c67741b2f4f2ea7635f0aaf6f0268/Vidore3HrRetrieval.v2.json '
        'results/openai__text-embedding-3-large/1/HotpotQA.json '
        'results/openai__whisper-medium/main/AudioSetMini.json results/openai__whisper-medium/main/BirdSet.json '
        'results/openai__whisper-small/main/UrbanSound8KAudioReranking.json '
        'results/sdadas__mmlw-e5-base/f10628ed55b5ec400502aff439bd714a6da0af30/CzechProductReviewSentimentClassification.json '
        'results/sdadas__mmlw-e5-base/f10628ed55b5ec400502aff439bd714a6da0af30/DutchNewsArticlesClusteringP2P.json '
        'results/sdadas__mmlw-e5-large/5c143fb045ebed664fd85b43fc45155999eb110f/SlovakMovieReviewSentimentClassification.json '
        'results/sentence-transformers__all-MiniLM-L6-v2/8b3219a92973c328a8e22fadcfa821b5dc75636a/CSFDSKMovieReviewSentimentClassification.json '
        'results/sentence-transformers__all-MiniLM-L6-v2/8b3219a92973c328a8e22fadcfa821b5dc75636a/LEMBSummScreenFDRetrieval.json '
        'results/sentence-transformers__all-mpnet-base-v2/84f2bcc00d77236f9e89c8a360a00fb1139bf47d/XNLIV2.json '
        'results/thenlper__gte-large-zh/external/ATEC.json '
        'results/thenlper__gte-large/4bef63f39fcc5e2d6b0aae83089f307af4970164/ArXivHierarchicalClusteringP2P.json '
        'results/thenlper__gte-large/4bef63f39fcc5e2d6b0aae83089f307af4970164/OdiaNewsClassification.json '
        'results/thenlper__gte-small/17e1f347d17fe144873b1201da91788898c639cd/CovidRetrieval.json '
        'results/w601sxs__b1ade-embed/3bdac13927fdc888b903db93b2ffdbd90b295a69/ClimateFEVERHardNegatives.json '
        'results/w601sxs__b1ade-embed/3bdac13927fdc888b903db93b2ffdbd90b295a69/FEVERHardNegatives.json'
    ),
    'results/BAAI__bge-base-en-v1.5/a5beb1e3e68b9ab74eb54cfd186867f64f240e1a': (
        'CDSC-R.json CQADupstackRetrieval.json MultiHateClassification.json NFCorpus-NL.v2.json'
    ),
    'results/BAAI__bge-m3/5617a9f61b028005a4858fdac845db406aefb181': (
        'BrightTheoremQATheoremsRetrieval.json MasakhaNEWSClassification.json TempReasonL3Fact.json'
    ),
    'results/Cohere__Cohere-embed-english-light-v3.0/1': (
        'CUREv1.json JaGovFaqsRetrieval.json NorwegianCourtsBitextMining.json'
    ),
    'results/Cohere__Cohere-embed-multilingual-light-v3.0/1': (
        'GermanSTSBenchmark.json IN22GenBitextMining.json WikipediaRetrievalMultilingual.json'
    ),
    'results/Mihaiii__Wartortle/14caca5253414d38a7d28b62d1b7c30ef3293a87': (
        'CyrillicTurkicLangClassification.json RARbMath.json TempReasonL2Context.json'
    ),
    'results/NovaSearch__stella_en_400M_v5/1bb50bc7bb726810eac2140e62155b88b0df198f': (
        'MedrxivClusteringP2P.v2.json RuSTSBenchmarkSTS.json SICK-R.json'
    ),
    'results/Octen__Octen-Embedding-8B/2030603c2926ab005fafd824fac5911e271be21f': (
        'CSFDSKMovieReviewSentimentClassification.json CataloniaTweetClassification.json VABBRetrieval.json'
    ),
    'results/Omartificial-Intelligence-Space__Arabic-labse-Matryoshka/ee6d5e33c78ed582ade47fd452a74ea52aa5bfe2': (
        'FilipinoShopeeReviewsClassification.json HALClusteringS2S.v2.json RiaNewsRetrievalHardNegatives.v2.json '
        'WinoGrande.json'
    ),
    'results/Omartificial-Intelligence-Space__Arabic-mpnet-base-all-nli-triplet/2628cb641e040f44328195fadcdfb58e6d5cffa7': (
        'CovidRetrieval.json DanishPoliticalCommentsClassification.json PoemSentimentClassification.json '
        'indonli.json'
    ),
    'results/Salesforce__SFR-Embedding-2_R/91762139d94ed4371a9fa31db5551272e0b83818': (
        'DutchNewsArticlesClassification.json GermanQuAD-Retrieval.json PhincBitextMining.json '
        'SNLHierarchicalClusteringS2S.json TwitterHjerneRetrieval.json'
    ),
    'results/Snowflake__snowflake-arctic-embed-m/cc17beacbac32366782584c8752220405a0f3f40': (
        'SIQA.json SyntecRetrieval.json TempReasonL3Fact.json'
    ),
    'results/codefuse-ai__F2LLM-v2-330M/b0e8e19bdf603b9826422852572c0d18d482c414': (
        'DS1000Retrieval.json MIRACLRetrieval.json PersianFoodSentimentClassification.json '
        'SynPerChatbotToneChatbotClassification.json'
    ),
    'results/deepvk__USER-bge-m3/0cc6cfe48e260fb0474c753087a69369e88709ae': (
        'CDSC-E.json ItaCaseholdClassification.json T2Reranking.json TwitterSemEval2015.json'
    ),
    'results/hotchpotch__bekko-embedding-v1-a8m/a8cedb6b46fad5df6f10e1c94750ff62e298fbd2': (
        'CQADupstackTex-VN.json SynPerChatbotConvSAJealousy.json SynPerSTS.json'
    ),
    'results/ibm-granite__granite-embedding-278m-multilingual/84e3546b88b0cb69f8078608a1df558020bcbf1f': (
        'BrazilianToxicTweetsClassification.json MLSUMClusteringP2P.json SICK-NL-STS.json'
    ),
    'results/intfloat__multilingual-e5-base/d13f1b27baf31030b7fd040960d60d909913633f': (
        'ArguAna.json FalseFriendsGermanEnglish.json GeoreviewClassification.json '
        'InappropriatenessClassification.json NewsClassification.json NordicLangClassification.json '
        'WRIMEClassification.json YahooAnswersTopicsClassification.json'
    ),
    'results/izhx__udever-bloom-7b1/18e8d3e6dbd94868584877f2e72a105a17df22ef': (
        'ArXivHierarchicalClusteringS2S.json BornholmBitextMining.json STSES.json'
    ),
    'results/jinaai__jina-embeddings-v3/215a6e121fa0183376388ac6b1ae230326bfeaed': (
        'CQADupstackUnix-NL.json SCIDOCS.json SensitiveTopicsClassification.json'
    ),
    'results/jinaai__jina-embeddings-v5-omni-nano/2b230c93c996e091a45b95af4e3315dd07605ee3': (
        'Food101Classification.json HotpotQAHardNegatives.json PerceptionTestVideoCentricQA.json'
    ),
    'results/manu__sentence_croissant_alpha_v0.3/4ac16754f3d81aba76cc32955dc9ee4122df96eb': (
        'NorwegianCourtsBitextMining.json RuSTSBenchmarkSTS.json XMarket.json'
    ),
    'results/minishlab__potion-base-4M/81b1802ada41afcd0987a37dc15e569c9fa76f04': (
        'CodeTransOceanDL.json OpenTenderClusteringS2S.json SwednRetrieval.json'
    ),
    'results/minishlab__potion-multilingual-128M/38ebd7f10f71e67fa8db898290f92b82e9cfff2a': (
        'CQADupstackAndroid-VN.json ClimateFEVER.json STS14.json'
    ),
    'results/nomic-ai__nomic-embed-text-v1.5/b0753ae76394dd36bcfb912a46018088bca48be0': (
        'LEMBNarrativeQARetrieval.json PubChemSynonymPC.json WikipediaGreenhouseEnantiopureClassification.json'
    ),
    'results/openai__clip-vit-base-patch16/57c216476eefef5ab752ec549e440a49ae4ae5f3': (
        'AROCocoOrder.json Vidore2ESGReportsRetrieval.json VidoreSyntheticDocQAHealthcareIndustryRetrieval.json'
    ),
    'results/sentence-transformers__all-MiniLM-L12-v2/a05860a77cef7b37e0048a7864658139bc18a854': (
        'Diversity1LegalBenchClassification.json FrenchBookReviews.json SwissJudgementClassification.json '
        'SyntheticText2SQL.json'
    ),
    'results/tencent__KaLM-Embedding-Gemma3-12B-2511/edf22f4753f58b05e3f5495818d31f12db63056d': (
        'ArXivHierarchicalClusteringP2P.json FinParaSTS.json MTOPDomainClassification.json'
    ),
}

D2_CONFIGS_KIND = {
    '': (
        'configs/PascalVOC-Detection/faster_rcnn_R_50_C4.yaml '
        'configs/PascalVOC-Detection/faster_rcnn_R_50_FPN.yaml'
    ),
    'configs/COCO-Detection': (
        'fast_rcnn_R_50_FPN_1x.yaml faster_rcnn_R_101_C4_3x.yaml faster_rcnn_R_101_DC5_3x.yaml '
        'faster_rcnn_R_101_FPN_3x.yaml faster_rcnn_R_50_C4_1x.yaml faster_rcnn_R_50_C4_3x.yaml '
        'faster_rcnn_R_50_DC5_1x.yaml faster_rcnn_R_50_DC5_3x.yaml faster_rcnn_R_50_FPN_1x.yaml '
        'faster_rcnn_R_50_FPN_3x.yaml faster_rcnn_X_101_32x8d_FPN_3x.yaml fcos_R_50_FPN_1x.py '
        'retinanet_R_101_FPN_3x.yaml retinanet_R_50_FPN_1x.py retinanet_R_50_FPN_1x.yaml '
        'retinanet_R_50_FPN_3x.yaml rpn_R_50_C4_1x.yaml rpn_R_50_FPN_1x.yaml'
    ),
    'configs/COCO-InstanceSegmentation': (
        'mask_rcnn_R_101_C4_3x.yaml mask_rcnn_R_101_DC5_3x.yaml mask_rcnn_R_101_FPN_3x.yaml '
        'mask_rcnn_R_50_C4_1x.py mask_rcnn_R_50_C4_1x.yaml mask_rcnn_R_50_C4_3x.yaml mask_rcnn_R_50_DC5_1x.yaml '
        'mask_rcnn_R_50_DC5_3x.yaml mask_rcnn_R_50_FPN_1x.py mask_rcnn_R_50_FPN_1x.yaml '
        'mask_rcnn_R_50_FPN_3x.yaml mask_rcnn_X_101_32x8d_FPN_3x.yaml'
    ),
    'configs/COCO-Keypoints': (
        'keypoint_rcnn_R_101_FPN_3x.yaml keypoint_rcnn_R_50_FPN_1x.py keypoint_rcnn_R_50_FPN_1x.yaml '
        'keypoint_rcnn_R_50_FPN_3x.yaml keypoint_rcnn_X_101_32x8d_FPN_3x.yaml'
    ),
    'configs/COCO-PanopticSegmentation': (
        'panoptic_fpn_R_101_3x.yaml panoptic_fpn_R_50_1x.py panoptic_fpn_R_50_1x.yaml panoptic_fpn_R_50_3x.yaml'
    ),
    'configs/LVISv0.5-InstanceSegmentation': (
        'mask_rcnn_R_101_FPN_1x.yaml mask_rcnn_R_50_FPN_1x.yaml mask_rcnn_X_101_32x8d_FPN_1x.yaml'
    ),
    'configs/LVISv1-InstanceSegmentation': (
        'mask_rcnn_R_101_FPN_1x.yaml mask_rcnn_R_50_FPN_1x.yaml mask_rcnn_X_101_32x8d_FPN_1x.yaml'
    ),
}

D2_CONFIGS_OTHER = {
    '': (
        '.github/ISSUE_TEMPLATE/bugs.md MODEL_ZOO.md configs/COCO-Keypoints/Base-Keypoint-RCNN-FPN.yaml '
        'configs/COCO-PanopticSegmentation/Base-Panoptic-FPN.yaml configs/Cityscapes/mask_rcnn_R_50_FPN.yaml '
        'datasets/prepare_ade20k_sem_seg.py demo/README.md detectron2/checkpoint/detection_checkpoint.py '
        'detectron2/config/instantiate.py detectron2/config/lazy.py detectron2/data/build.py '
        'detectron2/engine/hooks.py detectron2/evaluation/panoptic_evaluation.py '
        'detectron2/evaluation/rotated_coco_evaluation.py '
        'detectron2/layers/csrc/ROIAlignRotated/ROIAlignRotated_cpu.cpp '
        'detectron2/layers/csrc/ROIAlignRotated/ROIAlignRotated_cuda.cu detectron2/layers/wrappers.py '
        'detectron2/model_zoo/__init__.py detectron2/modeling/roi_heads/mask_head.py detectron2/solver/build.py '
        'detectron2/solver/lr_scheduler.py detectron2/structures/instances.py detectron2/structures/keypoints.py '
        'docs/conf.py docs/modules/evaluation.rst docs/modules/layers.rst docs/notes/contributing.md '
        'projects/DeepLab/README.md projects/DeepLab/deeplab/resnet.py '
        'projects/DensePose/configs/cse/densepose_rcnn_R_50_FPN_soft_animals_CA_finetune_16k.yaml '
        'projects/DensePose/configs/evolution/Base-RCNN-FPN-Atop10P_CA.yaml '
        'projects/DensePose/configs/quick_schedules/cse/densepose_rcnn_R_50_FPN_DL_instant_test.yaml '
        'projects/DensePose/configs/quick_schedules/densepose_rcnn_R_50_FPN_instant_test.yaml '
        'projects/DensePose/densepose/config.py projects/DensePose/densepose/converters/chart_output_hflip.py '
        'projects/DensePose/densepose/converters/to_mask.py projects/DensePose/densepose/data/build.py '
        'projects/DensePose/densepose/data/combined_loader.py '
        'projects/DensePose/densepose/data/samplers/densepose_cse_confidence_based.py '
        'projects/DensePose/densepose/data/samplers/mask_from_densepose.py '
        'projects/DensePose/densepose/modeling/cse/utils.py '
        'projects/DensePose/densepose/modeling/losses/cycle_shape2shape.py '
        'projects/DensePose/densepose/modeling/losses/embed.py '
        'projects/DensePose/densepose/modeling/predictors/chart.py '
        'projects/DensePose/densepose/modeling/predictors/chart_with_confidence.py '
        'projects/DensePose/densepose/modeling/roi_heads/deeplab.py '
        'projects/DensePose/densepose/modeling/roi_heads/v1convx.py '
        'projects/DensePose/densepose/structures/__init__.py projects/DensePose/densepose/utils/dbhelper.py '
        'projects/DensePose/densepose/vis/__init__.py projects/DensePose/doc/BOOTSTRAPPING_PIPELINE.md '
        'projects/DensePose/doc/DENSEPOSE_DATASETS.md '
        'projects/DensePose/tests/test_cse_annotations_accumulator.py '
        'projects/DensePose/tests/test_image_list_dataset.py '
        'projects/Panoptic-DeepLab/panoptic_deeplab/__init__.py '
        'projects/PointRend/configs/InstanceSegmentation/Base-Implicit-PointRend.yaml '
        'projects/PointRend/configs/InstanceSegmentation/pointrend_rcnn_R_50_FPN_1x_coco.yaml '
        'projects/PointRend/configs/SemanticSegmentation/Base-PointRend-Semantic-FPN.yaml '
        'projects/PointRend/point_rend/__init__.py projects/PointRend/point_rend/semantic_seg.py '
        'projects/PointSup/configs/implicit_pointrend_R_50_FPN_3x_point_sup_point_aug_coco.yaml '
        'projects/PointSup/configs/mask_rcnn_R_50_FPN_3x_point_sup_coco.yaml '
        'projects/Rethinking-BatchNorm/configs/mask_rcnn_SyncBNhead.py '
        'projects/Rethinking-BatchNorm/retinanet-eval-domain-specific.py '
        'projects/TensorMask/tensormask/__init__.py projects/TensorMask/tests/test_swap_align2nat.py '
        'projects/TridentNet/README.md projects/TridentNet/configs/tridentnet_fast_R_50_C4_1x.yaml '
        'projects/TridentNet/tridentnet/config.py '
        'projects/ViTDet/configs/LVIS/cascade_mask_rcnn_swin_b_in21k_50ep.py '
        'projects/ViTDet/configs/LVIS/mask_rcnn_vitdet_h_100ep.py tests/config/dir1/load_rel.py '
        'tests/data/test_coco_evaluation.py tests/layers/test_nms.py tests/layers/test_roi_align_rotated.py '
        'tests/modeling/test_model_e2e.py tests/modeling/test_roi_heads.py tests/utils/test_tensorboardx.py'
    ),
    '.github/workflows': (
        'check-template.yml remove-needs-reply.yml workflow.yml'
    ),
    'configs': (
        'Base-RCNN-C4.yaml Base-RCNN-DilatedC5.yaml Base-RCNN-FPN.yaml Base-RetinaNet.yaml'
    ),
    'configs/Detectron1-Comparisons': (
        'README.md faster_rcnn_R_50_FPN_noaug_1x.yaml keypoint_rcnn_R_50_FPN_1x.yaml '
        'mask_rcnn_R_50_FPN_noaug_1x.yaml'
    ),
    'configs/Misc': (
        'cascade_mask_rcnn_R_50_FPN_1x.yaml cascade_mask_rcnn_R_50_FPN_3x.yaml '
        'cascade_mask_rcnn_X_152_32x8d_FPN_IN5k_gn_dconv.yaml mask_rcnn_R_50_FPN_1x_cls_agnostic.yaml '
        'mask_rcnn_R_50_FPN_1x_dconv_c3-c5.yaml mask_rcnn_R_50_FPN_3x_dconv_c3-c5.yaml '
        'mask_rcnn_R_50_FPN_3x_gn.yaml mask_rcnn_R_50_FPN_3x_syncbn.yaml mmdet_mask_rcnn_R_50_FPN_1x.py '
        'panoptic_fpn_R_101_dconv_cascade_gn_3x.yaml scratch_mask_rcnn_R_50_FPN_3x_gn.yaml '
        'scratch_mask_rcnn_R_50_FPN_9x_gn.yaml scratch_mask_rcnn_R_50_FPN_9x_syncbn.yaml '
        'semantic_R_50_FPN_1x.yaml torchvision_imagenet_R_50.py'
    ),
    'configs/common': (
        'README.md coco_schedule.py optim.py train.py'
    ),
    'configs/common/data': (
        'coco.py coco_keypoint.py coco_panoptic_separated.py constants.py'
    ),
    'configs/common/models': (
        'cascade_rcnn.py fcos.py keypoint_rcnn_fpn.py mask_rcnn_c4.py mask_rcnn_fpn.py mask_rcnn_vitdet.py '
        'panoptic_fpn.py retinanet.py'
    ),
    'configs/new_baselines': (
        'mask_rcnn_R_101_FPN_100ep_LSJ.py mask_rcnn_R_101_FPN_200ep_LSJ.py mask_rcnn_R_101_FPN_400ep_LSJ.py '
        'mask_rcnn_R_50_FPN_100ep_LSJ.py mask_rcnn_R_50_FPN_200ep_LSJ.py mask_rcnn_R_50_FPN_400ep_LSJ.py '
        'mask_rcnn_R_50_FPN_50ep_LSJ.py'
    ),
    'configs/quick_schedules': (
        'README.md cascade_mask_rcnn_R_50_FPN_inference_acc_test.yaml '
        'cascade_mask_rcnn_R_50_FPN_instant_test.yaml fast_rcnn_R_50_FPN_inference_acc_test.yaml '
        'fast_rcnn_R_50_FPN_instant_test.yaml keypoint_rcnn_R_50_FPN_inference_acc_test.yaml '
        'keypoint_rcnn_R_50_FPN_instant_test.yaml keypoint_rcnn_R_50_FPN_normalized_training_acc_test.yaml '
        'keypoint_rcnn_R_50_FPN_training_acc_test.yaml mask_rcnn_R_50_C4_GCV_instant_test.yaml '
        'mask_rcnn_R_50_C4_inference_acc_test.yaml mask_rcnn_R_50_C4_instant_test.yaml '
        'mask_rcnn_R_50_C4_training_acc_test.yaml mask_rcnn_R_50_DC5_inference_acc_test.yaml '
        'mask_rcnn_R_50_FPN_inference_acc_test.yaml mask_rcnn_R_50_FPN_instant_test.yaml '
        'mask_rcnn_R_50_FPN_pred_boxes_training_acc_test.yaml mask_rcnn_R_50_FPN_training_acc_test.yaml '
        'panoptic_fpn_R_50_inference_acc_test.yaml panoptic_fpn_R_50_instant_test.yaml '
        'panoptic_fpn_R_50_training_acc_test.yaml retinanet_R_50_FPN_inference_acc_test.yaml '
        'retinanet_R_50_FPN_instant_test.yaml rpn_R_50_FPN_inference_acc_test.yaml rpn_R_50_FPN_instant_test.yaml '
        'semantic_R_50_FPN_inference_acc_test.yaml semantic_R_50_FPN_instant_test.yaml '
        'semantic_R_50_FPN_training_acc_test.yaml'
    ),
    'detectron2/data/datasets': (
        'builtin.py cityscapes_panoptic.py coco_panoptic.py lvis_v1_categories.py'
    ),
    'detectron2/export': (
        'c10.py caffe2_inference.py flatten.py'
    ),
    'detectron2/layers/csrc/deformable': (
        'deform_conv.h deform_conv_cuda.cu deform_conv_cuda_kernel.cu'
    ),
    'detectron2/modeling/backbone': (
        'backbone.py fpn.py vit.py'
    ),
    'detectron2/tracking': (
        'bbox_iou_tracker.py hungarian_tracker.py vanilla_hungarian_bbox_iou_tracker.py'
    ),
    'detectron2/utils': (
        'README.md analysis.py env.py'
    ),
    'docs/tutorials': (
        'data_loading.md datasets.md index.rst training.md'
    ),
    'projects/DensePose/configs': (
        'Base-DensePose-RCNN-FPN.yaml densepose_rcnn_R_101_FPN_DL_WC1M_s1x.yaml '
        'densepose_rcnn_R_101_FPN_DL_s1x.yaml densepose_rcnn_R_101_FPN_WC1M_s1x.yaml '
        'densepose_rcnn_R_50_FPN_DL_WC2M_s1x.yaml densepose_rcnn_R_50_FPN_s1x.yaml'
    ),
    'projects/DensePose/densepose/modeling': (
        'build.py filter.py hrnet.py utils.py'
    ),
    'projects/PointSup/point_sup': (
        'config.py dataset_mapper.py register_point_annotations.py'
    ),
    'projects/ViTDet/configs/COCO': (
        'cascade_mask_rcnn_mvitv2_b_in21k_100ep.py cascade_mask_rcnn_mvitv2_h_in21k_36ep.py '
        'cascade_mask_rcnn_vitdet_l_100ep.py'
    ),
    'tests': (
        '__init__.py test_export_torchscript.py test_model_analysis.py'
    ),
    'tools': (
        'analyze_model.py lazyconfig_train_net.py plain_train_net.py'
    ),
}

D2_DENSEPOSE_KIND = {
    'projects/DensePose/configs': (
        'densepose_rcnn_R_101_FPN_DL_WC1M_s1x.yaml densepose_rcnn_R_101_FPN_DL_WC1_s1x.yaml '
        'densepose_rcnn_R_101_FPN_DL_WC2M_s1x.yaml densepose_rcnn_R_101_FPN_DL_WC2_s1x.yaml '
        'densepose_rcnn_R_101_FPN_DL_s1x.yaml densepose_rcnn_R_101_FPN_WC1M_s1x.yaml '
        'densepose_rcnn_R_101_FPN_WC1_s1x.yaml densepose_rcnn_R_101_FPN_WC2M_s1x.yaml '
        'densepose_rcnn_R_101_FPN_WC2_s1x.yaml densepose_rcnn_R_101_FPN_s1x.yaml '
        'densepose_rcnn_R_101_FPN_s1x_legacy.yaml densepose_rcnn_R_50_FPN_DL_WC1M_s1x.yaml '
        'densepose_rcnn_R_50_FPN_DL_WC1_s1x.yaml densepose_rcnn_R_50_FPN_DL_WC2M_s1x.yaml '
        'densepose_rcnn_R_50_FPN_DL_WC2_s1x.yaml densepose_rcnn_R_50_FPN_DL_s1x.yaml '
        'densepose_rcnn_R_50_FPN_WC1M_s1x.yaml densepose_rcnn_R_50_FPN_WC1_s1x.yaml '
        'densepose_rcnn_R_50_FPN_WC2M_s1x.yaml densepose_rcnn_R_50_FPN_WC2_s1x.yaml '
        'densepose_rcnn_R_50_FPN_s1x.yaml densepose_rcnn_R_50_FPN_s1x_legacy.yaml'
    ),
}

D2_DENSEPOSE_OTHER = {
    '': (
        'projects/DeepLab/configs/Cityscapes-SemanticSegmentation/Base-DeepLabV3-OS16-Semantic.yaml '
        'projects/DeepLab/configs/Cityscapes-SemanticSegmentation/deeplab_v3_R_103_os16_mg124_poly_90k_bs16.yaml '
        'projects/DeepLab/train_net.py projects/DensePose/configs/Base-DensePose-RCNN-FPN.yaml '
        'projects/DensePose/configs/quick_schedules/cse/densepose_rcnn_R_50_FPN_DL_instant_test.yaml '
        'projects/DensePose/densepose/__init__.py projects/DensePose/densepose/config.py '
        'projects/DensePose/densepose/data/meshes/__init__.py projects/DensePose/densepose/data/meshes/builtin.py '
        'projects/DensePose/densepose/data/transform/image.py '
        'projects/DensePose/densepose/data/video/frame_selector.py '
        'projects/DensePose/densepose/engine/__init__.py projects/DensePose/densepose/engine/trainer.py '
        'projects/MViTv2/README.md projects/MViTv2/configs/common/coco_loader.py '
        'projects/MViTv2/configs/common/coco_loader_lsj.py projects/Panoptic-DeepLab/README.md '
        'projects/Panoptic-DeepLab/configs/Cityscapes-PanopticSegmentation/Base-PanopticDeepLab-OS16.yaml '
        'projects/Panoptic-DeepLab/configs/Cityscapes-PanopticSegmentation/panoptic_deeplab_R_52_os16_mg124_poly_90k_bs32_crop_512_1024_dsconv.yaml '
        'projects/Panoptic-DeepLab/train_net.py projects/PointSup/README.md '
        'projects/PointSup/configs/mask_rcnn_R_50_FPN_3x_point_sup_coco.yaml '
        'projects/PointSup/configs/mask_rcnn_R_50_FPN_3x_point_sup_point_aug_coco.yaml '
        'projects/TensorMask/configs/Base-TensorMask.yaml projects/TensorMask/configs/tensormask_R_50_FPN_6x.yaml '
        'projects/TensorMask/tensormask/layers/__init__.py '
        'projects/TensorMask/tensormask/layers/csrc/SwapAlign2Nat/SwapAlign2Nat.h '
        'projects/TensorMask/tensormask/layers/csrc/SwapAlign2Nat/SwapAlign2Nat_cuda.cu '
        'projects/TensorMask/train_net.py projects/TridentNet/train_net.py projects/ViTDet/README.md '
        'projects/ViTDet/configs/common/coco_loader_lsj.py'
    ),
    'projects/DeepLab/deeplab': (
        '__init__.py config.py loss.py lr_scheduler.py resnet.py semantic_seg.py'
    ),
    'projects/DensePose': (
        'README.md apply_net.py query_db.py setup.py train_net.py'
    ),
    'projects/DensePose/configs/HRNet': (
        'densepose_rcnn_HRFPN_HRNet_w32_s1x.yaml densepose_rcnn_HRFPN_HRNet_w40_s1x.yaml '
        'densepose_rcnn_HRFPN_HRNet_w48_s1x.yaml'
    ),
    'projects/DensePose/configs/cse': (
        'Base-DensePose-RCNN-FPN-Human.yaml Base-DensePose-RCNN-FPN.yaml densepose_rcnn_R_101_FPN_DL_s1x.yaml '
        'densepose_rcnn_R_101_FPN_s1x.yaml densepose_rcnn_R_50_FPN_DL_soft_s1x.yaml '
        'densepose_rcnn_R_50_FPN_s1x.yaml densepose_rcnn_R_50_FPN_soft_animals_CA_finetune_16k.yaml '
        'densepose_rcnn_R_50_FPN_soft_animals_CA_finetune_4k.yaml '
        'densepose_rcnn_R_50_FPN_soft_animals_I0_finetune_16k.yaml '
        'densepose_rcnn_R_50_FPN_soft_animals_I0_finetune_m2m_16k.yaml '
        'densepose_rcnn_R_50_FPN_soft_animals_finetune_4k.yaml '
        'densepose_rcnn_R_50_FPN_soft_animals_finetune_maskonly_24k.yaml'
    ),
    'projects/DensePose/configs/evolution': (
        'Base-RCNN-FPN-Atop10P_CA.yaml densepose_R_50_FPN_DL_WC1M_3x_Atop10P_CA.yaml '
        'densepose_R_50_FPN_DL_WC1M_3x_Atop10P_CA_B_coarsesegm.yaml '
        'densepose_R_50_FPN_DL_WC1M_3x_Atop10P_CA_B_finesegm.yaml'
    ),
    'projects/DensePose/configs/quick_schedules': (
        'densepose_rcnn_R_50_FPN_DL_instant_test.yaml densepose_rcnn_R_50_FPN_TTA_inference_acc_test.yaml '
        'densepose_rcnn_R_50_FPN_WC1_instant_test.yaml densepose_rcnn_R_50_FPN_inference_acc_test.yaml '
        'densepose_rcnn_R_50_FPN_instant_test.yaml densepose_rcnn_R_50_FPN_training_acc_test.yaml'
    ),
    'projects/DensePose/densepose/converters': (
        '__init__.py base.py hflip.py to_chart_result.py'
    ),
    'projects/DensePose/densepose/data': (
        'build.py combined_loader.py image_list_dataset.py utils.py'
    ),
    'projects/DensePose/densepose/data/datasets': (
        'builtin.py chimpnsee.py coco.py dataset_type.py lvis.py'
    ),
    'projects/DensePose/densepose/data/samplers': (
        '__init__.py densepose_confidence_based.py densepose_cse_confidence_based.py densepose_cse_uniform.py'
    ),
    'projects/DensePose/densepose/evaluation': (
        '__init__.py d2_evaluator_adapter.py evaluator.py mesh_alignment_evaluator.py tensor_storage.py'
    ),
    'projects/DensePose/densepose/modeling': (
        '__init__.py densepose_checkpoint.py hrfpn.py inference.py test_time_augmentation.py'
    ),
    'projects/DensePose/densepose/modeling/cse': (
        '__init__.py embedder.py utils.py vertex_direct_embedder.py vertex_feature_embedder.py'
    ),
    'projects/DensePose/densepose/modeling/losses': (
        '__init__.py chart.py cse.py embed_utils.py mask.py segm.py'
    ),
    'projects/DensePose/densepose/modeling/predictors': (
        '__init__.py chart_with_confidence.py cse.py cse_confidence.py registry.py'
    ),
    'projects/DensePose/densepose/modeling/roi_heads': (
        '__init__.py registry.py roi_head.py v1convx.py'
    ),
    'projects/DensePose/densepose/structures': (
        '__init__.py cse.py cse_confidence.py mesh.py'
    ),
    'projects/DensePose/densepose/utils': (
        '__init__.py dbhelper.py logger.py transform.py'
    ),
    'projects/DensePose/densepose/vis': (
        '__init__.py densepose_data_points.py densepose_results.py extractor.py'
    ),
    'projects/DensePose/dev': (
        'README.md run_inference_tests.sh run_instant_tests.sh'
    ),
    'projects/DensePose/doc': (
        'BOOTSTRAPPING_PIPELINE.md DENSEPOSE_CSE.md DENSEPOSE_DATASETS.md DENSEPOSE_IUV.md GETTING_STARTED.md '
        'RELEASE_2020_04.md RELEASE_2021_03.md RELEASE_2021_06.md TOOL_APPLY_NET.md TOOL_QUERY_DB.md'
    ),
    'projects/DensePose/tests': (
        'common.py test_chart_based_annotations_accumulator.py test_combine_data_loader.py '
        'test_cse_annotations_accumulator.py test_dataset_loaded_annotations.py test_frame_selector.py '
        'test_image_list_dataset.py test_image_resize_transform.py test_model_e2e.py test_setup.py '
        'test_structures.py test_tensor_storage.py test_video_keyframe_dataset.py'
    ),
    'projects/MViTv2/configs': (
        'cascade_mask_rcnn_mvitv2_b_3x.py cascade_mask_rcnn_mvitv2_h_in21k_lsj_3x.py '
        'cascade_mask_rcnn_mvitv2_l_in21k_lsj_50ep.py cascade_mask_rcnn_mvitv2_s_3x.py'
    ),
    'projects/Panoptic-DeepLab/panoptic_deeplab': (
        '__init__.py post_processing.py target_generator.py'
    ),
    'projects/PointRend/configs/InstanceSegmentation': (
        'Base-PointRend-RCNN-FPN.yaml implicit_pointrend_R_50_FPN_1x_coco.yaml '
        'implicit_pointrend_R_50_FPN_3x_coco.yaml pointrend_rcnn_R_101_FPN_3x_coco.yaml '
        'pointrend_rcnn_X_101_32x8d_FPN_3x_coco.yaml'
    ),
    'projects/PointRend/point_rend': (
        'config.py mask_head.py point_features.py point_head.py'
    ),
    'projects/PointSup/point_sup': (
        '__init__.py dataset_mapper.py detection_utils.py register_point_annotations.py'
    ),
    'projects/Rethinking-BatchNorm/configs': (
        'mask_rcnn_BNhead.py mask_rcnn_BNhead_shuffle.py retinanet_SyncBNhead_SharedTraining.py'
    ),
    'projects/TensorMask/tensormask': (
        '__init__.py arch.py config.py'
    ),
    'projects/TridentNet/configs': (
        'Base-TridentNet-Fast-C4.yaml tridentnet_fast_R_101_C4_3x.yaml tridentnet_fast_R_50_C4_1x.yaml '
        'tridentnet_fast_R_50_C4_3x.yaml'
    ),
    'projects/TridentNet/tridentnet': (
        'config.py trident_backbone.py trident_conv.py'
    ),
    'projects/ViTDet/configs/COCO': (
        'cascade_mask_rcnn_mvitv2_b_in21k_100ep.py cascade_mask_rcnn_swin_l_in21k_50ep.py '
        'cascade_mask_rcnn_vitdet_b_100ep.py cascade_mask_rcnn_vitdet_h_75ep.py '
        'cascade_mask_rcnn_vitdet_l_100ep.py mask_rcnn_vitdet_b_100ep.py mask_rcnn_vitdet_h_75ep.py '
        'mask_rcnn_vitdet_l_100ep.py'
    ),
    'projects/ViTDet/configs/LVIS': (
        'cascade_mask_rcnn_mvitv2_h_in21k_50ep.py cascade_mask_rcnn_mvitv2_l_in21k_50ep.py '
        'cascade_mask_rcnn_vitdet_h_100ep.py cascade_mask_rcnn_vitdet_l_100ep.py mask_rcnn_vitdet_h_100ep.py '
        'mask_rcnn_vitdet_l_100ep.py'
    ),
}

BQ_SPRITES_KIND = {
    'client/img/1': (
        'achievements.png agent.png axe.png barsheet.png bat.png beachnpc.png bluesword.png border.png boss.png '
        'chest.png clotharmor.png coder.png crab.png death.png deathknight.png desertnpc.png eye.png firefox.png '
        'forestnpc.png goblin.png goldenarmor.png goldensword.png guard.png hand.png item-axe.png '
        'item-bluesword.png item-burger.png item-cake.png item-clotharmor.png item-firepotion.png item-flask.png '
        'item-goldenarmor.png item-goldensword.png item-leatherarmor.png item-mailarmor.png item-morningstar.png '
        'item-platearmor.png item-redarmor.png item-redsword.png item-sword1.png item-sword2.png king.png '
        'lavanpc.png leatherarmor.png loot.png mailarmor.png morningstar.png nyan.png octocat.png ogre.png '
        'platearmor.png priest.png rat.png redarmor.png redsword.png rick.png scientist.png shadow16.png '
        'skeleton.png skeleton2.png snake.png sorcerer.png sparks.png spectre.png spritesheet.png sword.png '
        'sword1.png sword2.png talk.png target.png tilesheet.png villagegirl.png villager.png wizard.png wood.png '
        'wood2.png wood3.png'
    ),
    'client/img/2': (
        'achievements.png agent.png axe.png barsheet.png bat.png beachnpc.png bluesword.png border.png boss.png '
        'chest.png clotharmor.png coder.png crab.png death.png deathknight.png desertnpc.png eye.png firefox.png '
        'forestnpc.png goblin.png goldenarmor.png goldensword.png guard.png hand.png item-axe.png '
        'item-bluesword.png item-burger.png item-cake.png item-clotharmor.png item-firepotion.png item-flask.png '
        'item-goldenarmor.png item-goldensword.png item-leatherarmor.png item-mailarmor.png item-morningstar.png '
        'item-platearmor.png item-redarmor.png item-redsword.png item-sword1.png item-sword2.png king.png '
        'lavanpc.png leatherarmor.png loot.png mailarmor.png morningstar.png nyan.png octocat.png ogre.png '
        'platearmor.png priest.png rat.png redarmor.png redsword.png rick.png scientist.png shadow16.png '
        'skeleton.png skeleton2.png snake.png sorcerer.png sparks.png spectre.png spritesheet.png sword.png '
        'sword1.png sword2.png talk.png target.png tilesheet.png villagegirl.png villager.png wizard.png wood.png '
        'wood2.png wood3.png'
    ),
    'client/img/3': (
        'achievements.png agent.png axe.png barsheet.png bat.png beachnpc.png bluesword.png border.png boss.png '
        'chest.png clotharmor.png coder.png crab.png death.png deathknight.png desertnpc.png eye.png firefox.png '
        'forestnpc.png goblin.png goldenarmor.png goldensword.png guard.png hand.png item-axe.png '
        'item-bluesword.png item-burger.png item-cake.png item-clotharmor.png item-firepotion.png item-flask.png '
        'item-goldenarmor.png item-goldensword.png item-leatherarmor.png item-mailarmor.png item-morningstar.png '
        'item-platearmor.png item-redarmor.png item-redsword.png item-sword1.png item-sword2.png king.png '
        'lavanpc.png leatherarmor.png loot.png mailarmor.png morningstar.png nyan.png octocat.png ogre.png '
        'platearmor.png priest.png rat.png redarmor.png redsword.png rick.png scientist.png shadow16.png '
        'skeleton.png skeleton2.png snake.png sorcerer.png sparks.png spectre.png spritesheet.png sword.png '
        'sword1.png sword2.png talk.png target.png tilesheet.png villagegirl.png villager.png wizard.png wood.png '
        'wood2.png wood3.png'
    ),
}

BQ_SPRITES_OTHER = {
    '': (
        'LICENSE client/README.md client/config/config_build.json-dist client/config/config_local.json-dist '
        'client/index.html client/maps/world_client.js client/maps/world_client.json package.json '
        'server/config.json server/config_local.json-dist shared/js/gametypes.js tools/maps/tmx/map.tmx '
        'tools/maps/tmx2json.py'
    ),
    'client/audio/sounds': (
        'achievement.mp3 achievement.ogg chat.mp3 chat.ogg chest.mp3 chest.ogg death.mp3 death.ogg firefox.mp3 '
        'firefox.ogg heal.mp3 heal.ogg hit1.mp3 hit1.ogg hit2.mp3 hit2.ogg hurt.mp3 hurt.ogg kill1.mp3 kill1.ogg '
        'kill2.mp3 kill2.ogg loot.mp3 loot.ogg noloot.mp3 noloot.ogg npc-end.mp3 npc-end.ogg npc.mp3 npc.ogg '
        'npctalk.mp3 npctalk.ogg revive.mp3 revive.ogg teleport.mp3 teleport.ogg'
    ),
    'client/css': (
        'achievements.css ie.css main.css'
    ),
    'client/fonts': (
        'advocut-webfont.eot advocut-webfont.svg advocut-webfont.ttf advocut-webfont.woff '
        'graphicpixel-webfont.eot graphicpixel-webfont.svg graphicpixel-webfont.ttf graphicpixel-webfont.woff'
    ),
    'client/img/common': (
        'empty.cur favicon.png loading-error.png loading.png promo-title.jpg screenshot.jpg spinner.gif '
        'thingy.png'
    ),
    'client/js': (
        'animation.js app.js area.js audio.js bubble.js build.js camera.js character.js chest.js config.js '
        'detect.js entity.js entityfactory.js exceptions.js game.js gameclient.js home.js infomanager.js item.js '
        'items.js main.js map.js mapworker.js mob.js mobs.js npc.js npcs.js pathfinder.js player.js renderer.js '
        'sprite.js sprites.js storage.js text.js tile.js timer.js transition.js updater.js util.js warrior.js'
    ),
    'client/js/lib': (
        'astar.js bison.js class.js css3-mediaqueries.js log.js modernizr.js require-jquery.js stacktrace.js '
        'underscore.min.js'
    ),
    'client/sprites': (
        'agent.json arrow.json axe.json bat.json beachnpc.json bluesword.json boss.json chest.json '
        'clotharmor.json coder.json crab.json death.json deathknight.json desertnpc.json eye.json firefox.json '
        'forestnpc.json goblin.json goldenarmor.json goldensword.json guard.json hand.json impact.json '
        'item-axe.json item-bluesword.json item-burger.json item-cake.json item-clotharmor.json '
        'item-firepotion.json item-flask.json item-goldenarmor.json item-goldensword.json item-leatherarmor.json '
        'item-mailarmor.json item-morningstar.json item-platearmor.json item-redarmor.json item-redsword.json '
        'item-sword1.json item-sword2.json king.json lavanpc.json leatherarmor.json loot.json mailarmor.json '
        'morningstar.json nyan.json octocat.json ogre.json platearmor.json priest.json rat.json redarmor.json '
        'redsword.json rick.json scientist.json shadow16.json skeleton.json skeleton2.json snake.json '
        'sorcerer.json sparks.json spectre.json sword.json sword1.json sword2.json talk.json target.json '
        'villagegirl.json villager.json wizard.json'
    ),
    'server/js': (
        'character.js checkpoint.js chestarea.js entity.js format.js item.js main.js message.js metrics.js mob.js '
        'utils.js worldserver.js'
    ),
}

BQ_ITEMS_KIND = {
    'client/img/1': (
        'item-axe.png item-bluesword.png item-burger.png item-cake.png item-clotharmor.png item-firepotion.png '
        'item-flask.png item-goldenarmor.png item-goldensword.png item-leatherarmor.png item-mailarmor.png '
        'item-morningstar.png item-platearmor.png item-redarmor.png item-redsword.png item-sword1.png '
        'item-sword2.png'
    ),
    'client/img/2': (
        'item-axe.png item-bluesword.png item-burger.png item-cake.png item-clotharmor.png item-firepotion.png '
        'item-flask.png item-goldenarmor.png item-goldensword.png item-leatherarmor.png item-mailarmor.png '
        'item-morningstar.png item-platearmor.png item-redarmor.png item-redsword.png item-sword1.png '
        'item-sword2.png'
    ),
    'client/img/3': (
        'item-axe.png item-bluesword.png item-burger.png item-cake.png item-clotharmor.png item-firepotion.png '
        'item-flask.png item-goldenarmor.png item-goldensword.png item-leatherarmor.png item-mailarmor.png '
        'item-morningstar.png item-platearmor.png item-redarmor.png item-redsword.png item-sword1.png '
        'item-sword2.png'
    ),
}

BQ_ITEMS_OTHER = {
    '': (
        'client/fonts/graphicpixel-webfont.svg'
    ),
    'client/audio/sounds': (
        'chest.ogg kill1.ogg npc.ogg teleport.mp3'
    ),
    'client/img/1': (
        'achievements.png agent.png axe.png barsheet.png bat.png beachnpc.png bluesword.png border.png boss.png '
        'chest.png clotharmor.png coder.png crab.png death.png deathknight.png desertnpc.png eye.png firefox.png '
        'forestnpc.png goblin.png goldenarmor.png goldensword.png guard.png hand.png king.png lavanpc.png '
        'leatherarmor.png loot.png mailarmor.png morningstar.png nyan.png octocat.png ogre.png platearmor.png '
        'priest.png rat.png redarmor.png redsword.png rick.png scientist.png shadow16.png skeleton.png '
        'skeleton2.png snake.png sorcerer.png sparks.png spectre.png spritesheet.png sword.png sword1.png '
        'sword2.png talk.png target.png tilesheet.png villagegirl.png villager.png wizard.png wood.png wood2.png '
        'wood3.png'
    ),
    'client/img/2': (
        'achievements.png agent.png axe.png barsheet.png bat.png beachnpc.png bluesword.png border.png boss.png '
        'chest.png clotharmor.png coder.png crab.png death.png deathknight.png desertnpc.png eye.png firefox.png '
        'forestnpc.png goblin.png goldenarmor.png goldensword.png guard.png hand.png king.png lavanpc.png '
        'leatherarmor.png loot.png mailarmor.png morningstar.png nyan.png octocat.png ogre.png platearmor.png '
        'priest.png rat.png redarmor.png redsword.png rick.png scientist.png shadow16.png skeleton.png '
        'skeleton2.png snake.png sorcerer.png sparks.png spectre.png spritesheet.png sword.png sword1.png '
        'sword2.png talk.png target.png tilesheet.png villagegirl.png villager.png wizard.png wood.png wood2.png '
        'wood3.png'
    ),
    'client/img/3': (
        'achievements.png agent.png axe.png barsheet.png bat.png beachnpc.png bluesword.png border.png boss.png '
        'chest.png clotharmor.png coder.png crab.png death.png deathknight.png desertnpc.png eye.png firefox.png '
        'forestnpc.png goblin.png goldenarmor.png goldensword.png guard.png hand.png king.png lavanpc.png '
        'leatherarmor.png loot.png mailarmor.png morningstar.png nyan.png octocat.png ogre.png platearmor.png '
        'priest.png rat.png redarmor.png redsword.png rick.png scientist.png shadow16.png skeleton.png '
        'skeleton2.png snake.png sorcerer.png sparks.png spectre.png spritesheet.png sword.png sword1.png '
        'sword2.png talk.png target.png tilesheet.png villagegirl.png villager.png wizard.png wood.png wood2.png '
        'wood3.png'
    ),
    'client/img/common': (
        'empty.cur favicon.png loading-error.png loading.png promo-title.jpg screenshot.jpg spinner.gif '
        'thingy.png'
    ),
    'client/js': (
        'chest.js entity.js infomanager.js player.js'
    ),
    'client/sprites': (
        'deathknight.json rick.json sword1.json'
    ),
}

BQ_SOUNDS_KIND = {
    'client/audio/sounds': (
        'achievement.mp3 achievement.ogg chat.mp3 chat.ogg chest.mp3 chest.ogg death.mp3 death.ogg firefox.mp3 '
        'firefox.ogg heal.mp3 heal.ogg hit1.mp3 hit1.ogg hit2.mp3 hit2.ogg hurt.mp3 hurt.ogg kill1.mp3 kill1.ogg '
        'kill2.mp3 kill2.ogg loot.mp3 loot.ogg noloot.mp3 noloot.ogg npc-end.mp3 npc-end.ogg npc.mp3 npc.ogg '
        'npctalk.mp3 npctalk.ogg revive.mp3 revive.ogg teleport.mp3 teleport.ogg'
    ),
}

BQ_SOUNDS_OTHER = {
    '': (
        'client/maps/world_client.js client/maps/world_client.json'
    ),
    'client/css': (
        'achievements.css ie.css main.css'
    ),
    'client/fonts': (
        'advocut-webfont.ttf advocut-webfont.woff graphicpixel-webfont.eot graphicpixel-webfont.ttf'
    ),
    'client/img/1': (
        'agent.png axe.png barsheet.png bat.png beachnpc.png boss.png clotharmor.png coder.png crab.png '
        'deathknight.png desertnpc.png eye.png firefox.png forestnpc.png goblin.png item-burger.png '
        'item-firepotion.png item-goldenarmor.png item-goldensword.png item-leatherarmor.png item-mailarmor.png '
        'item-morningstar.png item-platearmor.png item-redarmor.png item-redsword.png item-sword1.png king.png '
        'leatherarmor.png mailarmor.png morningstar.png nyan.png octocat.png ogre.png platearmor.png priest.png '
        'rat.png redsword.png rick.png scientist.png shadow16.png skeleton.png sorcerer.png sword2.png wizard.png '
        'wood.png wood2.png wood3.png'
    ),
    'client/img/2': (
        'achievements.png agent.png barsheet.png beachnpc.png bluesword.png boss.png chest.png crab.png eye.png '
        'goldenarmor.png item-cake.png item-firepotion.png item-goldenarmor.png item-leatherarmor.png '
        'item-mailarmor.png item-redarmor.png king.png leatherarmor.png loot.png mailarmor.png morningstar.png '
        'nyan.png rat.png redarmor.png redsword.png shadow16.png sorcerer.png spritesheet.png sword1.png '
        'sword2.png talk.png tilesheet.png villagegirl.png villager.png wood.png wood3.png'
    ),
    'client/img/3': (
        'achievements.png axe.png barsheet.png beachnpc.png border.png boss.png chest.png clotharmor.png '
        'coder.png death.png deathknight.png desertnpc.png goldenarmor.png hand.png item-axe.png item-flask.png '
        'item-goldensword.png item-leatherarmor.png item-morningstar.png item-redarmor.png item-redsword.png '
        'king.png lavanpc.png morningstar.png nyan.png platearmor.png rat.png redarmor.png scientist.png '
        'skeleton2.png snake.png sparks.png spectre.png sword1.png sword2.png tilesheet.png villager.png '
        'wizard.png wood.png wood2.png wood3.png'
    ),
    'client/img/common': (
        'favicon.png loading-error.png thingy.png'
    ),
    'client/js': (
        'app.js build.js chest.js config.js detect.js gameclient.js home.js infomanager.js item.js map.js '
        'mapworker.js mobs.js npc.js npcs.js sprites.js storage.js tile.js timer.js transition.js updater.js '
        'util.js'
    ),
    'client/js/lib': (
        'class.js log.js modernizr.js stacktrace.js underscore.min.js'
    ),
    'client/sprites': (
        'axe.json bat.json beachnpc.json bluesword.json boss.json clotharmor.json deathknight.json desertnpc.json '
        'firefox.json goblin.json goldensword.json guard.json item-axe.json item-bluesword.json '
        'item-firepotion.json item-goldenarmor.json item-leatherarmor.json item-sword2.json king.json loot.json '
        'mailarmor.json morningstar.json octocat.json ogre.json priest.json redarmor.json rick.json skeleton.json '
        'snake.json sorcerer.json sparks.json spectre.json sword.json sword1.json sword2.json target.json '
        'villagegirl.json villager.json'
    ),
}

GODOT_SCREENSHOTS_KIND = {
    '': (
        '2d/bullet_shower/screenshots/collision.png 2d/bullet_shower/screenshots/no_collision.png '
        '2d/custom_drawing/screenshots/custom_drawing.webp 2d/dodge_the_creeps/screenshots/dodge.png '
        '2d/drawable_textures/screenshots/screenshot.webp 2d/dynamic_tilemap_layers/screenshots/fake_wall.png '
        '2d/finite_state_machine/screenshots/fsm-attack.png 2d/glow/screenshots/left.png '
        '2d/glow/screenshots/right.png 2d/hexagonal_map/screenshots/hex.png '
        '2d/instancing/screenshots/instancing.png 2d/isometric/screenshots/isometric.webp '
        '2d/kinematic_character/screenshots/kinematic.png 2d/light2d_as_mask/screenshots/mask.png '
        '2d/lights_and_shadows/screenshots/lights.png 2d/navigation/screenshots/navigation.png '
        '2d/navigation_astar/screenshots/navigation_astar.webp '
        '2d/navigation_mesh_chunks/screenshots/navigation_mesh_chunks.webp '
        '2d/particles/screenshots/particles.webp 2d/physics_platformer/screenshots/beginning.png '
        '2d/physics_platformer/screenshots/seesaw-riding.png 2d/physics_tests/screenshots/physics_tests.webp '
        '2d/platformer/screenshots/platformer.webp 2d/polygons_lines/screenshots/polygons_lines.webp '
        '2d/pong/screenshots/pong.png 2d/role_playing_game/screenshots/battle.png '
        '2d/role_playing_game/screenshots/object.png 2d/screen_space_shaders/screenshots/old_film.png '
        '2d/screen_space_shaders/screenshots/whirl.png 2d/skeleton/screenshots/screenshot.png '
        '2d/sprite_shaders/screenshots/sprite.png 2d/tween/screenshots/tween.png '
        '3d/antialiasing/screenshots/antialiasing.webp 3d/csg/screenshots/csg.webp '
        '3d/decals/screenshots/decals.png 3d/global_illumination/screenshots/global_illumination.png '
        '3d/graphics_settings/screenshots/interface.png 3d/ik/screenshots/cube.png 3d/ik/screenshots/fps_gun.png '
        '3d/kinematic_character/screenshots/kinematic_character.webp '
        '3d/labels_and_texts/screenshots/3d_labels_and_texts.png '
        '3d/lights_and_shadows/screenshots/3d_lights_and_shadows.webp '
        '3d/material_testers/screenshots/material_testers.webp 3d/navigation/screenshots/navigation.webp '
        '3d/navigation_mesh_chunks/screenshots/navigation_mesh_chunks.webp '
        '3d/occlusion_culling_mesh_lod/screenshots/occlusion_culling_mesh_lod.webp '
        '3d/particles/screenshots/3d_particles.png '
        '3d/physical_light_camera_units/screenshots/physical_light_camera_units.webp '
        '3d/physics_interpolation/screenshots/physics_interpolation.webp '
        '3d/physics_tests/screenshots/physics_tests.webp 3d/platformer/screenshots/platformer.webp '
        '3d/procedural_materials/screenshots/procedural_materials.webp '
        '3d/ragdoll_physics/screenshots/ragdoll_physics.webp '
        '3d/rigidbody_character/screenshots/rigidbody_character.webp 3d/sky_shaders/screenshots/sky_shaders.webp '
        '3d/soft_body_physics/screenshots/soft_body_physics.webp 3d/sprites/screenshots/3d_sprites.webp '
        '3d/squash_the_creeps/screenshots/squash_the_creeps.webp '
        '3d/tonemap_color_correction/screenshots/tonemap_color_correction.webp '
        '3d/variable_rate_shading/screenshots/variable_rate_shading.webp '
        '3d/visibility_ranges/screenshots/visibility_ranges.webp '
        '3d/volumetric_fog/screenshots/volumetric_fog.webp 3d/voxel/screenshots/blocks.png '
        '3d/voxel/screenshots/title.png 3d/waypoints/screenshots/waypoints.png '
        'audio/audio_effects/screenshots/audio_effects.webp audio/bpm_sync/screenshots/bpm.png '
        'audio/device_changer/screenshots/device_changer.png audio/mic_record/screenshots/mic_record.png '
        'audio/midi_piano/screenshots/piano-pressed.png audio/rhythm_game/screenshots/rhythm_game.webp '
        'audio/spectrum/screenshots/spectrum.webp audio/text_to_speech/screenshots/text_to_speech.webp '
        'compute/heightmap/screenshots/heightmap.webp compute/post_shader/screenshots/post_process_shader.webp '
        'compute/texture/screenshots/compute_texture.webp gui/accessibility/screenshots/ui_access.webp '
        'gui/control_gallery/screenshots/control_gallery.webp '
        'gui/custom_splash_screen/screenshots/custom_splash_screen.webp '
        'gui/drag_and_drop/screenshots/drag_and_drop.webp gui/gd_paint/screenshots/gdpaint.png '
        'gui/input_mapping/screenshots/input_mapping.png gui/msdf_font/screenshots/sdf.webp '
        'gui/multiple_resolutions/screenshots/multiple_resolutions.png '
        'gui/pseudolocalization/screenshots/pseudolocalization.png gui/regex/screenshots/regex.webp '
        'gui/rich_text_bbcode/screenshots/rich_text_bbcode.webp '
        'gui/theming_override/screenshots/theming_override.webp gui/translation/screenshots/translation.webp '
        'gui/ui_mirroring/screenshots/ui_mirroring_ar.png gui/ui_mirroring/screenshots/ui_mirroring_en.png '
        'loading/autoload/screenshots/autoload.png loading/load_threaded/screenshots/paintings.png '
        'loading/runtime_save_load/screenshots/runtime_save_load.webp '
        'loading/scene_changer/screenshots/scene_changer.png loading/serialization/screenshots/save_load.png '
        'loading/threads/screenshots/load_in_thread.png misc/custom_logging/screenshots/custom_logging.webp '
        'misc/graphics_tablet_input/screenshots/graphics_tablet_input.webp misc/joypads/screenshots/joypads.webp '
        'misc/large_world_coordinates/screenshots/large_world_coordinates_double_precision_build.webp '
        'misc/large_world_coordinates/screenshots/large_world_coordinates_single_precision_build.webp '
        'misc/matrix_transform/screenshots/2D.png misc/matrix_transform/screenshots/3D.png '
        'misc/multiple_windows/screenshots/screenshot.webp misc/noise_viewer/screenshots/noise_viewer.png '
        'misc/os_test/screenshots/mono.png misc/os_test/screenshots/top-hidpi.png '
        'misc/pause/screenshots/pause.png misc/window_management/screenshots/window_management.webp '
        'mobile/multitouch_cubes/screenshots/multitouch_cubes.png '
        'mobile/multitouch_view/screenshots/multitouch.png mobile/sensors/screenshots/sensors.webp '
        'mono/dodge_the_creeps/screenshots/dodge.png mono/multiplayer_pong/screenshots/pong_multiplayer.png '
        'mono/pong/screenshots/pong.png mono/squash_the_creeps/screenshots/squash_the_creeps.webp '
        'networking/multiplayer_bomber/screenshots/bomber.png '
        'networking/multiplayer_pong/screenshots/pong_multiplayer.png '
        'networking/webrtc_signaling/screenshots/screenshot.png '
        'networking/websocket_chat/screenshots/screenshot.png '
        'networking/websocket_multiplayer/screenshots/screenshot.png viewport/2d_in_3d/screenshots/2d_in_3d.webp '
        'viewport/3d_in_2d/screenshots/3d_in_2d.webp viewport/3d_scaling/screenshots/3d_scaling.webp '
        'viewport/dynamic_split_screen/screenshots/dynamic_split_screen.webp '
        'viewport/gui_in_3d/screenshots/gui.png viewport/screen_capture/screenshots/capture.png '
        'viewport/split_screen_input/screenshots/split_screen_input.webp '
        'xr/mobile_vr_interface_demo/screenshots/mobile_vr_interface_demo.png '
        'xr/openxr_character_centric_movement/screenshots/character_movement_demo.png '
        'xr/openxr_composition_layers/screenshots/xr_composition_layer_demo.png '
        'xr/openxr_hand_tracking_demo/screenshots/hand_tracking_demo.png '
        'xr/openxr_origin_centric_movement/screenshots/origin_movement_demo.png '
        'xr/openxr_passthrough/screenshots/passthrough_in_quest.jpg '
        'xr/openxr_render_models/screenshots/render_model_demo.png'
    ),
    '3d/truck_town/screenshots': (
        'tow.png trailer.png truck_town.webp'
    ),
    'gui/bidi_and_font_features/screenshots': (
        'bidi.png font_features.png line_break_and_fill.png system_fonts.webp variable_fonts.webp'
    ),
    'misc/2.5d/screenshots': (
        'cube.png editor.png forty_five.png front_side.png isometric.png oblique_y.png oblique_z.png'
    ),
    'mono/2.5d/screenshots': (
        'cube.png forty_five.png front_side.png isometric.png oblique_y.png oblique_z.png'
    ),
    'xr/openxr_binding_modifier_demo/screenshots': (
        'analog_binding_modifier.png binding_modifier_demo.png dpad_modifier.png'
    ),
    'xr/openxr_spectator_view/screenshots': (
        'construct_scene.png project_setup_main_scene.png spectator_view_demo.png'
    ),
}

GODOT_SCREENSHOTS_OTHER = {
    '': (
        '2d/bullet_shower/screenshots/.gdignore',
        '2d/custom_drawing/screenshots/.gdignore',
        '2d/dodge_the_creeps/screenshots/.gdignore',
        '2d/drawable_textures/icon_brush.svg',
        '2d/drawable_textures/screenshots/.gdignore',
        '2d/dynamic_tilemap_layers/level/obstacle.png',
        '2d/dynamic_tilemap_layers/player/player.png.import',
        '2d/dynamic_tilemap_layers/screenshots/.gdignore',
        '2d/finite_state_machine/screenshots/.gdignore',
        '2d/finite_state_machine/state_machine/state_machine.gd',
        '2d/glow/screenshots/.gdignore',
        '2d/hexagonal_map/screenshots/.gdignore',
        '2d/instancing/screenshots/.gdignore',
        '2d/isometric/decorations/rug_1.png',
        '2d/isometric/screenshots/.gdignore',
        '2d/kinematic_character/screenshots/.gdignore',
        '2d/light2d_as_mask/screenshots/.gdignore',
        '2d/lights_and_shadows/screenshots/.gdignore',
        '2d/navigation/character.gd',
        '2d/navigation/screenshots/.gdignore',
        '2d/navigation_astar/screenshots/.gdignore',
        '2d/navigation_mesh_chunks/screenshots/.gdignore',
        '2d/particles/screenshots/.gdignore',
        '2d/physics_platformer/screenshots/.gdignore',
        '2d/physics_tests/README.md',
        '2d/physics_tests/screenshots/.gdignore',
        '2d/physics_tests/utils/rigidbody_pick.gd',
        '2d/platformer/project.godot',
        '2d/platformer/screenshots/.gdignore',
        '2d/polygons_lines/polygons_lines.gd',
        '2d/polygons_lines/screenshots/.gdignore',
        '2d/pong/screenshots/.gdignore',
        '2d/role_playing_game/screenshots/.gdignore',
        '2d/screen_space_shaders/screenshots/.gdignore',
        '2d/skeleton/screenshots/.gdignore',
        '2d/sprite_shaders/screenshots/.gdignore',
        '2d/tween/project.godot',
        '2d/tween/screenshots/.gdignore',
        '3d/antialiasing/icon.webp.import',
        '3d/antialiasing/screenshots/.gdignore',
        '3d/csg/screenshots/.gdignore',
        '3d/decals/screenshots/.gdignore',
        '3d/decals/textures/circle_blob_emissive.png',
        '3d/global_illumination/screenshots/.gdignore',
        '3d/graphics_settings/screenshots/.gdignore',
        '3d/ik/screenshots/.gdignore',
        '3d/kinematic_character/screenshots/.gdignore',
        '3d/labels_and_texts/screenshots/.gdignore',
        '3d/lights_and_shadows/day_night_cycle.gd',
        '3d/lights_and_shadows/screenshots/.gdignore',
        '3d/material_testers/screenshots/.gdignore',
        '3d/navigation/screenshots/.gdignore',
        '3d/navigation_mesh_chunks/screenshots/.gdignore',
        '3d/occlusion_culling_mesh_lod/camera.gd',
        '3d/occlusion_culling_mesh_lod/screenshots/.gdignore',
        '3d/particles/icon.webp.import',
        '3d/particles/screenshots/.gdignore',
        '3d/particles/test.tscn',
        '3d/physical_light_camera_units/screenshots/.gdignore',
        '3d/physics_interpolation/screenshots/.gdignore',
        '3d/physics_tests/screenshots/.gdignore',
        '3d/physics_tests/tests.gd.uid',
        '3d/physics_tests/utils/label_pause.gd',
        '3d/platformer/player/player.gd',
        '3d/platformer/screenshots/.gdignore',
        '3d/procedural_materials/materials/marble.tres',
        '3d/procedural_materials/screenshots/.gdignore',
        '3d/ragdoll_physics/characters/mannequiny.glb',
        '3d/ragdoll_physics/materials/white.tres',
        '3d/ragdoll_physics/screenshots/.gdignore',
        '3d/rigidbody_character/models/mushroom.glb',
        '3d/rigidbody_character/screenshots/.gdignore',
        '3d/sky_shaders/screenshots/.gdignore',
        '3d/sky_shaders/worlnoise.webp',
        '3d/soft_body_physics/screenshots/.gdignore',
        '3d/sprites/screenshots/.gdignore',
        '3d/sprites/scripts/player.gd',
        '3d/squash_the_creeps/MusicPlayer.tscn',
        '3d/squash_the_creeps/art/mob.glb.import',
        '3d/squash_the_creeps/screenshots/.gdignore',
        '3d/tonemap_color_correction/screenshots/.gdignore',
        '3d/truck_town/screenshots/.gdignore',
        '3d/variable_rate_shading/screenshots/.gdignore',
        '3d/visibility_ranges/fps_label.gd.uid',
        '3d/visibility_ranges/screenshots/.gdignore',
        '3d/volumetric_fog/screenshots/.gdignore',
        '3d/voxel/screenshots/.gdignore',
        '3d/waypoints/screenshots/.gdignore',
        'audio/audio_effects/screenshots/.gdignore',
        'audio/audio_effects/sfx/Whistle.wav.import',
        'audio/bpm_sync/lcd.ttf.import',
        'audio/bpm_sync/play_sound_button.png',
        'audio/bpm_sync/screenshots/.gdignore',
        'audio/device_changer/screenshots/.gdignore',
        'audio/mic_record/screenshots/.gdignore',
        'audio/midi_piano/screenshots/.gdignore',
        'audio/rhythm_game/game_state/note_manager.gd',
        'audio/rhythm_game/screenshots/.gdignore',
        'audio/spectrum/screenshots/.gdignore',
        'audio/text_to_speech/screenshots/.gdignore',
        'compute/heightmap/icon.webp.import',
        'compute/heightmap/screenshots/.gdignore',
        'compute/post_shader/main.gd.uid',
        'compute/post_shader/screenshots/.gdignore',
        'compute/texture/screenshots/.gdignore',
        'gui/accessibility/project.godot',
        'gui/accessibility/screenshots/.gdignore',
        'gui/bidi_and_font_features/custom_st_parser.gd.uid',
        'gui/bidi_and_font_features/screenshots/.gdignore',
        'gui/control_gallery/screenshots/.gdignore',
        'gui/custom_splash_screen/screenshots/.gdignore',
        'gui/drag_and_drop/screenshots/.gdignore',
        'gui/gd_paint/screenshots/.gdignore',
        'gui/input_mapping/icon.webp',
        'gui/input_mapping/screenshots/.gdignore',
        'gui/msdf_font/screenshots/.gdignore',
        'gui/multiple_resolutions/screenshots/.gdignore',
        'gui/pseudolocalization/screenshots/.gdignore',
        'gui/regex/screenshots/.gdignore',
        'gui/rich_text_bbcode/screenshots/.gdignore',
        'gui/theming_override/screenshots/.gdignore',
        'gui/translation/screenshots/.gdignore',
        'gui/ui_mirroring/screenshots/.gdignore',
        'loading/autoload/screenshots/.gdignore',
        'loading/load_threaded/screenshots/.gdignore',
        'loading/runtime_save_load/screenshots/.gdignore',
        'loading/scene_changer/screenshots/.gdignore',
        'loading/serialization/screenshots/.gdignore',
        'loading/threads/screenshots/.gdignore',
        'misc/2.5d/screenshots/.gdignore',
        'misc/custom_logging/screenshots/.gdignore',
        'misc/graphics_tablet_input/screenshots/.gdignore',
        'misc/joypads/screenshots/.gdignore',
        'misc/large_world_coordinates/screenshots/.gdignore',
        'misc/matrix_transform/README.md',
        'misc/matrix_transform/screenshots/.gdignore',
        'misc/multiple_windows/screenshots/.gdignore',
        'misc/noise_viewer/screenshots/.gdignore',
        'misc/os_test/Operating System Testing.sln',
        'misc/os_test/os_test.tscn',
        'misc/os_test/screenshots/.gdignore',
        'misc/pause/screenshots/.gdignore',
        'misc/window_management/screenshots/.gdignore',
        'mobile/multitouch_cubes/screenshots/.gdignore',
        'mobile/multitouch_view/screenshots/.gdignore',
        'mobile/sensors/screenshots/.gdignore',
        'mono/2.5d/screenshots/.gdignore',
        'mono/dodge_the_creeps/Dodge the Creeps with C#.csproj',
        'mono/dodge_the_creeps/HUD.tscn',
        'mono/dodge_the_creeps/screenshots/.gdignore',
        'mono/multiplayer_pong/screenshots/.gdignore',
        'mono/pong/paddle.png.import',
        'mono/pong/screenshots/.gdignore',
        'mono/squash_the_creeps/screenshots/.gdignore',
        'networking/multiplayer_bomber/charwalk.png',
        'networking/multiplayer_bomber/montserrat.otf.import',
        'networking/multiplayer_bomber/screenshots/.gdignore',
        'networking/multiplayer_pong/project.godot',
        'networking/multiplayer_pong/screenshots/.gdignore',
        'networking/webrtc_signaling/client/multiplayer_client.gd.uid',
        'networking/webrtc_signaling/screenshots/.gdignore',
        'networking/websocket_chat/icon.webp.import',
        'networking/websocket_chat/project.godot',
        'networking/websocket_chat/screenshots/.gdignore',
        'networking/websocket_multiplayer/screenshots/.gdignore',
        'viewport/2d_in_3d/ball.png.import',
        'viewport/2d_in_3d/screenshots/.gdignore',
        'viewport/3d_in_2d/screenshots/.gdignore',
        'viewport/3d_scaling/screenshots/.gdignore',
        'viewport/dynamic_split_screen/screenshots/.gdignore',
        'viewport/dynamic_split_screen/wall_coloring.gd.uid',
        'viewport/gui_in_3d/screenshots/.gdignore',
        'viewport/screen_capture/screenshots/.gdignore',
        'viewport/split_screen_input/screenshots/.gdignore',
        'xr/mobile_vr_interface_demo/screenshots/mobile_vr_interface_demo.png.import',
        'xr/openxr_binding_modifier_demo/controller_state.gd',
        'xr/openxr_binding_modifier_demo/icon.svg',
        'xr/openxr_character_centric_movement/screenshots/character_movement_demo.png.import',
        'xr/openxr_composition_layers/screenshots/xr_composition_layer_demo.png.import',
        'xr/openxr_hand_tracking_demo/screenshots/hand_tracking_demo.png.import',
        'xr/openxr_origin_centric_movement/screenshots/origin_movement_demo.png.import',
        'xr/openxr_passthrough/screenshots/.gdignore',
        'xr/openxr_render_models/screenshots/render_model_demo.png.import',
        'xr/openxr_spectator_view/openxr_spectator_view_demo.zip',
        'xr/openxr_spectator_view/shaders/color.gdshader.uid',
    ),
    '2d/hexagonal_map/tiles': (
        'WWT-24.png WWT-25.png.import WWT-26.png.import'
    ),
    '3d/csg': (
        'blue_material.tres csg.gd csg.tscn'
    ),
    '3d/material_testers/test_materials': (
        'ice.tres texture_cheese_ao.png wool_normal.png.import'
    ),
    'xr/openxr_binding_modifier_demo/screenshots': (
        'analog_binding_modifier.png.import binding_modifier_demo.png.import dpad_modifier.png.import'
    ),
    'xr/openxr_spectator_view/screenshots': (
        'construct_scene.png.import project_setup_main_scene.png.import spectator_view_demo.png.import'
    ),
}

GODOT_PROJECTS_KIND = {
    '': (
        '2d/bullet_shower/project.godot 2d/custom_drawing/project.godot 2d/dodge_the_creeps/project.godot '
        '2d/drawable_textures/project.godot 2d/dynamic_tilemap_layers/project.godot '
        '2d/finite_state_machine/project.godot 2d/glow/project.godot 2d/hexagonal_map/project.godot '
        '2d/instancing/project.godot 2d/isometric/project.godot 2d/kinematic_character/project.godot '
        '2d/light2d_as_mask/project.godot 2d/lights_and_shadows/project.godot 2d/navigation/project.godot '
        '2d/navigation_astar/project.godot 2d/navigation_mesh_chunks/project.godot 2d/particles/project.godot '
        '2d/physics_platformer/project.godot 2d/physics_tests/project.godot 2d/platformer/project.godot '
        '2d/polygons_lines/project.godot 2d/pong/project.godot 2d/role_playing_game/project.godot '
        '2d/screen_space_shaders/project.godot 2d/skeleton/project.godot 2d/sprite_shaders/project.godot '
        '2d/tween/project.godot 3d/antialiasing/project.godot 3d/csg/project.godot 3d/decals/project.godot '
        '3d/global_illumination/project.godot 3d/graphics_settings/project.godot 3d/ik/project.godot '
        '3d/kinematic_character/project.godot 3d/labels_and_texts/project.godot '
        '3d/lights_and_shadows/project.godot 3d/material_testers/project.godot 3d/navigation/project.godot '
        '3d/navigation_mesh_chunks/project.godot 3d/occlusion_culling_mesh_lod/project.godot '
        '3d/particles/project.godot 3d/physical_light_camera_units/project.godot '
        '3d/physics_interpolation/project.godot 3d/physics_tests/project.godot 3d/platformer/project.godot '
        '3d/procedural_materials/project.godot 3d/ragdoll_physics/project.godot '
        '3d/rigidbody_character/project.godot 3d/sky_shaders/project.godot 3d/soft_body_physics/project.godot '
        '3d/sprites/project.godot 3d/squash_the_creeps/project.godot 3d/tonemap_color_correction/project.godot '
        '3d/truck_town/project.godot 3d/variable_rate_shading/project.godot 3d/visibility_ranges/project.godot '
        '3d/volumetric_fog/project.godot 3d/voxel/project.godot 3d/waypoints/project.godot '
        'audio/audio_effects/project.godot audio/bpm_sync/project.godot audio/device_changer/project.godot '
        'audio/generator/project.godot audio/mic_record/project.godot audio/midi_piano/project.godot '
        'audio/rhythm_game/project.godot audio/spectrum/project.godot audio/text_to_speech/project.godot '
        'compute/heightmap/project.godot compute/post_shader/project.godot compute/texture/project.godot '
        'gui/accessibility/project.godot gui/bidi_and_font_features/project.godot '
        'gui/control_gallery/project.godot gui/custom_splash_screen/project.godot gui/drag_and_drop/project.godot '
        'gui/gd_paint/project.godot gui/input_mapping/project.godot gui/msdf_font/project.godot '
        'gui/multiple_resolutions/project.godot gui/pseudolocalization/project.godot gui/regex/project.godot '
        'gui/rich_text_bbcode/project.godot gui/theming_override/project.godot gui/translation/project.godot '
        'gui/ui_mirroring/project.godot loading/autoload/project.godot loading/load_threaded/project.godot '
        'loading/runtime_save_load/project.godot loading/scene_changer/project.godot '
        'loading/serialization/project.godot loading/threads/project.godot misc/2.5d/project.godot '
        'misc/custom_logging/project.godot misc/graphics_tablet_input/project.godot misc/hdr_output/project.godot '
        'misc/joypads/project.godot misc/large_world_coordinates/project.godot '
        'misc/matrix_transform/project.godot misc/multiple_windows/project.godot misc/noise_viewer/project.godot '
        'misc/os_test/project.godot misc/pause/project.godot misc/window_management/project.godot '
        'mobile/android_iap/project.godot mobile/multitouch_cubes/project.godot '
        'mobile/multitouch_view/project.godot mobile/sensors/project.godot mono/2.5d/project.godot '
        'mono/android_iap/project.godot mono/dodge_the_creeps/project.godot mono/multiplayer_pong/project.godot '
        'mono/pong/project.godot mono/squash_the_creeps/project.godot networking/multiplayer_bomber/project.godot '
        'networking/multiplayer_pong/project.godot networking/webrtc_minimal/project.godot '
        'networking/webrtc_signaling/project.godot networking/websocket_chat/project.godot '
        'networking/websocket_minimal/project.godot networking/websocket_multiplayer/project.godot '
        'viewport/2d_in_3d/project.godot viewport/3d_in_2d/project.godot viewport/3d_scaling/project.godot '
        'viewport/dynamic_split_screen/project.godot viewport/gui_in_3d/project.godot '
        'viewport/screen_capture/project.godot viewport/split_screen_input/project.godot '
        'xr/mobile_vr_interface_demo/project.godot xr/openxr_binding_modifier_demo/project.godot '
        'xr/openxr_character_centric_movement/project.godot xr/openxr_composition_layers/project.godot '
        'xr/openxr_hand_tracking_demo/project.godot xr/openxr_origin_centric_movement/project.godot '
        'xr/openxr_passthrough/project.godot xr/openxr_render_models/project.godot '
        'xr/openxr_spectator_view/project.godot xr/webxr/project.godot'
    ),
}

GODOT_PROJECTS_OTHER = {
    '': (
        '2d/bullet_shower/face_sad.png.import',
        '2d/bullet_shower/shower.tscn',
        '2d/custom_drawing/animation_slice.gd.uid',
        '2d/dynamic_tilemap_layers/README.md',
        '2d/finite_state_machine/README.md',
        '2d/finite_state_machine/icon.webp',
        '2d/glow/icon.webp',
        '2d/glow/ocean_beach.png.import',
        '2d/instancing/icon.webp.import',
        '2d/instancing/scene_instancing.tscn',
        '2d/isometric/README.md',
        '2d/kinematic_character/icon.webp',
        '2d/light2d_as_mask/splat.png.import',
        '2d/navigation/character.png.import',
        '2d/navigation_mesh_chunks/icon.webp',
        '2d/particles/fire_particle.png.import',
        '2d/physics_platformer/README.md',
        '2d/physics_platformer/tiles_demo.png.import',
        '2d/physics_tests/tests_menu.gd.uid',
        '2d/screen_space_shaders/screen_shaders.gd',
        '2d/screen_space_shaders/screen_shaders.gd.uid',
        '2d/sprite_shaders/godotea.png.import',
        '3d/csg/indigo_material.tres',
        '3d/decals/decal.tscn',
        '3d/ik/skeleton_ik_runner.gd.uid',
        '3d/ik/target_from_mousepos.gd',
        '3d/navigation/navmesh.gd',
        '3d/navigation/navmesh.gd.uid',
        '3d/navigation_mesh_chunks/icon.webp',
        '3d/particles/README.md',
        '3d/particles/tester.gd',
        '3d/physical_light_camera_units/icon.webp.import',
        '3d/physical_light_camera_units/options.gd',
        '3d/physics_interpolation/box.tscn',
        '3d/physics_tests/test.gd',
        '3d/physics_tests/tests.gd',
        '3d/ragdoll_physics/ragdoll_physics.gd.uid',
        '3d/ragdoll_physics/ragdoll_physics.tscn',
        '3d/rigidbody_character/cubelib.tres',
        '3d/soft_body_physics/rigid_box_light.tscn',
        '3d/soft_body_physics/tester.gd',
        '3d/sprites/icon.webp',
        '3d/tonemap_color_correction/gradients.tscn',
        '3d/tonemap_color_correction/options.gd.uid',
        '3d/variable_rate_shading/vrs.tscn',
        '3d/variable_rate_shading/vrs_texture.gdshader.uid',
        '3d/waypoints/waypoint.gd',
        'audio/bpm_sync/play_sound_button.png.import',
        'audio/bpm_sync/the_comeback2.ogg',
        'audio/device_changer/Changer.gd.uid',
        'audio/mic_record/Intro.ogg',
        'audio/mic_record/MicRecord.gd',
        'audio/rhythm_game/icon.webp',
        'audio/spectrum/icon.webp',
        'compute/heightmap/README.md',
        'compute/texture/README.md',
        'gui/gd_paint/paint_tools.png.import',
        'gui/input_mapping/ActionRemapButton.tscn',
        'gui/input_mapping/KeyPersistence.gd.uid',
        'gui/msdf_font/README.md',
        'gui/msdf_font/montserrat_semibold_msdf.ttf.import',
        'gui/regex/README.md',
        'gui/rich_text_bbcode/icon.webp.import',
        'gui/theming_override/icon.webp',
        'gui/theming_override/test.tscn',
        'gui/ui_mirroring/ui_mirroring.gd',
        'loading/autoload/README.md',
        'loading/runtime_save_load/README.md',
        'loading/runtime_save_load/runtime_save_load.tscn',
        'misc/custom_logging/jetbrains_mono_bold.woff2',
        'misc/custom_logging/jetbrains_mono_bold.woff2.import',
        'misc/graphics_tablet_input/graphics_tablet_input.gd',
        'misc/hdr_output/max_self_modulate.gd.uid',
        'misc/large_world_coordinates/README.md',
        'misc/large_world_coordinates/icon.webp.import',
        'misc/multiple_windows/icon.webp',
        'misc/os_test/CSharpTest.cs',
        'misc/os_test/icon.webp',
        'misc/pause/icon.webp.import',
        'mobile/android_iap/store.gd',
        'mobile/multitouch_cubes/icon.webp',
        'mobile/sensors/main.gd.uid',
        'mobile/sensors/main.tscn',
        'mono/2.5d/README.md',
        'mono/dodge_the_creeps/Dodge the Creeps with C#.sln',
        'mono/dodge_the_creeps/Player.tscn',
        'mono/multiplayer_pong/ball.png',
        'mono/multiplayer_pong/icon.webp.import',
        'mono/pong/icon.webp.import',
        'mono/pong/paddle.png',
        'networking/websocket_minimal/client.gd',
        'networking/websocket_minimal/server.gd.uid',
        'viewport/3d_in_2d/3d_in_2d.gd.uid',
        'viewport/3d_in_2d/robot.glb',
        'viewport/3d_scaling/icon.webp',
        'viewport/3d_scaling/noto_sans_ui_regular.ttf.import',
        'viewport/dynamic_split_screen/split_screen.gdshader.uid',
        'viewport/gui_in_3d/gui_3d.gd',
        'viewport/screen_capture/mountains.png.import',
        'viewport/split_screen_input/player.gd.uid',
        'viewport/split_screen_input/root.gd',
        'xr/mobile_vr_interface_demo/icon.svg.import',
        'xr/openxr_binding_modifier_demo/main.tscn',
        'xr/openxr_composition_layers/handle_pointers.gd',
        'xr/openxr_composition_layers/handle_pointers.gd.uid',
        'xr/openxr_passthrough/icon.svg.import',
        'xr/openxr_passthrough/main.gd',
        'xr/openxr_render_models/box.tscn',
        'xr/openxr_render_models/icon.svg.import',
        'xr/openxr_spectator_view/main.gd',
        'xr/openxr_spectator_view/xr_pointer.tscn',
    ),
    '2d/dodge_the_creeps': (
        'LICENSE icon.webp.import mob.gd mob.gd.uid player.gd.uid'
    ),
    '2d/hexagonal_map': (
        'tileset.tres tileset_edit.tscn troll.gd.uid'
    ),
    '2d/lights_and_shadows': (
        'background.png godot_normal.png.import light.png light_shadows.gd.uid spot.png spot.png.import'
    ),
    '2d/platformer': (
        'default_bus_layout.tres game.gd.uid icon.webp'
    ),
    '2d/pong': (
        'paddle.png pong.tscn separator.png.import'
    ),
    '2d/skeleton': (
        'icon.webp icon.webp.import level.tscn'
    ),
    '3d/global_illumination': (
        'cube.blend cube.glb icon.webp.import zdm2_all.lmbake'
    ),
    '3d/lights_and_shadows': (
        'checker_normal.png.import checker_roughness.png tester.gd.uid'
    ),
    '3d/material_testers': (
        'icon.webp icon.webp.import tester.gd.uid'
    ),
    '3d/occlusion_culling_mesh_lod': (
        'camera.gd.uid door.gd door.gd.uid node_3d.gd.uid room.blend'
    ),
    '3d/sky_shaders': (
        'icon.png main.gd spheres.gd'
    ),
    '3d/squash_the_creeps': (
        'Main.gd Player.gd Player.gd.uid'
    ),
    '3d/truck_town': (
        'README.md default_bus_layout.tres speedometer.gd'
    ),
    '3d/visibility_ranges': (
        'README.md camera.gd tree_material.tres'
    ),
    'compute/post_shader': (
        'main.gd.uid post_process_grayscale.gd post_process_grayscale.glsl.import'
    ),
    'gui/accessibility': (
        'clear.svg.import controls.gd.uid icon.svg'
    ),
    'gui/bidi_and_font_features': (
        'LICENSE.Noto.txt bidi.gd.uid bidi.tscn icon.webp'
    ),
    'loading/serialization': (
        'enemy.gd.uid gui.gd.uid player.gd.uid save_load_config_file.gd.uid save_load_json.gd.uid'
    ),
    'mono/squash_the_creeps': (
        'Main.cs Main.tscn Player.cs.uid README.md icon.png icon.svg'
    ),
    'networking/multiplayer_bomber': (
        'icon.webp player.gd rock_bit.png.import'
    ),
    'networking/webrtc_minimal': (
        '.gitignore chat.gd main.tscn'
    ),
    'viewport/2d_in_3d': (
        'ball.png left_pallete.png right_pallete.png'
    ),
    'xr/openxr_character_centric_movement': (
        'openxr_action_map.tres player.gd world.tscn'
    ),
    'xr/openxr_hand_tracking_demo': (
        'hand_controller.gd hand_mesh.gd icon.svg.import'
    ),
    'xr/openxr_origin_centric_movement': (
        '.gitignore icon.svg start_vr.gd.uid'
    ),
}

SLD_IMAGES_KIND = {
    'Dataset/0': (
        'IMG_1138.JPG IMG_1249.JPG IMG_1280.JPG IMG_4099.JPG IMG_4203.JPG IMG_4243.JPG IMG_4348.JPG IMG_4604.JPG '
        'IMG_4725.JPG IMG_4755.JPG IMG_4776.JPG IMG_4846.JPG IMG_4856.JPG IMG_4866.JPG IMG_4926.JPG IMG_5132.JPG '
        'IMG_5142.JPG IMG_5234.JPG IMG_5266.JPG IMG_5446.JPG IMG_5497.JPG IMG_5592.JPG IMG_5655.JPG IMG_5675.JPG '
        'IMG_5716.JPG IMG_5826.JPG IMG_5928.JPG IMG_5938.JPG IMG_5950.JPG IMG_5960.JPG IMG_5981.JPG'
    ),
    'Dataset/1': (
        'IMG_1139.JPG IMG_1170.JPG IMG_1200.JPG IMG_1210.JPG IMG_1291.JPG IMG_4100.JPG IMG_4120.JPG IMG_4150.JPG '
        'IMG_4287.JPG IMG_4360.JPG IMG_4414.JPG IMG_4457.JPG IMG_4467.JPG IMG_4487.JPG IMG_4534.JPG IMG_4595.JPG '
        'IMG_4645.JPG IMG_4977.JPG IMG_5018.JPG IMG_5112.JPG IMG_5204.JPG IMG_5361.JPG IMG_5477.JPG IMG_5583.JPG '
        'IMG_5686.JPG IMG_5838.JPG IMG_5868.JPG IMG_5919.JPG'
    ),
    'Dataset/2': (
        'IMG_1140.JPG IMG_1191.JPG IMG_1231.JPG IMG_4111.JPG IMG_4173.JPG IMG_4256.JPG IMG_4288.JPG IMG_4340.JPG '
        'IMG_4372.JPG IMG_4458.JPG IMG_4566.JPG IMG_4576.JPG IMG_4586.JPG IMG_4646.JPG IMG_4686.JPG IMG_4706.JPG '
        'IMG_4767.JPG IMG_4838.JPG IMG_4908.JPG IMG_4978.JPG IMG_5033.JPG IMG_5045.JPG IMG_5134.JPG IMG_5205.JPG '
        'IMG_5310.JPG IMG_5352.JPG IMG_5362.JPG IMG_5468.JPG IMG_5499.JPG IMG_5539.JPG IMG_5564.JPG IMG_5647.JPG '
        'IMG_5869.JPG'
    ),
    'Dataset/3': (
        'IMG_1202.JPG IMG_1212.JPG IMG_1283.JPG IMG_4122.JPG IMG_4142.JPG IMG_4174.JPG IMG_4206.JPG IMG_4269.JPG '
        'IMG_4279.JPG IMG_4479.JPG IMG_4718.JPG IMG_4728.JPG IMG_4879.JPG IMG_4899.JPG IMG_4979.JPG IMG_5020.JPG '
        'IMG_5046.JPG IMG_5056.JPG IMG_5108.JPG IMG_5114.JPG IMG_5279.JPG IMG_5289.JPG IMG_5311.JPG IMG_5393.JPG '
        'IMG_5469.JPG IMG_5540.JPG IMG_5565.JPG IMG_5595.JPG IMG_5688.JPG IMG_5749.JPG IMG_5829.JPG IMG_5890.JPG'
    ),
    'Dataset/4': (
        'IMG_1142.JPG IMG_1213.JPG IMG_1295.JPG IMG_4044.JPG IMG_4103.JPG IMG_4123.JPG IMG_4143.JPG IMG_4440.JPG '
        'IMG_4480.JPG IMG_4510.JPG IMG_4548.JPG IMG_4880.JPG IMG_4960.JPG IMG_4970.JPG IMG_5115.JPG IMG_5156.JPG '
        'IMG_5207.JPG IMG_5217.JPG IMG_5260.JPG IMG_5280.JPG IMG_5332.JPG IMG_5404.JPG IMG_5450.JPG IMG_5460.JPG '
        'IMG_5470.JPG IMG_5491.JPG IMG_5521.JPG IMG_5576.JPG IMG_5629.JPG IMG_5689.JPG IMG_5699.JPG IMG_5891.JPG'
    ),
    'Dataset/5': (
        'IMG_1123.JPG IMG_1214.JPG IMG_1265.JPG IMG_4064.JPG IMG_4084.JPG IMG_4114.JPG IMG_4134.JPG IMG_4144.JPG '
        'IMG_4218.JPG IMG_4260.JPG IMG_4311.JPG IMG_4353.JPG IMG_4451.JPG IMG_4501.JPG IMG_4579.JPG IMG_4589.JPG '
        'IMG_4639.JPG IMG_4649.JPG IMG_4891.JPG IMG_4921.JPG IMG_4951.JPG IMG_5002.JPG IMG_5022.JPG IMG_5048.JPG '
        'IMG_5116.JPG IMG_5239.JPG IMG_5250.JPG IMG_5313.JPG IMG_5542.JPG IMG_5801.JPG IMG_5852.JPG'
    ),
    'Dataset/6': (
        'IMG_1164.JPG IMG_1175.JPG IMG_1318.JPG IMG_4045.JPG IMG_4075.JPG IMG_4177.JPG IMG_4187.JPG IMG_4261.JPG '
        'IMG_4272.JPG IMG_4354.JPG IMG_4419.JPG IMG_4550.JPG IMG_4580.JPG IMG_4640.JPG IMG_4670.JPG IMG_4700.JPG '
        'IMG_4882.JPG IMG_4953.JPG IMG_5128.JPG IMG_5138.JPG IMG_5240.JPG IMG_5346.JPG IMG_5386.JPG IMG_5462.JPG '
        'IMG_5493.JPG IMG_5578.JPG IMG_5621.JPG IMG_5651.JPG IMG_5711.JPG IMG_5812.JPG IMG_5822.JPG IMG_5863.JPG '
        'IMG_5903.JPG IMG_5987.JPG'
    ),
    'Dataset/7': (
        'IMG_1176.JPG IMG_1186.JPG IMG_1206.JPG IMG_1226.JPG IMG_1246.JPG IMG_1319.JPG IMG_4178.JPG IMG_4220.JPG '
        'IMG_4230.JPG IMG_4691.JPG IMG_4701.JPG IMG_4742.JPG IMG_4762.JPG IMG_4783.JPG IMG_4853.JPG IMG_4873.JPG '
        'IMG_4913.JPG IMG_4993.JPG IMG_5038.JPG IMG_5129.JPG IMG_5315.JPG IMG_5599.JPG IMG_5642.JPG IMG_5662.JPG '
        'IMG_5723.JPG IMG_5763.JPG IMG_5773.JPG IMG_5803.JPG IMG_5915.JPG IMG_5998.JPG'
    ),
    'Dataset/8': (
        'IMG_1146.JPG IMG_1227.JPG IMG_1237.JPG IMG_4097.JPG IMG_4147.JPG IMG_4201.JPG IMG_4325.JPG IMG_4356.JPG '
        'IMG_4514.JPG IMG_4622.JPG IMG_4784.JPG IMG_4874.JPG IMG_4974.JPG IMG_4984.JPG IMG_5061.JPG IMG_5072.JPG '
        'IMG_5140.JPG IMG_5161.JPG IMG_5181.JPG IMG_5430.JPG IMG_5560.JPG IMG_5580.JPG IMG_5590.JPG IMG_5633.JPG '
        'IMG_5653.JPG IMG_5734.JPG IMG_5814.JPG IMG_5905.JPG IMG_5979.JPG IMG_5989.JPG'
    ),
    'Dataset/9': (
        'IMG_4048.JPG IMG_4108.JPG IMG_4118.JPG IMG_4275.JPG IMG_4285.JPG IMG_4515.JPG IMG_4633.JPG IMG_4683.JPG '
        'IMG_4825.JPG IMG_4845.JPG IMG_5016.JPG IMG_5275.JPG IMG_5421.JPG IMG_5674.JPG IMG_5785.JPG IMG_5795.JPG '
        'IMG_5815.JPG IMG_5846.JPG IMG_5856.JPG'
    ),
}

SLD_IMAGES_OTHER = {
    '': (
        'LICENSE README.md'
    ),
    'Examples': (
        'example_0.JPG example_1.JPG example_2.JPG example_3.JPG example_4.JPG example_5.JPG example_6.JPG '
        'example_7.JPG example_8.JPG example_9.JPG'
    ),
}

SLD_EXAMPLES_KIND = {
    'Examples': (
        'example_0.JPG example_1.JPG example_2.JPG example_3.JPG example_4.JPG example_5.JPG example_6.JPG '
        'example_7.JPG example_8.JPG example_9.JPG'
    ),
}

SLD_EXAMPLES_OTHER = {
    '': (
        'LICENSE README.md'
    ),
    'Dataset/0': (
        'IMG_1138.JPG IMG_1280.JPG IMG_4099.JPG IMG_4203.JPG IMG_4604.JPG IMG_4755.JPG IMG_4776.JPG IMG_4846.JPG '
        'IMG_4856.JPG IMG_4926.JPG IMG_5132.JPG IMG_5142.JPG IMG_5234.JPG IMG_5266.JPG IMG_5446.JPG IMG_5497.JPG '
        'IMG_5655.JPG IMG_5675.JPG IMG_5716.JPG IMG_5928.JPG IMG_5960.JPG IMG_5981.JPG'
    ),
    'Dataset/1': (
        'IMG_1139.JPG IMG_1170.JPG IMG_1200.JPG IMG_1210.JPG IMG_1291.JPG IMG_4100.JPG IMG_4150.JPG IMG_4287.JPG '
        'IMG_4360.JPG IMG_4414.JPG IMG_4457.JPG IMG_4467.JPG IMG_4487.JPG IMG_4534.JPG IMG_4595.JPG IMG_4977.JPG '
        'IMG_5018.JPG IMG_5112.JPG IMG_5361.JPG IMG_5477.JPG IMG_5583.JPG IMG_5838.JPG IMG_5868.JPG IMG_5919.JPG'
    ),
    'Dataset/2': (
        'IMG_1140.JPG IMG_4111.JPG IMG_4256.JPG IMG_4288.JPG IMG_4340.JPG IMG_4372.JPG IMG_4566.JPG IMG_4586.JPG '
        'IMG_4646.JPG IMG_4686.JPG IMG_4706.JPG IMG_4767.JPG IMG_5310.JPG IMG_5352.JPG IMG_5362.JPG IMG_5539.JPG '
        'IMG_5564.JPG IMG_5647.JPG IMG_5869.JPG'
    ),
    'Dataset/3': (
        'IMG_1212.JPG IMG_4122.JPG IMG_4142.JPG IMG_4174.JPG IMG_4279.JPG IMG_4718.JPG IMG_4728.JPG IMG_4899.JPG '
        'IMG_4979.JPG IMG_5020.JPG IMG_5046.JPG IMG_5056.JPG IMG_5108.JPG IMG_5114.JPG IMG_5279.JPG IMG_5289.JPG '
        'IMG_5311.JPG IMG_5393.JPG IMG_5469.JPG IMG_5540.JPG IMG_5565.JPG IMG_5595.JPG IMG_5688.JPG IMG_5749.JPG '
        'IMG_5829.JPG'
    ),
    'Dataset/4': (
        'IMG_1142.JPG IMG_1213.JPG IMG_1295.JPG IMG_4103.JPG IMG_4440.JPG IMG_4480.JPG IMG_5115.JPG IMG_5156.JPG '
        'IMG_5217.JPG IMG_5260.JPG IMG_5332.JPG IMG_5404.JPG IMG_5460.JPG IMG_5629.JPG IMG_5891.JPG'
    ),
    'Dataset/5': (
        'IMG_1123.JPG IMG_1214.JPG IMG_1265.JPG IMG_4084.JPG IMG_4114.JPG IMG_4134.JPG IMG_4144.JPG IMG_4311.JPG '
        'IMG_4353.JPG IMG_4451.JPG IMG_4579.JPG IMG_4589.JPG IMG_4649.JPG IMG_4891.JPG IMG_4921.JPG IMG_4951.JPG '
        'IMG_5002.JPG IMG_5022.JPG IMG_5048.JPG IMG_5239.JPG IMG_5801.JPG'
    ),
    'Dataset/6': (
        'IMG_1164.JPG IMG_4045.JPG IMG_4187.JPG IMG_4261.JPG IMG_4272.JPG IMG_4550.JPG IMG_4580.JPG IMG_4640.JPG '
        'IMG_4700.JPG IMG_4882.JPG IMG_4953.JPG IMG_5138.JPG IMG_5240.JPG IMG_5386.JPG IMG_5493.JPG IMG_5578.JPG '
        'IMG_5621.JPG IMG_5651.JPG IMG_5711.JPG IMG_5812.JPG IMG_5863.JPG IMG_5903.JPG IMG_5987.JPG'
    ),
    'Dataset/7': (
        'IMG_1176.JPG IMG_1226.JPG IMG_1246.JPG IMG_1319.JPG IMG_4220.JPG IMG_4230.JPG IMG_4742.JPG IMG_4853.JPG '
        'IMG_4913.JPG IMG_4993.JPG IMG_5129.JPG IMG_5315.JPG IMG_5599.JPG IMG_5763.JPG IMG_5773.JPG IMG_5915.JPG '
        'IMG_5998.JPG'
    ),
    'Dataset/8': (
        'IMG_1227.JPG IMG_4097.JPG IMG_4147.JPG IMG_4201.JPG IMG_4514.JPG IMG_4622.JPG IMG_4874.JPG IMG_4974.JPG '
        'IMG_4984.JPG IMG_5061.JPG IMG_5072.JPG IMG_5140.JPG IMG_5181.JPG IMG_5560.JPG IMG_5580.JPG IMG_5590.JPG '
        'IMG_5734.JPG IMG_5979.JPG'
    ),
    'Dataset/9': (
        'IMG_4048.JPG IMG_4118.JPG IMG_4285.JPG IMG_4515.JPG IMG_4683.JPG IMG_4825.JPG IMG_5275.JPG IMG_5421.JPG '
        'IMG_5674.JPG IMG_5785.JPG IMG_5795.JPG IMG_5815.JPG IMG_5846.JPG IMG_5856.JPG'
    ),
}

RCT_OBJECTS_KIND = {
    '': (
        'objects/official/scenery_wall/official.scenery_wall.post_flipped.json '
        'objects/rct1/scenery_wall/rct1aa.scenery_wall.wooden_post_wall_1.json '
        'objects/rct1/scenery_wall/rct1ll.scenery_wall.wooden_fence_brown_snow.json '
        'objects/rct2/footpath_banner/rct2.footpath_banner.bn2.json '
        'objects/rct2/footpath_item/rct2.footpath_item.benchpl.json '
        'objects/rct2/footpath_item/rct2.footpath_item.jumpsnw1.json objects/rct2/music/rct2.music.rock2.json '
        'objects/rct2/music/rct2.music.wildwest.json objects/rct2/park_entrance/rct2.park_entrance.pkesfh.json '
        'objects/rct2/peep_names/rct2.peep_names.original.json objects/rct2/water/rct2.water.wtrgreen.json '
        'objects/rct2/water/rct2.water.wtrorng.json '
        'objects/rct2tt/park_entrance/rct2tt.park_entrance.mythentr.json '
        'objects/rct2tt/scenery_group/rct2tt.scenery_group.scgmediv.json '
        'objects/rct2ww/park_entrance/rct2ww.park_entrance.ozentran.json '
        'objects/rct2ww/scenery_group/rct2ww.scenery_group.scgeurop.json'
    ),
    'objects/rct2/peep_animations': (
        'rct2.peep_animations.entertainer_bandit.json rct2.peep_animations.entertainer_roman.json '
        'rct2.peep_animations.entertainer_sheriff.json rct2.peep_animations.entertainer_snowman.json'
    ),
    'objects/rct2/ride': (
        'rct2.ride.bnoodles.json rct2.ride.bob1.json rct2.ride.cindr.json rct2.ride.clift2.json '
        'rct2.ride.gdrop1.json rct2.ride.hchoc.json rct2.ride.infok.json rct2.ride.jstar1.json '
        'rct2.ride.lemst.json rct2.ride.mcarpet1.json rct2.ride.obs2.json rct2.ride.rboat.json '
        'rct2.ride.rckc.json rct2.ride.rcr.json rct2.ride.revcar.json rct2.ride.rftboat.json '
        'rct2.ride.sfric1.json rct2.ride.slcfo.json rct2.ride.smc2.json rct2.ride.smono.json rct2.ride.ssc1.json '
        'rct2.ride.thcar.json rct2.ride.tlt2.json rct2.ride.topsp1.json rct2.ride.vreel.json rct2.ride.zlog.json'
    ),
    'objects/rct2/scenery_group': (
        'rct2.scenery_group.scgfence.json rct2.scenery_group.scgindus.json rct2.scenery_group.scgjungl.json '
        'rct2.scenery_group.scgmart.json rct2.scenery_group.scgorien.json rct2.scenery_group.scgspace.json '
        'rct2.scenery_group.scgwalls.json'
    ),
    'objects/rct2/scenery_large': (
        'rct2.scenery_large.soh2.json rct2.scenery_large.spyr.json rct2.scenery_large.sst.json'
    ),
    'objects/rct2/scenery_small': (
        'rct2.scenery_small.allsort1.json rct2.scenery_small.buttfly.json rct2.scenery_small.cog1u.json '
        'rct2.scenery_small.cwbcrv33.json rct2.scenery_small.icecube.json rct2.scenery_small.pagroof1.json '
        'rct2.scenery_small.pipe8.json rct2.scenery_small.romroof1.json rct2.scenery_small.roof4.json '
        'rct2.scenery_small.sktdw2.json rct2.scenery_small.tap.json rct2.scenery_small.tb1.json '
        'rct2.scenery_small.tbr2.json rct2.scenery_small.tbw.json rct2.scenery_small.tcf.json '
        'rct2.scenery_small.tck.json rct2.scenery_small.tcy.json rct2.scenery_small.tef.json '
        'rct2.scenery_small.tel.json rct2.scenery_small.ten.json rct2.scenery_small.tf2.json '
        'rct2.scenery_small.tg10.json rct2.scenery_small.tg12.json rct2.scenery_small.tg18.json '
        'rct2.scenery_small.tg4.json rct2.scenery_small.tgc2.json rct2.scenery_small.tgh1.json '
        'rct2.scenery_small.tgs1.json rct2.scenery_small.tgs2.json rct2.scenery_small.tjp1.json '
        'rct2.scenery_small.tk3.json rct2.scenery_small.tl2.json rct2.scenery_small.tl3.json '
        'rct2.scenery_small.tmc.json rct2.scenery_small.tml.json rct2.scenery_small.tmo1.json '
        'rct2.scenery_small.tmo3.json rct2.scenery_small.tnss.json rct2.scenery_small.trf.json '
        'rct2.scenery_small.tsf3.json rct2.scenery_small.tsg.json rct2.scenery_small.tsh5.json '
        'rct2.scenery_small.tst3.json rct2.scenery_small.tst5.json rct2.scenery_small.ttf.json '
        'rct2.scenery_small.tvl.json rct2.scenery_small.wag1.json rct2.scenery_small.wag2.json'
    ),
    'objects/rct2/scenery_wall': (
        'rct2.scenery_wall.wallcw32.json rct2.scenery_wall.wallrk32.json rct2.scenery_wall.wallsc16.json '
        'rct2.scenery_wall.wbr2.json rct2.scenery_wall.wbrg.json rct2.scenery_wall.wc16.json '
        'rct2.scenery_wall.wc3.json rct2.scenery_wall.wc5.json rct2.scenery_wall.wc6.json '
        'rct2.scenery_wall.wchg.json rct2.scenery_wall.wcw1.json rct2.scenery_wall.wpw1.json '
        'rct2.scenery_wall.wpw2.json rct2.scenery_wall.wrw.json'
    ),
    'objects/rct2/terrain_surface': (
        'rct2.terrain_surface.chequerboard.json rct2.terrain_surface.grid_red.json '
        'rct2.terrain_surface.sand_red.json'
    ),
    'objects/rct2tt/ride': (
        'rct2tt.ride.blckdeth.json rct2tt.ride.flalmace.json rct2tt.ride.halofmrs.json rct2tt.ride.mythosea.json '
        'rct2tt.ride.schoolbs.json rct2tt.ride.trebucht.json rct2tt.ride.zeplelin.json'
    ),
    'objects/rct2tt/scenery_large': (
        'rct2tt.scenery_large.1950scar.json rct2tt.scenery_large.4x4gmant.json rct2tt.scenery_large.futsky24.json '
        'rct2tt.scenery_large.futsky30.json rct2tt.scenery_large.gbeetlex.json rct2tt.scenery_large.ghotrod2.json '
        'rct2tt.scenery_large.oldnyk24.json rct2tt.scenery_large.peasthut.json rct2tt.scenery_large.peramob1.json '
        'rct2tt.scenery_large.robncamp.json rct2tt.scenery_large.romns2x2.json rct2tt.scenery_large.schnpit2.json '
        'rct2tt.scenery_large.schnpits.json rct2tt.scenery_large.ships4x4.json rct2tt.scenery_large.strvs2x2.json'
    ),
    'objects/rct2tt/scenery_small': (
        'rct2tt.scenery_small.alenplt1.json rct2tt.scenery_small.alnstr03.json rct2tt.scenery_small.alnstr06.json '
        'rct2tt.scenery_small.alnstr07.json rct2tt.scenery_small.argonau1.json rct2tt.scenery_small.argonau3.json '
        'rct2tt.scenery_small.armrshld.json rct2tt.scenery_small.artdec04.json rct2tt.scenery_small.artdec09.json '
        'rct2tt.scenery_small.artdec15.json rct2tt.scenery_small.artdec16.json rct2tt.scenery_small.chprbke1.json '
        'rct2tt.scenery_small.drgnattk.json rct2tt.scenery_small.fircanon.json rct2tt.scenery_small.furobot1.json '
        'rct2tt.scenery_small.futsky08.json rct2tt.scenery_small.futsky10.json rct2tt.scenery_small.futsky13.json '
        'rct2tt.scenery_small.futsky15.json rct2tt.scenery_small.futsky16.json rct2tt.scenery_small.futsky37.json '
        'rct2tt.scenery_small.futsky42.json rct2tt.scenery_small.futsky48.json rct2tt.scenery_small.geyserxx.json '
        'rct2tt.scenery_small.gscorpo2.json rct2tt.scenery_small.hevbth03.json rct2tt.scenery_small.hevbth04.json '
        'rct2tt.scenery_small.hevbth09.json rct2tt.scenery_small.hevbth10.json rct2tt.scenery_small.hurcluls.json '
        'rct2tt.scenery_small.hvrbike3.json rct2tt.scenery_small.indwal02.json rct2tt.scenery_small.indwal07.json '
        'rct2tt.scenery_small.indwal09.json rct2tt.scenery_small.indwal11.json rct2tt.scenery_small.indwal17.json '
        'rct2tt.scenery_small.indwal29.json rct2tt.scenery_small.indwal30.json rct2tt.scenery_small.jailxx04.json '
        'rct2tt.scenery_small.knfight2.json rct2tt.scenery_small.meteorcr.json rct2tt.scenery_small.oldnyk01.json '
        'rct2tt.scenery_small.oldnyk31.json rct2tt.scenery_small.oldnyk33.json rct2tt.scenery_small.primhead.json '
        'rct2tt.scenery_small.primroor.json rct2tt.scenery_small.primst01.json rct2tt.scenery_small.psntwl04.json '
        'rct2tt.scenery_small.psntwl05.json rct2tt.scenery_small.psntwl12.json rct2tt.scenery_small.psntwl13.json '
        'rct2tt.scenery_small.psntwl24.json rct2tt.scenery_small.rdmeto03.json rct2tt.scenery_small.schnbouy.json '
        'rct2tt.scenery_small.schnpl01.json rct2tt.scenery_small.schntnny.json rct2tt.scenery_small.shwdfrst.json '
        'rct2tt.scenery_small.skeleto3.json rct2tt.scenery_small.spcshp07.json rct2tt.scenery_small.speakr02.json '
        'rct2tt.scenery_small.swamplt3.json rct2tt.scenery_small.swamplt4.json rct2tt.scenery_small.tarpit04.json '
        'rct2tt.scenery_small.tarpit14.json rct2tt.scenery_small.valkri02.json rct2tt.scenery_small.wiskybl1.json '
        'rct2tt.scenery_small.zeusstat.json'
    ),
    'objects/rct2ww/ride': (
        'rct2ww.ride.bomerang.json rct2ww.ride.coffeecu.json rct2ww.ride.crocflum.json rct2ww.ride.gorilla.json '
        'rct2ww.ride.gratwhte.json rct2ww.ride.jaguarrd.json rct2ww.ride.lionride.json rct2ww.ride.penguinb.json '
        'rct2ww.ride.skidoo.json rct2ww.ride.sloth.json rct2ww.ride.steamtrn.json rct2ww.ride.surfbrdc.json '
        'rct2ww.ride.tgvtrain.json'
    ),
    'objects/rct2ww/scenery_large': (
        'rct2ww.scenery_large.3x3altre.json rct2ww.scenery_large.3x3eucal.json rct2ww.scenery_large.3x3hmsen.json '
        'rct2ww.scenery_large.radar.json rct2ww.scenery_large.rdrab04.json rct2ww.scenery_large.rkreml08.json '
        'rct2ww.scenery_large.rkreml10.json rct2ww.scenery_large.sunken.json rct2ww.scenery_large.tajmcolm.json'
    ),
    'objects/rct2ww/scenery_small': (
        'rct2ww.scenery_small.1x1atre2.json rct2ww.scenery_small.1x1termm.json rct2ww.scenery_small.antilopp.json '
        'rct2ww.scenery_small.bstatue1.json rct2ww.scenery_small.icebarl3.json rct2ww.scenery_small.ptj.json '
        'rct2ww.scenery_small.rbrick02.json rct2ww.scenery_small.rbrick04.json rct2ww.scenery_small.rcorr08.json '
        'rct2ww.scenery_small.rcorr09.json rct2ww.scenery_small.rdrab05.json rct2ww.scenery_small.rgeorg02.json '
        'rct2ww.scenery_small.rgeorg10.json rct2ww.scenery_small.rkreml01.json rct2ww.scenery_small.rlog02.json '
        'rct2ww.scenery_small.rlog03.json rct2ww.scenery_small.roofice5.json rct2ww.scenery_small.roofig04.json '
        'rct2ww.scenery_small.rtudor01.json rct2ww.scenery_small.sbh1tepe.json rct2ww.scenery_small.sbh3cac1.json '
        'rct2ww.scenery_small.sbskys06.json rct2ww.scenery_small.sbskys15.json rct2ww.scenery_small.sbwind12.json '
        'rct2ww.scenery_small.sbwind21.json rct2ww.scenery_small.talllan1.json rct2ww.scenery_small.talllan2.json '
        'rct2ww.scenery_small.tnt3.json rct2ww.scenery_small.tnt4.json rct2ww.scenery_small.trckprt6.json '
        'rct2ww.scenery_small.trckprt8.json rct2ww.scenery_small.ukphone.json rct2ww.scenery_small.waztec15.json '
        'rct2ww.scenery_small.waztec26.json rct2ww.scenery_small.wcuzco01.json rct2ww.scenery_small.wcuzco02.json '
        'rct2ww.scenery_small.wcuzco06.json rct2ww.scenery_small.wcuzco08.json rct2ww.scenery_small.wcuzco16.json '
        'rct2ww.scenery_small.wcuzco24.json rct2ww.scenery_small.wdrab12.json rct2ww.scenery_small.wgeorg12.json '
        'rct2ww.scenery_small.wkreml01.json rct2ww.scenery_small.wmayan18.json rct2ww.scenery_small.wmayan25.json '
        'rct2ww.scenery_small.wmayan26.json'
    ),
    'objects/rct2ww/scenery_wall': (
        'rct2ww.scenery_wall.tmarch1.json rct2ww.scenery_wall.tmarch2.json rct2ww.scenery_wall.wallice5.json '
        'rct2ww.scenery_wall.wallna06.json rct2ww.scenery_wall.wallna09.json rct2ww.scenery_wall.wbambo13.json '
        'rct2ww.scenery_wall.wbambo15.json rct2ww.scenery_wall.wcorr06.json rct2ww.scenery_wall.wgeorg06.json '
        'rct2ww.scenery_wall.wlog05.json rct2ww.scenery_wall.wpalm01.json rct2ww.scenery_wall.wshogi07.json '
        'rct2ww.scenery_wall.wshogi08.json rct2ww.scenery_wall.wshogi10.json rct2ww.scenery_wall.wshogi13.json '
        'rct2ww.scenery_wall.wshogi14.json rct2ww.scenery_wall.wtudor01.json rct2ww.scenery_wall.wtudor03.json '
        'rct2ww.scenery_wall.wtudor04.json rct2ww.scenery_wall.wtudor10.json rct2ww.scenery_wall.wwdaub01.json '
        'rct2ww.scenery_wall.wwind05.json'
    ),
}

RCT_OBJECTS_OTHER = {
    '': (
        'objects/official/footpath_item/rct2dlc.footpath_item.litterpa/images/2.png '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.fort_anachronism/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.go_karts_competition/images/minimap.png '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.pc_player/object.json '
        'objects/official/scenario_meta/rct2dlc.scenario_meta.panda_world/images/screenshot.png '
        'objects/official/scenario_meta/uces.scenario_meta.cemetery_ridge/images/screenshot.png '
        'objects/official/scenario_meta/uces.scenario_meta.transformation/images/minimap.png '
        'objects/official/scenario_meta/uces.scenario_meta.transformation/images/screenshot.png '
        'objects/official/scenario_meta/uces.scenario_meta.urbis_incognitus/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl03/images/0.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl03/images/1.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl04/images/0.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd02/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd04/images.png '
        'objects/official/scenery_wall/couger.scenery_wall.acww33/images.png '
        'objects/official/scenery_wall/official.scenery_wall.support_structure_half/images/0.png '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tiles_grey/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tiles_grey/preview.png '
        'objects/rct1/ride/rct1.ride.ladybird_trains/object.json '
        'objects/rct1/ride/rct1.ride.mine_cars/images/preview.png '
        'objects/rct1/ride/rct1.ride.river_rapids_boats/images/preview.png '
        'objects/rct1/ride/rct1.ride.small_monorail_cars/object.json '
        'objects/rct1/ride/rct1.ride.spinning_cars/object.json '
        'objects/rct1/ride/rct1.ride.steel_rc_trains/images/preview.png '
        'objects/rct1/ride/rct1.ride.swinging_lay_down_cars/object.json '
        'objects/rct1/ride/rct1.ride.wooden_rc_trains/images/preview.png '
        'objects/rct1/ride/rct1aa.ride.heartline_twister_cars/images/preview.png '
        'objects/rct1/ride/rct1aa.ride.reverser_cars/object.json '
        'objects/rct1/ride/rct1aa.ride.side_friction_cars/object.json '
        'objects/rct1/ride/rct1aa.ride.steam_trains_covered/object.json '
        'objects/rct1/ride/rct1aa.ride.virginia_reel_tubs/images/preview.png '
        'objects/rct1/ride/rct1ll.ride.inverted_hairpin_cars/images/preview.png '
        'objects/rct1/ride/rct1ll.ride.steam_trains_american/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.paradise_pier/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.adrenaline_heights/images/minimap.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.butterfly_dam/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.coaster_crazy/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.future_world/images/minimap.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.giggle_downs/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.pickle_park/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.three_monkeys_park/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.blackpool_pleasure_beach/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.blackpool_pleasure_beach/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.dragons_cove/images/minimap.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.heidepark/images/minimap.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.micro_park/images/minimap.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.micro_park/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.pacifica/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.thunder_rocks/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.urban_jungle/images/minimap.png '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.grey/images/41181.png '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.grey/object.json '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.red/images/40972.png '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.yellow/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_a/images/41699.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_a/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.stone_brown/images/41492.png '
        'objects/rct1/terrain_surface/rct1ll.terrain_surface.wood/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.dirt/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.dirt/preview.png '
        'objects/rct2/ride/rct2.ride.icecr1/images/2.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.bumbly_bazaar/images/screenshot.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.electric_fields/images/minimap.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.fungus_woods/images/screenshot.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.ghost_town/images/minimap.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.lucky_lake/images/minimap.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.six_flags_holland/images/minimap.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.six_flags_holland/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.six_flags_magic_mountain/images/screenshot.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbb8/images/5.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcf16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcf8/images/5.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallig16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallmm16/images/5.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrh32/images/2.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrh32/images/4.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrs32/images/5.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrs8/images/2.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallst32/images/2.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallwd16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallwd8/images/5.png '
        'objects/rct2/station/rct2.station.canvas_tent/object.json '
        'objects/rct2/station/rct2.station.space/object.json '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.circuitboard/object.json '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.circuitboard/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.animatronic_antics/images/minimap.png '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.sherwood_forest/images/minimap.png '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.sherwood_forest/images/screenshot.png '
        'objects/rct2ww/ride/rct2ww.ride.tigrtwst/images/17-1329-fixed.png '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.canyon_calamities/images/screenshot.png '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.great_wall_of_china/images/minimap.png '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.sugarloaf_shores/images/minimap.png '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.hippo02/images/02.png'
    ),
    'objects/official/ride/rct2dlc.ride.zpanda/images': (
        '000008.png 000012.png 000016.png 000023.png 000051.png 000057.png 000072.png 000074.png 000085.png '
        '000088.png 000094.png 000095.png 000141.png 000144.png 000153.png 000155.png 000158.png 000176.png '
        '000178.png 000198.png 000234.png 000235.png 000257.png 000258.png 000270.png 000273.png 000277.png '
        '000306.png 000316.png 000322.png 000349.png 000358.png 000367.png 000381.png 000390.png 000421.png '
        '000428.png 000429.png 000436.png 000442.png 000455.png 000462.png 000467.png 000474.png 000476.png '
        '000492.png 000505.png 000513.png 000517.png 000523.png 000529.png 000530.png 000552.png 000572.png '
        '000586.png 000594.png 000610.png 000618.png 000619.png 000621.png 000629.png 000641.png 000650.png '
        '000667.png 000668.png 000670.png 000687.png 000691.png 000708.png 000716.png'
    ),
    'objects/official/scenery_wall/mamabear.scenery_wall.mg-prar/images': (
        '003.png 009.png 016.png 020.png 029.png'
    ),
    'objects/official/terrain_edge/official.terrain_edge.void/images': (
        '40.png 43.png 54.png 63.png 69.png 71.png 73.png 83.png 84.png'
    ),
    'objects/official/terrain_edge/rct1beta.terrain_edge.brick/images': (
        '31.png 46.png 50.png 55.png 80.png 82.png'
    ),
    'objects/official/terrain_edge/rct1beta.terrain_edge.rock/images': (
        '03.png 39.png 58.png 66.png'
    ),
    'objects/official/terrain_surface/openrct2.terrain_surface.void/images': (
        '24.png 30.png 34.png 47.png 48.png'
    ),
    'objects/official/terrain_surface/rct1beta.terrain_surface.wildflowers/images': (
        '09.png 23.png 26.png 32.png 34.png 38.png 52.png s6.png'
    ),
}

RCT_FOLDER_OBJECTS_KIND = {
    '': (
        'objects/official/footpath_item/rct2dlc.footpath_item.litterpa/object.json '
        'objects/official/footpath_surface/openrct2.footpath_surface.queue_invisible/object.json '
        'objects/official/ride/openrct2.ride.alpine_coaster/object.json '
        'objects/official/ride/openrct2.ride.hybrid_coaster/object.json '
        'objects/official/ride/openrct2.ride.single_rail_coaster/object.json '
        'objects/official/ride/rct2dlc.ride.zpanda/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.bobsled_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.competition_land_1/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.competition_land_2/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.fort_anachronism/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.gameplay/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.go_karts_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.inverted_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.mine_train_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.pc_gaming_world/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.pc_player/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.stand_up_steel_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.steel_corkscrew_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.steel_mini_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.steel_twister_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.suspended_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1tw.scenario_meta.taiwan_park/object.json '
        'objects/official/scenario_meta/rct2dlc.scenario_meta.panda_world/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.beneath_the_christmas_tree/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.bigrock_blast/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.camp_mockingbird/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.cemetery_ridge/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.dragon_islands/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.kiddie_karnival_ii/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.luna_park_cleveland/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.mount_vesuvius/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.niagara_falls_gorge/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.the_sandbox/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.the_time_machine/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.tower_of_babel/object.json '
        'objects/official/scenery_group/rct2dlc.scenery_group.scgpanda/object.json '
        'objects/official/scenery_small/official.scenery_small.support_structure_half/object.json '
        'objects/official/scenery_small/rct2dlc.scenery_small.bigpanda/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf02/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf03/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf04/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf07/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf08/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfgl03/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl02/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl03/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl07/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl08/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd01/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd02/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd03/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd04/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd06/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd07/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd08/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.xxbbbr01/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.xxbbbr01_fix/object.json '
        'objects/official/scenery_wall/couger.scenery_wall.acww33/object.json '
        'objects/official/scenery_wall/couger.scenery_wall.acwwf32/object.json '
        'objects/official/scenery_wall/mamabear.scenery_wall.mg-prar/object.json '
        'objects/official/station/openrct2.station.noentrance/object.json '
        'objects/official/terrain_edge/official.terrain_edge.void/object.json '
        'objects/official/terrain_surface/openrct2.terrain_surface.void/object.json '
        'objects/official/terrain_surface/rct1beta.terrain_surface.wildflowers/object.json '
        'objects/rct1/footpath_railings/rct1ll.footpath_railings.bamboo/object.json '
        'objects/rct1/footpath_surface/rct1.footpath_surface.dirt/object.json '
        'objects/rct1/footpath_surface/rct1.footpath_surface.queue_blue/object.json '
        'objects/rct1/footpath_surface/rct1.footpath_surface.road/object.json '
        'objects/rct1/footpath_surface/rct1.footpath_surface.tiles_brown/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.ash/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.queue_green/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.queue_red/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.queue_yellow/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tarmac_brown/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tarmac_green/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tarmac_red/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tiles_grey/object.json '
        'objects/rct1/footpath_surface/rct1ll.footpath_surface.tiles_red/object.json '
        'objects/rct1/ride/rct1.ride.bobsleigh_trains/object.json '
        'objects/rct1/ride/rct1.ride.bumper_boats/object.json '
        'objects/rct1/ride/rct1.ride.chairlift_cars/object.json objects/rct1/ride/rct1.ride.dinghies/object.json '
        'objects/rct1/ride/rct1.ride.dodgems/object.json '
        'objects/rct1/ride/rct1.ride.fruity_ices_stall/object.json '
        'objects/rct1/ride/rct1.ride.inverted_trains/object.json objects/rct1/ride/rct1.ride.logs/object.json '
        'objects/rct1/ride/rct1.ride.mine_trains/object.json '
        'objects/rct1/ride/rct1.ride.pickup_trucks/object.json '
        'objects/rct1/ride/rct1.ride.reverse_freefall_car/object.json '
        'objects/rct1/ride/rct1.ride.rocket_cars/object.json '
        'objects/rct1/ride/rct1.ride.small_monorail_cars/object.json '
        'objects/rct1/ride/rct1.ride.spinning_cars/object.json '
        'objects/rct1/ride/rct1.ride.sports_cars/object.json '
        'objects/rct1/ride/rct1.ride.stand_up_trains/object.json '
        'objects/rct1/ride/rct1.ride.steam_trains/object.json '
        'objects/rct1/ride/rct1.ride.steel_rc_trains/object.json '
        'objects/rct1/ride/rct1.ride.steel_rc_trains_reversed/object.json '
        'objects/rct1/ride/rct1.ride.streamlined_monorail_trains/object.json '
        'objects/rct1/ride/rct1.ride.suspended_swinging_aeroplane_cars/object.json '
        'objects/rct1/ride/rct1.ride.swinging_lay_down_cars/object.json '
        'objects/rct1/ride/rct1.ride.toilets/object.json '
        'objects/rct1/ride/rct1.ride.vertical_drop_trains/object.json '
        'objects/rct1/ride/rct1.ride.wooden_rc_trains/object.json '
        'objects/rct1/ride/rct1.ride.wooden_rc_trains_reversed/object.json '
        'objects/rct1/ride/rct1aa.ride.flying_saucers/object.json '
        'objects/rct1/ride/rct1aa.ride.ghost_train_cars/object.json '
        'objects/rct1/ride/rct1aa.ride.heartline_twister_cars/object.json '
        'objects/rct1/ride/rct1aa.ride.hyper_twister_trains/object.json '
        'objects/rct1/ride/rct1aa.ride.lay_down_trains/object.json '
        'objects/rct1/ride/rct1aa.ride.side_friction_cars/object.json '
        'objects/rct1/ride/rct1aa.ride.splash_boats/object.json '
        'objects/rct1/ride/rct1aa.ride.steam_trains_covered/object.json '
        'objects/rct1/ride/rct1aa.ride.suspended_monorail_trains/object.json '
        'objects/rct1/ride/rct1aa.ride.twister_trains/object.json '
        'objects/rct1/ride/rct1aa.ride.vintage_cars/object.json '
        'objects/rct1/ride/rct1aa.ride.virginia_reel_tubs/object.json '
        'objects/rct1/ride/rct1aa.ride.wooden_articulated_trains/object.json '
        'objects/rct1/ride/rct1ll.ride.4_across_inverted_trains/object.json '
        'objects/rct1/ride/rct1ll.ride.coaster_boats/object.json '
        'objects/rct1/ride/rct1ll.ride.face_off_cars/object.json '
        'objects/rct1/ride/rct1ll.ride.hypercoaster_trains/object.json '
        'objects/rct1/ride/rct1ll.ride.jet_skis/object.json '
        'objects/rct1/ride/rct1ll.ride.steam_trains_american/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.bumbly_beach/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.crumbly_woods/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.diamond_heights/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.dynamite_dunes/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.evergreen_gardens/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.ivory_towers/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.karts_coasters/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.katies_dreamland/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.lightning_peaks/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.mega_park/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.mels_world/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.millennium_mines/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.mystic_mountain/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.pacific_pyramids/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.thunder_rock/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.trinity_islands/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.barony_bridge/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.butterfly_dam/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.fiasco_forest/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.future_world/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.gentle_glen/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.giggle_downs/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.haunted_harbour/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.hydro_hills/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.magic_quarters/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.mineral_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.pickle_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.roman_village/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.sprightly_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.swamp_cove/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.three_monkeys_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.urban_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.utopia_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.whispering_cliffs/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.alton_towers/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.arid_heights/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.blackpool_pleasure_beach/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.crater_lake/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.dusty_desert/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.frightmare_hills/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.good_knight_park/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.iceberg_islands/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.icicle_worlds/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.megaworld_park/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.micro_park/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.nevermore_park/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.paradise_pier_2/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.pleasure_island/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.razor_rocks/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.southern_sands/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.sunny_swamps/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.thunder_rocks/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.urban_jungle/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.vertigo_views/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.volcania/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.wacky_warren/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.woodworm_park/object.json '
        'objects/rct1/terrain_edge/rct1.terrain_edge.brick/object.json '
        'objects/rct1/terrain_edge/rct1.terrain_edge.iron/object.json '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.grey/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.green/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.purple/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_a/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_b/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.stone_brown/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.stone_grey/object.json '
        'objects/rct1/terrain_surface/rct1ll.terrain_surface.roof_grey/object.json '
        'objects/rct1/terrain_surface/rct1ll.terrain_surface.rust/object.json '
        'objects/rct1/terrain_surface/rct1ll.terrain_surface.wood/object.json '
        'objects/rct2/footpath_railings/rct2.footpath_railings.bamboo_black/object.json '
        'objects/rct2/footpath_railings/rct2.footpath_railings.bamboo_brown/object.json '
        'objects/rct2/footpath_railings/rct2.footpath_railings.concrete/object.json '
        'objects/rct2/footpath_railings/rct2.footpath_railings.concrete_green/object.json '
        'objects/rct2/footpath_railings/rct2.footpath_railings.space/object.json '
        'objects/rct2/footpath_railings/rct2.footpath_railings.wood/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.crazy_paving/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.dirt/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.queue_blue/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.queue_green/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.queue_red/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.queue_yellow/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.road/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.tarmac/object.json '
        'objects/rct2/footpath_surface/rct2.footpath_surface.tarmac_green/object.json '
        'objects/rct2/ride/rct2.ride.icecr1/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.alpine_adventures/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.amity_airfield/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.build_your_own_six_flags_holland/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.build_your_own_six_flags_magic_mountain/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.build_your_own_six_flags_over_texas/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.bumbly_bazaar/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.crazy_castle/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.extreme_heights/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.ghost_town/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.gravity_gardens/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.infernal_views/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.lucky_lake/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.six_flags_belgium/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.six_flags_great_adventure/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.six_flags_holland/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.six_flags_over_texas/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.tycoon_park/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbb16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbr16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbr32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbr8/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcb16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcb8/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallig16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallmm16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrh32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrs16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrs32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrs8/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallst16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallst32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallst8/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.walltn32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallwd16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wbr1a/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wbr2a/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wc15/object.json '
        'objects/rct2/station/rct2.station.abstract/object.json '
        'objects/rct2/station/rct2.station.castle_grey/object.json '
        'objects/rct2/station/rct2.station.log/object.json objects/rct2/station/rct2.station.plain/object.json '
        'objects/rct2/station/rct2.station.snow/object.json objects/rct2/station/rct2.station.space/object.json '
        'objects/rct2/station/rct2.station.wooden/object.json '
        'objects/rct2/terrain_edge/rct2.terrain_edge.rock/object.json '
        'objects/rct2/terrain_edge/rct2.terrain_edge.wood_black/object.json '
        'objects/rct2/terrain_edge/rct2.terrain_edge.wood_red/object.json '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.balustrade/object.json '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.circuitboard/object.json '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.circuitboard_invisible/object.json '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.medieval/object.json '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.pavement/object.json '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.rainbow/object.json '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.rocky/object.json '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.circuitboard/object.json '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.pavement/object.json '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.queue_circuitboard/object.json '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.queue_pavement/object.json '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.queue_rainbow/object.json '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.rainbow/object.json '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.rocky/object.json '
        'objects/rct2tt/ride/rct2tt.ride.neptunex/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.coastersaurus/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.crater_carnage/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.gemini_city/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.metropolis/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.mythological_madness/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.rock_n_roll_revival/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.schneider_shores/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.sherwood_forest/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.woodstock/object.json '
        'objects/rct2ww/ride/rct2ww.ride.tigrtwst/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.ayers_adventure/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.beach_barbecue_blast/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.from_the_ashes/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.great_wall_of_china/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.icy_adventures/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.lost_city_founder/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.mines_of_africa/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.mirage_madness/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.okinawa_coast/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.over_the_edge/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.park_maharaja/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.rainforest_romp/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.rollercoaster_heaven/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.sugarloaf_shores/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.wacky_waikiki/object.json '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.afrclion/object.json '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.afrzebra/object.json '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.atractor/object.json '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.hippo01/object.json '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.hippo02/object.json'
    ),
}

RCT_FOLDER_OBJECTS_OTHER = {
    '': (
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf02/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf03/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf04/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf07/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttpirf08/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfgl01/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfgl03/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd01/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd02/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd03/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd04/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd06/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd07/images.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrfwd08/images.png '
        'objects/official/scenery_wall/couger.scenery_wall.acww33/images.png '
        'objects/official/scenery_wall/couger.scenery_wall.acwwf32/images.png '
        'objects/rct1/footpath_railings/rct1ll.footpath_railings.bamboo/preview.png '
        'objects/rct1/footpath_surface/rct1.footpath_surface.crazy_paving/preview.png '
        'objects/rct1/footpath_surface/rct1.footpath_surface.dirt/preview.png '
        'objects/rct1/footpath_surface/rct1.footpath_surface.tiles_brown/preview.png '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.ash/preview.png '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.queue_green/preview.png '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.queue_red/preview.png '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.queue_yellow/preview.png '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tarmac_brown/preview.png '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tarmac_green/preview.png '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tarmac_red/preview.png '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.tiles_grey/preview.png '
        'objects/rct1/footpath_surface/rct1ll.footpath_surface.tiles_red/preview.png '
        'objects/rct1/terrain_edge/rct1.terrain_edge.brick/icon.png '
        'objects/rct1/terrain_edge/rct1.terrain_edge.iron/icon.png '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.grey/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.green/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.purple/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_a/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_b/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.stone_brown/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.stone_grey/icon.png '
        'objects/rct1/terrain_surface/rct1aa.terrain_surface.roof_red/icon.png '
        'objects/rct1/terrain_surface/rct1ll.terrain_surface.roof_grey/icon.png '
        'objects/rct1/terrain_surface/rct1ll.terrain_surface.rust/icon.png '
        'objects/rct1/terrain_surface/rct1ll.terrain_surface.wood/icon.png '
        'objects/rct2/footpath_railings/rct2.footpath_railings.bamboo_black/preview.png '
        'objects/rct2/footpath_railings/rct2.footpath_railings.bamboo_brown/preview.png '
        'objects/rct2/footpath_railings/rct2.footpath_railings.concrete/preview.png '
        'objects/rct2/footpath_railings/rct2.footpath_railings.concrete_green/preview.png '
        'objects/rct2/footpath_railings/rct2.footpath_railings.space/preview.png '
        'objects/rct2/footpath_railings/rct2.footpath_railings.wood/preview.png '
        'objects/rct2/footpath_surface/rct2.footpath_surface.crazy_paving/preview.png '
        'objects/rct2/footpath_surface/rct2.footpath_surface.dirt/preview.png '
        'objects/rct2/footpath_surface/rct2.footpath_surface.queue_green/preview.png '
        'objects/rct2/footpath_surface/rct2.footpath_surface.queue_red/preview.png '
        'objects/rct2/footpath_surface/rct2.footpath_surface.queue_yellow/preview.png '
        'objects/rct2/footpath_surface/rct2.footpath_surface.tarmac/preview.png '
        'objects/rct2/footpath_surface/rct2.footpath_surface.tarmac_brown/preview.png '
        'objects/rct2/footpath_surface/rct2.footpath_surface.tarmac_green/preview.png '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.balustrade/preview.png '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.circuitboard/preview.png '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.circuitboard_invisible/preview.png '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.medieval/preview.png '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.pavement/preview.png '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.rainbow/preview.png '
        'objects/rct2tt/footpath_railings/rct2tt.footpath_railings.rocky/preview.png '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.circuitboard/preview.png '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.pavement/preview.png '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.rainbow/preview.png '
        'objects/rct2tt/footpath_surface/rct2tt.footpath_surface.rocky/preview.png'
    ),
    'objects/rct2/ride': (
        'rct2.ride.arrt2.json rct2.ride.balln.json rct2.ride.batfl.json rct2.ride.bboat.json rct2.ride.bmsd.json '
        'rct2.ride.c3d.json rct2.ride.chpsh.json rct2.ride.chpsh2.json rct2.ride.coffs.json rct2.ride.dodg1.json '
        'rct2.ride.frnood.json rct2.ride.fsauc.json rct2.ride.funcake.json rct2.ride.fwh1.json '
        'rct2.ride.goltr.json rct2.ride.gtc.json rct2.ride.hatst.json rct2.ride.helicar.json rct2.ride.hotds.json '
        'rct2.ride.intst.json rct2.ride.ivmc1.json rct2.ride.jstar1.json rct2.ride.kart1.json '
        'rct2.ride.lift1.json rct2.ride.mgr1.json rct2.ride.popcs.json rct2.ride.ptct2.json rct2.ride.ptct2r.json '
        'rct2.ride.revcar.json rct2.ride.sbox.json rct2.ride.scht1.json rct2.ride.skytr.json rct2.ride.slcfo.json '
        'rct2.ride.smc1.json rct2.ride.smc2.json rct2.ride.smono.json rct2.ride.souvs.json rct2.ride.srings.json '
        'rct2.ride.steep1.json rct2.ride.submar.json rct2.ride.sungst.json rct2.ride.tlt1.json '
        'rct2.ride.tlt2.json rct2.ride.toffs.json rct2.ride.togst.json rct2.ride.trike.json rct2.ride.twist1.json '
        'rct2.ride.utcarr.json rct2.ride.vekdv.json rct2.ride.vekst.json rct2.ride.wcatc.json '
        'rct2.ride.wmspin.json rct2.ride.zlog.json'
    ),
    'objects/rct2/scenery_wall': (
        'rct2.scenery_wall.wallbb34.json rct2.scenery_wall.wallbrwn.json rct2.scenery_wall.wallcbdr.json '
        'rct2.scenery_wall.wallcfpc.json rct2.scenery_wall.wallcw32.json rct2.scenery_wall.wallcz32.json '
        'rct2.scenery_wall.walljn32.json rct2.scenery_wall.walllt32.json rct2.scenery_wall.wallmn32.json '
        'rct2.scenery_wall.wallnt33.json rct2.scenery_wall.wallrk32.json rct2.scenery_wall.wallsc16.json '
        'rct2.scenery_wall.wallsign.json rct2.scenery_wall.wallsp32.json rct2.scenery_wall.wallstfn.json '
        'rct2.scenery_wall.wallwd33.json rct2.scenery_wall.wbr3.json rct2.scenery_wall.wc11.json '
        'rct2.scenery_wall.wc14.json rct2.scenery_wall.wc17.json rct2.scenery_wall.wc2.json '
        'rct2.scenery_wall.wc4.json rct2.scenery_wall.wc5.json rct2.scenery_wall.wc7.json '
        'rct2.scenery_wall.wc8.json rct2.scenery_wall.wch.json rct2.scenery_wall.wew.json '
        'rct2.scenery_wall.wgw2.json rct2.scenery_wall.whgg.json rct2.scenery_wall.wrwa.json '
        'rct2.scenery_wall.wswg.json rct2.scenery_wall.wwtw.json'
    ),
    'objects/rct2tt/ride': (
        'rct2tt.ride.battrram.json rct2tt.ride.cerberus.json rct2tt.ride.dinoeggs.json rct2tt.ride.funhouse.json '
        'rct2tt.ride.ganstrcr.json rct2tt.ride.gintspdr.json rct2tt.ride.halofmrs.json rct2tt.ride.hoverbke.json '
        'rct2tt.ride.medisoup.json rct2tt.ride.mktstal2.json rct2tt.ride.moonjuce.json rct2tt.ride.mythosea.json '
        'rct2tt.ride.oakbarel.json rct2tt.ride.softoyst.json rct2tt.ride.timemach.json rct2tt.ride.zeplelin.json'
    ),
    'objects/rct2ww/ride': (
        'rct2ww.ride.bullet.json rct2ww.ride.condorrd.json rct2ww.ride.crnvlzrd.json rct2ww.ride.dolphinr.json '
        'rct2ww.ride.gratwhte.json rct2ww.ride.huskie.json rct2ww.ride.jaguarrd.json rct2ww.ride.killwhal.json '
        'rct2ww.ride.mandarin.json rct2ww.ride.mantaray.json rct2ww.ride.tgvtrain.json rct2ww.ride.whicgrub.json'
    ),
    'objects/rct2ww/scenery_large': (
        'rct2ww.scenery_large.1x4brg01.json rct2ww.scenery_large.1x4brg02.json rct2ww.scenery_large.1x4brg04.json '
        'rct2ww.scenery_large.3x3altre.json rct2ww.scenery_large.damtower.json rct2ww.scenery_large.easerlnd.json '
        'rct2ww.scenery_large.eiffel.json rct2ww.scenery_large.evilsam.json rct2ww.scenery_large.gdstaue1.json '
        'rct2ww.scenery_large.giraffe2.json rct2ww.scenery_large.gwoctur2.json rct2ww.scenery_large.helipad.json '
        'rct2ww.scenery_large.icefor01.json rct2ww.scenery_large.lincolns.json rct2ww.scenery_large.mbskyr01.json '
        'rct2ww.scenery_large.pogodal.json rct2ww.scenery_large.rdrab02.json rct2ww.scenery_large.rkreml10.json '
        'rct2ww.scenery_large.shiva.json rct2ww.scenery_large.soflibrt.json'
    ),
}

RCT_IMAGES_KIND = {
    '': (
        'objects/official/footpath_item/rct2dlc.footpath_item.litterpa/images/5.png '
        'objects/official/footpath_surface/openrct2.footpath_surface.queue_invisible/images/preview.png '
        'objects/official/ride/openrct2.ride.hybrid_coaster/images/preview.png '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.go_karts_competition/images/screenshot.png '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.pc_gaming_world/images/minimap.png '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.pc_player/images/screenshot.png '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.steel_corkscrew_roller_coaster_competition/images/screenshot.png '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.steel_twister_roller_coaster_competition/images/screenshot.png '
        'objects/official/scenario_meta/uces.scenario_meta.beneath_the_christmas_tree/images/minimap.png '
        'objects/official/scenario_meta/uces.scenario_meta.kiddie_karnival_ii/images/screenshot.png '
        'objects/official/scenario_meta/uces.scenario_meta.rocky_mountain_miners/images/screenshot.png '
        'objects/official/scenario_meta/uces.scenario_meta.the_time_machine/images/minimap.png '
        'objects/official/scenario_meta/uces.scenario_meta.transformation/images/minimap.png '
        'objects/official/scenery_small/official.scenery_small.support_structure_half/images/0.png '
        'objects/official/scenery_small/rct2dlc.scenery_small.pandagr/images/2.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl02/images/1.png '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl08/images/2.png '
        'objects/rct1/ride/rct1.ride.bobsleigh_trains/images/preview.png '
        'objects/rct1/ride/rct1.ride.fruity_ices_stall/images/nocsg_1.png '
        'objects/rct1/ride/rct1.ride.fruity_ices_stall/images/nocsg_2.png '
        'objects/rct1/ride/rct1.ride.mine_trains/images/preview.png '
        'objects/rct1/ride/rct1.ride.reverse_freefall_car/images/preview.png '
        'objects/rct1/ride/rct1.ride.steam_trains/images/preview.png '
        'objects/rct1/ride/rct1.ride.toilets/images/2.png objects/rct1/ride/rct1.ride.toilets/images/3.png '
        'objects/rct1/ride/rct1.ride.wooden_rc_trains/images/preview.png '
        'objects/rct1/ride/rct1aa.ride.ghost_train_cars/images/preview.png '
        'objects/rct1/ride/rct1aa.ride.heartline_twister_cars/images/preview.png '
        'objects/rct1/ride/rct1aa.ride.suspended_monorail_trains/images/preview.png '
        'objects/rct1/ride/rct1ll.ride.air_powered_trains/images/preview.png '
        'objects/rct1/ride/rct1ll.ride.jet_skis/images/preview.png '
        'objects/rct1/scenario_meta/rct1.scenario_meta.bumbly_beach/images/minimap.png '
        'objects/rct1/scenario_meta/rct1.scenario_meta.dynamite_dunes/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1.scenario_meta.evergreen_gardens/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1.scenario_meta.katies_dreamland/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1.scenario_meta.mystic_mountain/images/minimap.png '
        'objects/rct1/scenario_meta/rct1.scenario_meta.mystic_mountain/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1.scenario_meta.thunder_rock/images/minimap.png '
        'objects/rct1/scenario_meta/rct1.scenario_meta.white_water_park/images/minimap.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.coaster_canyon/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.future_world/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.haunted_harbour/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.jolly_jungle/images/minimap.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.pickle_park/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.roman_village/images/minimap.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.sprightly_park/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.swamp_cove/images/minimap.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.three_monkeys_park/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.utopia_park/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.alton_towers/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.blackpool_pleasure_beach/images/minimap.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.blackpool_pleasure_beach/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.crazy_craters/images/minimap.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.dragons_cove/images/minimap.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.heidepark/images/minimap.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.heidepark/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.nevermore_park/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.pleasure_island/images/screenshot.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.volcania/images/minimap.png '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.wacky_warren/images/screenshot.png '
        'objects/rct1/terrain_edge/rct1.terrain_edge.brick/images/40550.png '
        'objects/rct1/terrain_edge/rct1.terrain_edge.brick/images/40582.png '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.grey/images/41178.png '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.grey/images/41179.png '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.red/images/41002.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.green/images/41420.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.purple/images/41314.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_a/images/41698.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_b/images/41804.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.stone_brown/images/41522.png '
        'objects/rct2/ride/rct2.ride.icecr1/images/2.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.amity_airfield/images/minimap.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.build_your_own_six_flags_over_texas/images/minimap.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.electric_fields/images/minimap.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.factory_capers/images/minimap.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.gravity_gardens/images/minimap.png '
        'objects/rct2/scenario_meta/rct2.scenario_meta.tycoon_park/images/minimap.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbb16/images/3.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbb32/images/3.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbr32/images/4.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcb32/images/3.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcf16/images/3.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallig16/images/2.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallig16/images/3.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallmm16/images/3.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrs16/images/3.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrs32/images/4.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallst32/images/5.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallwd16/images/2.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallwd32/images/3.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wbr1a/images/2.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wbr1a/images/5.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wbr2a/images/2.png '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wbr2a/images/3.png '
        'objects/rct2/terrain_edge/rct2.terrain_edge.ice/images/01907.png '
        'objects/rct2/terrain_edge/rct2.terrain_edge.wood_black/images/01739.png '
        'objects/rct2/terrain_edge/rct2.terrain_edge.wood_red/images/01793.png '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.animatronic_antics/images/minimap.png '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.crater_carnage/images/screenshot.png '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.extraterrestrial_extravaganza/images/screenshot.png '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.rock_n_roll_revival/images/minimap.png '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.sherwood_forest/images/minimap.png '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.sherwood_forest/images/screenshot.png '
        'objects/rct2tt/scenery_large/rct2tt.scenery_large.jetplan2/images/20.png '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.from_the_ashes/images/minimap.png '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.mines_of_africa/images/minimap.png '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.okinawa_coast/images/minimap.png '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.rollercoaster_heaven/images/minimap.png '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.sugarloaf_shores/images/screenshot.png '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.wacky_waikiki/images/minimap.png '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.afrzebra/images/03.png '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.atractor/images/00.png '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.hippo01/images/00.png'
    ),
    'objects/official/ride/rct2dlc.ride.zpanda/images': (
        '000015.png 000021.png 000025.png 000026.png 000029.png 000039.png 000044.png 000045.png 000053.png '
        '000056.png 000063.png 000064.png 000066.png 000077.png 000078.png 000079.png 000084.png 000094.png '
        '000096.png 000103.png 000106.png 000109.png 000111.png 000112.png 000117.png 000134.png 000136.png '
        '000141.png 000158.png 000163.png 000175.png 000177.png 000179.png 000184.png 000197.png 000204.png '
        '000206.png 000208.png 000218.png 000219.png 000222.png 000223.png 000224.png 000227.png 000253.png '
        '000255.png 000256.png 000264.png 000265.png 000269.png 000280.png 000301.png 000302.png 000303.png '
        '000328.png 000329.png 000337.png 000341.png 000343.png 000344.png 000347.png 000355.png 000356.png '
        '000360.png 000363.png 000367.png 000368.png 000369.png 000374.png 000377.png 000381.png 000390.png '
        '000394.png 000398.png 000403.png 000419.png 000421.png 000450.png 000452.png 000455.png 000464.png '
        '000466.png 000474.png 000487.png 000493.png 000497.png 000500.png 000507.png 000508.png 000516.png '
        '000518.png 000523.png 000528.png 000529.png 000532.png 000543.png 000545.png 000546.png 000549.png '
        '000550.png 000551.png 000560.png 000586.png 000607.png 000614.png 000617.png 000630.png 000632.png '
        '000646.png 000650.png 000663.png 000675.png 000679.png 000681.png 000682.png 000685.png 000690.png '
        '000693.png 000695.png 000699.png 000702.png 000705.png 000706.png 000709.png 000719.png'
    ),
    'objects/official/scenery_wall/mamabear.scenery_wall.mg-prar/images': (
        '001.png 013.png 018.png 022.png 025.png 027.png'
    ),
    'objects/official/terrain_edge/official.terrain_edge.void/images': (
        '04.png 05.png 12.png 24.png 36.png 40.png 48.png 59.png 65.png 72.png'
    ),
    'objects/official/terrain_edge/rct1beta.terrain_edge.brick/images': (
        '08.png 25.png 37.png 42.png 43.png 44.png 45.png 46.png 58.png 68.png 72.png 78.png 83.png'
    ),
    'objects/official/terrain_edge/rct1beta.terrain_edge.rock/images': (
        '02.png 26.png 27.png 29.png 32.png 34.png 40.png 42.png 47.png 49.png 56.png 67.png 78.png'
    ),
    'objects/official/terrain_surface/openrct2.terrain_surface.void/images': (
        '02.png 03.png 22.png 26.png 32.png 51.png 54.png'
    ),
    'objects/official/terrain_surface/rct1beta.terrain_surface.wildflowers/images': (
        '04.png 08.png 12.png 18.png 23.png 36.png 39.png 48.png 53.png s6.png'
    ),
    'objects/rct2/scenery_wall/rct2.scenery_wall.wc15/images': (
        '2.png 3.png 5.png'
    ),
}

RCT_IMAGES_OTHER = {
    '': (
        'objects/official/footpath_item/rct2dlc.footpath_item.litterpa/object.json '
        'objects/official/footpath_surface/openrct2.footpath_surface.queue_invisible/object.json '
        'objects/official/ride/openrct2.ride.alpine_coaster/object.json '
        'objects/official/ride/openrct2.ride.hybrid_coaster/object.json '
        'objects/official/ride/rct2dlc.ride.zpanda/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.go_karts_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.pc_gaming_world/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.pc_player/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.steel_corkscrew_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.steel_mini_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/rct1dlc.scenario_meta.steel_twister_roller_coaster_competition/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.beneath_the_christmas_tree/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.kiddie_karnival_ii/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.rocky_mountain_miners/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.the_time_machine/object.json '
        'objects/official/scenario_meta/uces.scenario_meta.transformation/object.json '
        'objects/official/scenery_small/official.scenery_small.support_structure_half/object.json '
        'objects/official/scenery_small/rct2dlc.scenery_small.pandagr/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl02/object.json '
        'objects/official/scenery_small/toontowner.scenery_small.ttrftl08/object.json '
        'objects/official/scenery_wall/mamabear.scenery_wall.mg-prar/object.json '
        'objects/official/terrain_edge/official.terrain_edge.void/object.json '
        'objects/official/terrain_edge/rct1beta.terrain_edge.brick/object.json '
        'objects/official/terrain_edge/rct1beta.terrain_edge.rock/object.json '
        'objects/official/terrain_surface/openrct2.terrain_surface.void/object.json '
        'objects/official/terrain_surface/rct1beta.terrain_surface.wildflowers/object.json '
        'objects/rct1/footpath_surface/rct1.footpath_surface.queue_blue/object.json '
        'objects/rct1/footpath_surface/rct1aa.footpath_surface.queue_green/object.json '
        'objects/rct1/ride/rct1.ride.bobsleigh_trains/object.json '
        'objects/rct1/ride/rct1.ride.fruity_ices_stall/object.json '
        'objects/rct1/ride/rct1.ride.mine_trains/object.json '
        'objects/rct1/ride/rct1.ride.reverse_freefall_car/object.json '
        'objects/rct1/ride/rct1.ride.steam_trains/object.json objects/rct1/ride/rct1.ride.toilets/object.json '
        'objects/rct1/ride/rct1.ride.wooden_rc_trains/object.json '
        'objects/rct1/ride/rct1aa.ride.ghost_train_cars/object.json '
        'objects/rct1/ride/rct1aa.ride.heartline_twister_cars/object.json '
        'objects/rct1/ride/rct1aa.ride.suspended_monorail_trains/object.json '
        'objects/rct1/ride/rct1ll.ride.air_powered_trains/object.json '
        'objects/rct1/ride/rct1ll.ride.coaster_boats/object.json '
        'objects/rct1/ride/rct1ll.ride.jet_skis/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.bumbly_beach/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.dynamite_dunes/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.evergreen_gardens/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.katies_dreamland/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.mystic_mountain/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.thunder_rock/object.json '
        'objects/rct1/scenario_meta/rct1.scenario_meta.white_water_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.coaster_canyon/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.future_world/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.haunted_harbour/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.jolly_jungle/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.pickle_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.roman_village/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.sprightly_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.swamp_cove/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.three_monkeys_park/object.json '
        'objects/rct1/scenario_meta/rct1aa.scenario_meta.utopia_park/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.alton_towers/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.blackpool_pleasure_beach/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.crater_lake/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.crazy_craters/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.dragons_cove/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.good_knight_park/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.heidepark/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.icicle_worlds/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.nevermore_park/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.pleasure_island/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.sunny_swamps/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.volcania/object.json '
        'objects/rct1/scenario_meta/rct1ll.scenario_meta.wacky_warren/object.json '
        'objects/rct1/scenery_wall/rct1.scenery_wall.wooden_fence_brown_gate.json '
        'objects/rct1/terrain_edge/rct1.terrain_edge.brick/icon.png '
        'objects/rct1/terrain_edge/rct1.terrain_edge.brick/object.json '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.grey/icon.png '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.grey/object.json '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.red/icon.png '
        'objects/rct1/terrain_edge/rct1aa.terrain_edge.red/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.green/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.green/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.purple/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.purple/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_a/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_a/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_b/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.skyscraper_b/object.json '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.stone_brown/icon.png '
        'objects/rct1/terrain_edge/rct1ll.terrain_edge.stone_brown/object.json '
        'objects/rct2/footpath_banner/rct2.footpath_banner.bn2.json '
        'objects/rct2/footpath_banner/rct2.footpath_banner.bn8.json objects/rct2/music/rct2.music.snow.json '
        'objects/rct2/ride/rct2.ride.icecr1/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.amity_airfield/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.build_your_own_six_flags_over_texas/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.electric_fields/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.factory_capers/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.gravity_gardens/object.json '
        'objects/rct2/scenario_meta/rct2.scenario_meta.tycoon_park/object.json '
        'objects/rct2/scenery_group/rct2.scenery_group.scgpirat.json '
        'objects/rct2/scenery_group/rct2.scenery_group.scgspace.json '
        'objects/rct2/scenery_large/rct2.scenery_large.svlc.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbb16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbb32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbr16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallbr32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcb32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcf16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcf8/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallcfdr.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallig16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallmm16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallmm17/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrs16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallrs32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallst32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallwd16/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wallwd32/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wbr1a/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wbr2a/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wc15/object.json '
        'objects/rct2/scenery_wall/rct2.scenery_wall.wjf.json '
        'objects/rct2/terrain_edge/rct2.terrain_edge.ice/object.json '
        'objects/rct2/terrain_edge/rct2.terrain_edge.wood_black/object.json '
        'objects/rct2/terrain_edge/rct2.terrain_edge.wood_red/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.animatronic_antics/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.crater_carnage/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.extraterrestrial_extravaganza/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.rock_n_roll_revival/object.json '
        'objects/rct2tt/scenario_meta/rct2tt.scenario_meta.sherwood_forest/object.json '
        'objects/rct2tt/scenery_large/rct2tt.scenery_large.jetplan2/object.json '
        'objects/rct2ww/ride/rct2ww.ride.whicgrub.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.from_the_ashes/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.mines_of_africa/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.okinawa_coast/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.rollercoaster_heaven/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.sugarloaf_shores/object.json '
        'objects/rct2ww/scenario_meta/rct2ww.scenario_meta.wacky_waikiki/object.json '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.afrzebra/object.json '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.atractor/object.json '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.hippo01/object.json '
        'objects/rct2ww/scenery_large/rct2ww.scenery_large.pagodam.json'
    ),
    'objects/rct2/ride': (
        'rct2.ride.arrsw1.json rct2.ride.chpsh.json rct2.ride.funcake.json rct2.ride.obs2.json '
        'rct2.ride.popcs.json rct2.ride.skytr.json rct2.ride.wmmine.json'
    ),
    'objects/rct2/scenery_small': (
        'rct2.scenery_small.cog1u.json rct2.scenery_small.corroof2.json rct2.scenery_small.snail.json '
        'rct2.scenery_small.suppw3.json rct2.scenery_small.tg3.json rct2.scenery_small.tgc2.json '
        'rct2.scenery_small.tpm.json rct2.scenery_small.tsnb.json rct2.scenery_small.wdiag.json '
        'rct2.scenery_small.wspout.json'
    ),
    'objects/rct2tt/ride': (
        'rct2tt.ride.barnstrm.json rct2tt.ride.cyclopsx.json rct2tt.ride.hoverbke.json'
    ),
    'objects/rct2tt/scenery_large': (
        'rct2tt.scenery_large.alnstr08.json rct2tt.scenery_large.footprnt.json rct2tt.scenery_large.hadesxxx.json '
        'rct2tt.scenery_large.mcastl11.json rct2tt.scenery_large.metoan01.json rct2tt.scenery_large.oldnyk26.json '
        'rct2tt.scenery_large.peasthut.json rct2tt.scenery_large.romve2x1.json rct2tt.scenery_large.romvs2x2.json '
        'rct2tt.scenery_large.schntent.json'
    ),
    'objects/rct2tt/scenery_small': (
        'rct2tt.scenery_small.artdec13.json rct2tt.scenery_small.artdec14.json rct2tt.scenery_small.compeyex.json '
        'rct2tt.scenery_small.gdalien1.json rct2tt.scenery_small.hevrof04.json rct2tt.scenery_small.jailxx04.json '
        'rct2tt.scenery_small.knfight2.json rct2tt.scenery_small.pdflag13.json rct2tt.scenery_small.psntwl25.json '
        'rct2tt.scenery_small.soupcrn2.json rct2tt.scenery_small.spcshp06.json'
    ),
    'objects/rct2ww/scenery_small': (
        'rct2ww.scenery_small.fishhole.json rct2ww.scenery_small.rtudor02.json rct2ww.scenery_small.sb2palm1.json '
        'rct2ww.scenery_small.sbskys06.json rct2ww.scenery_small.sbskys15.json rct2ww.scenery_small.sbwind12.json '
        'rct2ww.scenery_small.tnt4.json rct2ww.scenery_small.trckprt4.json rct2ww.scenery_small.trckprt8.json '
        'rct2ww.scenery_small.vertpipe.json rct2ww.scenery_small.wcuzco22.json rct2ww.scenery_small.wcuzfoun.json '
        'rct2ww.scenery_small.wmayan08.json rct2ww.scenery_small.wtudor17.json'
    ),
    'objects/rct2ww/scenery_wall': (
        'rct2ww.scenery_wall.w2corr03.json rct2ww.scenery_wall.wbrick03.json rct2ww.scenery_wall.wcorr13.json '
        'rct2ww.scenery_wall.wtudor09.json'
    ),
}

OSU_HITSOUNDS_KIND = {
    'osu.Game.Resources/Samples/Gameplay': (
        'drum-hitclap.wav drum-hitfinish.wav drum-hitnormal.wav drum-hitwhistle.wav drum-sliderslide.wav '
        'drum-slidertick.wav drum-sliderwhistle.wav normal-hitclap.wav normal-hitfinish.wav normal-hitnormal.wav '
        'normal-hitwhistle.wav normal-sliderslide.wav normal-slidertick.wav normal-sliderwhistle.wav '
        'soft-hitclap.wav soft-hitfinish.wav soft-hitnormal.wav soft-hitwhistle.wav soft-sliderslide.wav '
        'soft-slidertick.wav soft-sliderwhistle.wav'
    ),
    'osu.Game.Resources/Samples/Gameplay/Argon': (
        'drum-hitclap.wav drum-hitfinish.wav drum-hitnormal.wav drum-hitwhistle.wav drum-sliderslide.wav '
        'drum-slidertick.wav normal-hitclap.wav normal-hitfinish.wav normal-hitnormal.wav normal-hitwhistle.wav '
        'normal-sliderslide.wav normal-slidertick.wav normal-sliderwhistle.wav soft-hitclap.wav '
        'soft-hitfinish.wav soft-hitnormal.wav soft-hitwhistle.wav soft-sliderslide.wav soft-slidertick.wav '
        'soft-sliderwhistle.wav taiko-drum-hitclap.wav taiko-drum-hitnormal.wav taiko-normal-hitclap.wav '
        'taiko-normal-hitnormal.wav taiko-soft-hitclap.wav taiko-soft-hitnormal.wav taiko-strong-hitclap.wav '
        'taiko-strong-hitflourish.wav taiko-strong-hitnormal.wav'
    ),
    'osu.Game.Resources/Samples/Gameplay/ArgonPro': (
        'drum-hitclap.wav drum-hitfinish.wav drum-hitnormal.wav drum-hitwhistle.wav drum-sliderslide.wav '
        'drum-slidertick.wav drum-sliderwhistle.wav normal-hitclap.wav normal-hitfinish.wav normal-hitnormal.wav '
        'normal-hitwhistle.wav normal-sliderslide.wav normal-slidertick.wav normal-sliderwhistle.wav '
        'soft-hitclap.wav soft-hitfinish.wav soft-hitnormal.wav soft-hitwhistle.wav soft-sliderslide.wav '
        'soft-slidertick.wav soft-sliderwhistle.wav'
    ),
}

OSU_HITSOUNDS_OTHER = {
    '': (
        'osu.Game.Resources/Fonts/Noto/Noto-CJK-Compatibility_30.png '
        'osu.Game.Resources/Fonts/Noto/Noto-Hangul_17.png '
        'osu.Game.Resources/Localisation/HUD/AimErrorMeterStrings.es.resx '
        'osu.Game.Resources/Localisation/Web/Paypal/Errors.sv.resx osu.Game.Resources/Samples/Intro/seeya.mp3 '
        'osu.Game.Resources/Samples/Intro/welcome.mp3 osu.Game.Resources/Samples/MedalSplash/medal-get.mp3 '
        'osu.Game.Resources/Shaders/sh_ArgonBarPathBackground.fs '
        'osu.Game.Resources/Textures/Icons/BeatmapDetails/overall-difficulty.png'
    ),
    'osu.Game.Resources/Localisation': (
        'BeatmapOffsetControl.ko.resx BeatmapOffsetControl.ro.resx Chat.fr.resx '
        'DeleteConfirmationContent.zh-Hant.resx EditorDialogs.be.resx GlobalActionKeyBinding.cs.resx '
        'GlobalActionKeyBinding.hr-HR.resx GraphicsSettings.be.resx JoystickSettings.fil.resx Leaderboard.fi.resx '
        'ModSelectOverlay.no.resx MouseSettings.ms-MY.resx PlaybackSettings.da.resx PopupDialog.de.resx '
        'ScreenImportFromStable.it.resx'
    ),
    'osu.Game.Resources/Localisation/Web': (
        'Accounts.th.resx Api.hu.resx Bbcode.it.resx Follows.ca.resx Home.nl.resx LegacyApiKey.sl.resx '
        'Livestreams.tg-TJ.resx Matches.zh.resx Multiplayer.sr.resx Report.sr.resx ScoreTokens.tr.resx '
        'SupporterTag.hr-HR.resx Teams.lt.resx'
    ),
    'osu.Game.Resources/Samples/DailyChallenge': (
        'beatmap-impact.wav beatmap-windup.wav date-impact.wav date-windup.wav'
    ),
    'osu.Game.Resources/Samples/Gameplay': (
        'catch-banana.wav combobreak.mp3 failsound.wav nightcore-clap.wav nightcore-finish.wav nightcore-hat.wav '
        'nightcore-kick.wav pause-loop.mp3 restart.wav resume-countdown.wav sectionfail.mp3 sectionpass.mp3 '
        'spinnerbonus.wav spinnerspin.wav'
    ),
    'osu.Game.Resources/Samples/Gameplay/Argon': (
        'combobreak.wav failsound-alt.wav failsound.wav fountain-loop.wav fountain-shoot.wav rank-down.wav '
        'rank-up.wav spinnerbonus-max.wav spinnerbonus.wav spinnerspin.wav'
    ),
    'osu.Game.Resources/Samples/Keyboard': (
        'deselect.wav key-caps.mp3 key-confirm.mp3 key-delete.mp3 key-invalid.wav key-movement.mp3 '
        'key-press-1.mp3 key-press-2.mp3 key-press-3.mp3 key-press-4.mp3 select-all.wav select-char.wav '
        'select-word.wav'
    ),
    'osu.Game.Resources/Samples/Menu': (
        'back-to-logo.wav back-to-top.wav button-daily-select.wav button-default-select.wav button-hover.wav '
        'button-play-select.wav osu-logo-downbeat.wav osu-logo-heartbeat-bell.mp3 osu-logo-heartbeat.wav '
        'osu-logo-select.wav osu-logo-swoosh.wav reappear-swoosh.wav'
    ),
    'osu.Game.Resources/Samples/Multiplayer': (
        'countdown-tick.wav countdown-warn-final.wav countdown-warn.wav host-changed.wav player-joined.wav '
        'player-kicked.wav player-left.wav player-ready-all.wav player-ready.wav player-unready.wav team-swap.wav'
    ),
    'osu.Game.Resources/Samples/Results': (
        'applause-a.wav applause-b.wav applause-c.wav applause-d.wav applause-s.wav badge-dink-max.wav '
        'badge-dink.wav rank-impact-fail-d.wav rank-impact-fail.wav rank-impact-pass-ss.wav rank-impact-pass.wav '
        'score-panel-focus.wav score-panel-top-appear.wav score-tick-lesser.wav score-tick.wav '
        'statistics-panel-pop-in.wav statistics-panel-pop-out.wav swoosh-up.wav'
    ),
    'osu.Game.Resources/Samples/SongSelect': (
        'confirm-selection.wav leaderboard-score.wav metadata-wedge-pop-in.wav metadata-wedge-pop-out.wav '
        'mod-column-pop-in.wav mod-select-overlay-pop-out.wav options-pop-in.wav options-pop-out.wav '
        'random-spin.wav select-difficulty.wav select-expand.wav select-group.wav select-random.wav'
    ),
    'osu.Game.Resources/Samples/UI': (
        'bss-complete.wav bss-progress.wav bss-stage-0.wav bss-stage-1.wav bss-stage-2.wav bss-stage-3.wav '
        'button-hover.wav button-select.wav button-sidebar-hover.wav button-sidebar-select.wav check-off.wav '
        'check-on.wav cursor-tap.wav default-hover.wav default-select-disabled.wav default-select.wav '
        'dialog-cancel-select.wav dialog-dangerous-select.wav dialog-dangerous-tick.wav dialog-ok-select.wav '
        'dialog-pop-in.wav dialog-pop-out.wav dropdown-close.wav dropdown-open.wav generic-error.wav '
        'item-swap.wav menu-close.wav menu-open-select.wav menu-open.wav menu-sub-open.wav metronome-latch.wav '
        'metronome-tick-downbeat.wav metronome-tick.wav noclick-hover.wav noclick-select.wav notch-tick.wav '
        'notification-cancel.wav notification-default.wav notification-done.wav notification-error.wav '
        'notification-friend-offline.wav notification-friend-online.wav notification-mention.wav osd-change.wav '
        'osd-off.wav osd-on.wav overlay-big-pop-in.wav overlay-big-pop-out.wav overlay-pop-in.wav '
        'overlay-pop-out.wav ruleset-select-fruits.wav ruleset-select-mania.wav ruleset-select-osu.wav '
        'ruleset-select-taiko.wav screen-back.wav scroll-to-previous.wav scroll-to-top.wav settings-pop-in.wav '
        'shutter.wav submit-select.wav tabselect-select.wav toolbar-hover.wav toolbar-select.wav wave-pop-in.wav '
        'wave-pop-out.wav'
    ),
    'osu.Game.Resources/Textures/Icons/Mods': (
        'mod-adaptive-speed.png mod-dual-stages.png mod-wind-down.png'
    ),
}

OSU_FONTS_KIND = {
    'osu.Game.Resources/Fonts/Inter': (
        'Inter-BoldItalic_0.png Inter-BoldItalic_1.png Inter-BoldItalic_2.png Inter-BoldItalic_3.png '
        'Inter-Bold_0.png Inter-Bold_1.png Inter-Bold_2.png Inter-Bold_3.png Inter-LightItalic_0.png '
        'Inter-LightItalic_1.png Inter-LightItalic_2.png Inter-LightItalic_3.png Inter-Light_0.png '
        'Inter-Light_1.png Inter-Light_2.png Inter-RegularItalic_0.png Inter-RegularItalic_1.png '
        'Inter-RegularItalic_2.png Inter-RegularItalic_3.png Inter-Regular_0.png Inter-Regular_1.png '
        'Inter-Regular_2.png Inter-SemiBoldItalic_0.png Inter-SemiBoldItalic_1.png Inter-SemiBoldItalic_2.png '
        'Inter-SemiBoldItalic_3.png Inter-SemiBold_0.png Inter-SemiBold_1.png Inter-SemiBold_2.png '
        'Inter-SemiBold_3.png'
    ),
    'osu.Game.Resources/Fonts/Noto': (
        'Noto-Basic_0.png Noto-Basic_1.png Noto-Basic_2.png Noto-Basic_3.png Noto-Bopomofo_0.png '
        'Noto-CJK-Basic_00.png Noto-CJK-Basic_01.png Noto-CJK-Basic_02.png Noto-CJK-Basic_03.png '
        'Noto-CJK-Basic_04.png Noto-CJK-Basic_05.png Noto-CJK-Basic_06.png Noto-CJK-Basic_07.png '
        'Noto-CJK-Basic_08.png Noto-CJK-Basic_09.png Noto-CJK-Basic_10.png Noto-CJK-Basic_11.png '
        'Noto-CJK-Basic_12.png Noto-CJK-Basic_13.png Noto-CJK-Basic_14.png Noto-CJK-Basic_15.png '
        'Noto-CJK-Basic_16.png Noto-CJK-Basic_17.png Noto-CJK-Basic_18.png Noto-CJK-Basic_19.png '
        'Noto-CJK-Basic_20.png Noto-CJK-Basic_21.png Noto-CJK-Basic_22.png Noto-CJK-Basic_23.png '
        'Noto-CJK-Basic_24.png Noto-CJK-Basic_25.png Noto-CJK-Basic_26.png Noto-CJK-Basic_27.png '
        'Noto-CJK-Basic_28.png Noto-CJK-Basic_29.png Noto-CJK-Basic_30.png Noto-CJK-Basic_31.png '
        'Noto-CJK-Basic_32.png Noto-CJK-Basic_33.png Noto-CJK-Basic_34.png Noto-CJK-Basic_35.png '
        'Noto-CJK-Basic_36.png Noto-CJK-Basic_37.png Noto-CJK-Basic_38.png Noto-CJK-Basic_39.png '
        'Noto-CJK-Basic_40.png Noto-CJK-Basic_41.png Noto-CJK-Basic_42.png Noto-CJK-Basic_43.png '
        'Noto-CJK-Basic_44.png Noto-CJK-Basic_45.png Noto-CJK-Basic_46.png Noto-CJK-Basic_47.png '
        'Noto-CJK-Basic_48.png Noto-CJK-Basic_49.png Noto-CJK-Basic_50.png Noto-CJK-Basic_51.png '
        'Noto-CJK-Basic_52.png Noto-CJK-Basic_53.png Noto-CJK-Basic_54.png Noto-CJK-Basic_55.png '
        'Noto-CJK-Basic_56.png Noto-CJK-Basic_57.png Noto-CJK-Basic_58.png Noto-CJK-Basic_59.png '
        'Noto-CJK-Basic_60.png Noto-CJK-Basic_61.png Noto-CJK-Basic_62.png Noto-CJK-Basic_63.png '
        'Noto-CJK-Basic_64.png Noto-CJK-Basic_65.png Noto-CJK-Basic_66.png Noto-CJK-Basic_67.png '
        'Noto-CJK-Basic_68.png Noto-CJK-Basic_69.png Noto-CJK-Basic_70.png Noto-CJK-Basic_71.png '
        'Noto-CJK-Basic_72.png Noto-CJK-Basic_73.png Noto-CJK-Basic_74.png Noto-CJK-Basic_75.png '
        'Noto-CJK-Basic_76.png Noto-CJK-Basic_77.png Noto-CJK-Basic_78.png Noto-CJK-Basic_79.png '
        'Noto-CJK-Basic_80.png Noto-CJK-Basic_81.png Noto-CJK-Basic_82.png Noto-CJK-Basic_83.png '
        'Noto-CJK-Basic_84.png Noto-CJK-Basic_85.png Noto-CJK-Basic_86.png Noto-CJK-Basic_87.png '
        'Noto-CJK-Basic_88.png Noto-CJK-Basic_89.png Noto-CJK-Basic_90.png Noto-CJK-Basic_91.png '
        'Noto-CJK-Basic_92.png Noto-CJK-Basic_93.png Noto-CJK-Compatibility_00.png Noto-CJK-Compatibility_01.png '
        'Noto-CJK-Compatibility_02.png Noto-CJK-Compatibility_03.png Noto-CJK-Compatibility_04.png '
        'Noto-CJK-Compatibility_05.png Noto-CJK-Compatibility_06.png Noto-CJK-Compatibility_07.png '
        'Noto-CJK-Compatibility_08.png Noto-CJK-Compatibility_09.png Noto-CJK-Compatibility_10.png '
        'Noto-CJK-Compatibility_11.png Noto-CJK-Compatibility_12.png Noto-CJK-Compatibility_13.png '
        'Noto-CJK-Compatibility_14.png Noto-CJK-Compatibility_15.png Noto-CJK-Compatibility_16.png '
        'Noto-CJK-Compatibility_17.png Noto-CJK-Compatibility_18.png Noto-CJK-Compatibility_19.png '
        'Noto-CJK-Compatibility_20.png Noto-CJK-Compatibility_21.png Noto-CJK-Compatibility_22.png '
        'Noto-CJK-Compatibility_23.png Noto-CJK-Compatibility_24.png Noto-CJK-Compatibility_25.png '
        'Noto-CJK-Compatibility_26.png Noto-CJK-Compatibility_27.png Noto-CJK-Compatibility_28.png '
        'Noto-CJK-Compatibility_29.png Noto-CJK-Compatibility_30.png Noto-Hangul_00.png Noto-Hangul_01.png '
        'Noto-Hangul_02.png Noto-Hangul_03.png Noto-Hangul_04.png Noto-Hangul_05.png Noto-Hangul_06.png '
        'Noto-Hangul_07.png Noto-Hangul_08.png Noto-Hangul_09.png Noto-Hangul_10.png Noto-Hangul_11.png '
        'Noto-Hangul_12.png Noto-Hangul_13.png Noto-Hangul_14.png Noto-Hangul_15.png Noto-Hangul_16.png '
        'Noto-Hangul_17.png Noto-Hangul_18.png Noto-Hangul_19.png Noto-Hangul_20.png Noto-Hangul_21.png '
        'Noto-Hangul_22.png Noto-Hangul_23.png Noto-Hangul_24.png Noto-Hangul_25.png Noto-Hangul_26.png '
        'Noto-Hangul_27.png Noto-Hangul_28.png Noto-Hangul_29.png Noto-Hangul_30.png Noto-Hangul_31.png '
        'Noto-Hangul_32.png Noto-Hangul_33.png Noto-Hangul_34.png Noto-Hangul_35.png Noto-Hangul_36.png '
        'Noto-Hangul_37.png Noto-Hangul_38.png Noto-Hangul_39.png Noto-Hangul_40.png Noto-Hangul_41.png '
        'Noto-Hangul_42.png Noto-Hangul_43.png Noto-Hangul_44.png Noto-Thai_0.png'
    ),
    'osu.Game.Resources/Fonts/Torus': (
        'Torus-Bold_0.png Torus-Light_0.png Torus-Regular_0.png Torus-SemiBold_0.png'
    ),
    'osu.Game.Resources/Fonts/Torus-Alternate': (
        'Torus-Alternate-Bold_0.png Torus-Alternate-Light_0.png Torus-Alternate-Regular_0.png '
        'Torus-Alternate-SemiBold_0.png'
    ),
    'osu.Game.Resources/Fonts/Venera': (
        'Venera-Black_0.png Venera-Bold_0.png Venera-Light_0.png'
    ),
}

OSU_FONTS_OTHER = {
    '': (
        'osu.Game.Resources/Fonts/README.md '
        'osu.Game.Resources/Localisation/Web/ModelValidation/Fulfillments.he.resx '
        'osu.Game.Resources/Localisation/Web/ModelValidation/Payments.it.resx '
        'osu.Game.Resources/Localisation/Web/ModelValidation/Store/Product.id.resx '
        'osu.Game.Resources/Localisation/Web/Paypal/Errors.es.resx '
        'osu.Game.Resources/Localisation/Web/Paypal/Errors.he.resx '
        'osu.Game.Resources/Samples/Gameplay/Argon/rank-down.wav '
        'osu.Game.Resources/Samples/Multiplayer/Matchmaking/Ranked/star-rating-tick-final.wav '
        'osu.Game.Resources/Samples/Results/badge-dink-max.wav '
        'osu.Game.Resources/Samples/SongSelect/mod-select-overlay-pop-out.wav '
        'osu.Game.Resources/Samples/SongSelect/options-pop-in.wav osu.Game.Resources/Skins/Legacy/count2@2x.png '
        'osu.Game.Resources/Skins/Legacy/fruit-bananas@2x.png osu.Game.Resources/Skins/Retro/default-0.png '
        'osu.Game.Resources/Skins/Retro/inputoverlay-background.png '
        'osu.Game.Resources/Textures/Gameplay/Fonts/argon-counter-0.png '
        'osu.Game.Resources/Textures/Menu/menu-background-7.jpg '
        'osu.Game.Resources/Textures/Online/supporter-heart.png osu.Game.Resources/Tracks/christmas2024.osz'
    ),
    'osu.Game.Resources/Fonts/Inter': (
        'Inter-Bold.bin Inter-BoldItalic.bin Inter-Light.bin Inter-LightItalic.bin Inter-Regular.bin '
        'Inter-RegularItalic.bin Inter-SemiBold.bin Inter-SemiBoldItalic.bin OFL.txt bmfont-inter.bmfc'
    ),
    'osu.Game.Resources/Fonts/Noto': (
        'LICENSE.txt Noto-Basic.bin Noto-Bopomofo.bin Noto-CJK-Basic.bin Noto-CJK-Compatibility.bin '
        'Noto-Hangul.bin Noto-Thai.bin bmfont-bopomofo.bmfc bmfont-cjk-basic.bmfc bmfont-cjk-compatibility.bmfc'
    ),
    'osu.Game.Resources/Fonts/Torus': (
        'LICENCE Torus-Bold.bin Torus-Light.bin Torus-Regular.bin Torus-SemiBold.bin'
    ),
    'osu.Game.Resources/Fonts/Torus-Alternate': (
        'LICENCE Torus-Alternate-Bold.fnt Torus-Alternate-Light.fnt Torus-Alternate-Regular.fnt '
        'Torus-Alternate-SemiBold.fnt'
    ),
    'osu.Game.Resources/Fonts/Venera': (
        'LICENCE Venera-Black.bin Venera-Bold.bin Venera-Light.bin Venera-settings.bmfc venera-postprocess.py'
    ),
    'osu.Game.Resources/Localisation': (
        'AudioSettings.fa-IR.resx BeatmapOverlayStrings.es-419.resx BeatmapOverlayStrings.pl.resx '
        'BeatmapOverlayStrings.tr.resx BeatmapSubmission.el.resx BeatmapSubmission.sv.resx '
        'BindingSettings.ru.resx ButtonSystem.he.resx Chat.fi.resx Chat.id.resx Chat.ko.resx Chat.uk.resx '
        'Common.hr-HR.resx Common.uk.resx ContextMenu.es.resx DebugSettings.resx '
        'DeleteConfirmationContent.no.resx DeleteConfirmationDialog.de.resx Dialog.fr.resx Dialog.ro.resx '
        'DrawableRoomPlaylistItem.fil.resx EditorDialogs.ja.resx EditorSetup.zh.resx '
        'FirstRunSetupBeatmapScreen.ca.resx FirstRunSetupBeatmapScreen.hr-HR.resx GameplayMenuOverlay.pt-BR.resx '
        'GameplayMenuOverlay.sr.resx GameplaySettings.resx GeneralSettings.be.resx GeneralSettings.zh.resx '
        'InputSettings.fa-IR.resx InputSettings.no.resx JoystickSettings.it.resx ModSelectOverlay.hu.resx '
        'MouseSettings.pt-BR.resx MultiplayerMatchStrings.hr-HR.resx MultiplayerTeamResultsScreen.zh-Hant.resx '
        'Notifications.es.resx NowPlaying.fa-IR.resx OnlinePlay.es-419.resx OnlinePlay.ja.resx '
        'PlaybackSettings.ca.resx PlayerLoader.el.resx ReplayFailIndicator.pt-BR.resx RulesetSettings.ca.resx '
        'RulesetSettings.ro.resx ScreenImportFromStable.ar.resx Settings.fil.resx SkinEditor.ru.resx '
        'SkinSettings.fr.resx SkinSettings.vi.resx StorageErrorDialog.de.resx StorageErrorDialog.lv-LV.resx '
        'Toolbar.pt.resx TouchSettings.da.resx'
    ),
    'osu.Game.Resources/Localisation/HUD': (
        'ColourHitError.si-LK.resx JudgementCounterDisplay.cs.resx JudgementCounterDisplay.de.resx '
        'JudgementCounterDisplay.id.resx SongProgress.ca.resx SongProgress.da.resx SongProgress.es-419.resx '
        'SongProgress.es.resx SpectatorList.el.resx SpectatorList.ja.resx SpectatorList.vi.resx'
    ),
    'osu.Game.Resources/Localisation/SkinComponents': (
        'BeatmapAttributeText.nl.resx BeatmapAttributeText.tr.resx SkinnableModDisplay.cs.resx'
    ),
    'osu.Game.Resources/Localisation/Web': (
        'Admin.he.resx Api.be.resx Api.bg.resx Api.resx Artist.be.resx Authorization.fa-IR.resx '
        'Authorization.kk-KZ.resx BbcodeStrings.cs BeatmapDiscussionPosts.id.resx BeatmapDiscussions.it.resx '
        'BeatmapDiscussions.tr.resx BeatmapTags.es-419.resx BeatmapTags.fa-IR.resx BeatmapTags.lv-LV.resx '
        'Beatmaps.fr.resx Beatmaps.hr-HR.resx Beatmaps.vi.resx BeatmapsetWatches.be.resx '
        'BeatmapsetWatches.hr-HR.resx Changelog.nl.resx Chat.cs.resx Community.ca.resx Contest.ko.resx '
        'Errors.lt.resx Events.ca.resx Events.ja.resx Follows.pt-BR.resx Forum.es-419.resx Forum.id.resx '
        'Forum.tg-TJ.resx Friends.ar.resx Friends.resx Home.be.resx Home.pt.resx Layout.pl.resx '
        'LegacyIrcKey.fil.resx LegacyIrcKey.pt-BR.resx Livestreams.el.resx Mail.sr.resx Matches.ca.resx '
        'ModelValidation.bg.resx ModelValidation.cs.resx ModelValidation.it.resx ModelValidation.th.resx '
        'Models.hu.resx Models.lt.resx Notifications.ja.resx PasswordReset.ms-MY.resx QuickSearch.bg.resx '
        'Rankings.ar.resx Report.es-419.resx ScoreTokens.es.resx Sessions.cs.resx Sessions.hr-HR.resx '
        'Sort.lv-LV.resx Sort.tg-TJ.resx Store.ro.resx SupporterTag.he.resx Teams.he.resx Teams.it.resx '
        'UserTotp.sv.resx UserVerification.da.resx UserVerification.th.resx Users.vi.resx Validation.ar.resx '
        'Validation.sl.resx'
    ),
    'osu.Game.Resources/Textures/Flags': (
        'BE.png DO.png GN.png MV.png'
    ),
    'osu.Game.Resources/Textures/Icons': (
        'LeftCircle.png crown.png tournament.png'
    ),
    'osu.Game.Resources/Textures/Icons/Mods': (
        'mod-eight-keys.png mod-grow.png mod-nine-keys.png'
    ),
}

OSU_STRINGS_KIND = {
    'osu.Game.Resources/Localisation/Web': (
        'Accounts.bg.resx Accounts.fr.resx Accounts.hu.resx Accounts.pl.resx Accounts.tg-TJ.resx Admin.ro.resx '
        'Admin.zh.resx Api.be.resx Api.el.resx Api.es-419.resx Api.es.resx Api.hr-HR.resx Api.sl.resx Api.sr.resx '
        'Artist.ar.resx Artist.ca.resx Artist.ja.resx Artist.ms-MY.resx Artist.sk.resx Artist.tr.resx '
        'Artist.vi.resx Authorization.be.resx Authorization.lt.resx Authorization.nl.resx Authorization.pl.resx '
        'Authorization.ru.resx Authorization.sl.resx Authorization.tg-TJ.resx Authorization.th.resx '
        'Bbcode.bg.resx Bbcode.fil.resx Bbcode.he.resx Bbcode.id.resx Bbcode.ro.resx Bbcode.tg-TJ.resx '
        'Bbcode.zh-Hant.resx BeatmapDiscussionPosts.bg.resx BeatmapDiscussionPosts.ca.resx '
        'BeatmapDiscussionPosts.da.resx BeatmapDiscussionPosts.es-419.resx BeatmapDiscussionPosts.he.resx '
        'BeatmapDiscussions.da.resx BeatmapDiscussions.es.resx BeatmapDiscussions.it.resx '
        'BeatmapDiscussions.zh-Hant.resx BeatmapTags.es-419.resx BeatmapTags.it.resx BeatmapTags.pt-BR.resx '
        'BeatmapTags.zh.resx Beatmappacks.bg.resx Beatmappacks.el.resx Beatmappacks.id.resx Beatmappacks.no.resx '
        'Beatmappacks.zh.resx Beatmaps.fr.resx Beatmaps.hu.resx Beatmaps.ko.resx Beatmaps.ms-MY.resx '
        'Beatmaps.vi.resx Beatmaps.zh-Hant.resx Beatmaps.zh.resx BeatmapsetDiscussionVotes.da.resx '
        'BeatmapsetDiscussionVotes.el.resx BeatmapsetDiscussionVotes.es.resx BeatmapsetDiscussionVotes.hr-HR.resx '
        'BeatmapsetDiscussionVotes.vi.resx BeatmapsetEvents.lv-LV.resx BeatmapsetEvents.pl.resx '
        'BeatmapsetEvents.pt-BR.resx BeatmapsetEvents.uk.resx BeatmapsetWatches.ar.resx BeatmapsetWatches.bg.resx '
        'BeatmapsetWatches.fa-IR.resx BeatmapsetWatches.si-LK.resx Beatmapsets.fa-IR.resx Beatmapsets.ro.resx '
        'Beatmapsets.si-LK.resx Beatmapsets.sr.resx Beatmapsets.th.resx Changelog.bg.resx Changelog.vi.resx '
        'Changelog.zh-Hant.resx Chat.he.resx Chat.lt.resx Chat.no.resx Chat.pt-BR.resx Chat.pt.resx Chat.sl.resx '
        'Chat.sr.resx ClientVerifications.de.resx ClientVerifications.el.resx ClientVerifications.es.resx '
        'ClientVerifications.id.resx ClientVerifications.lv-LV.resx ClientVerifications.ro.resx '
        'ClientVerifications.si-LK.resx ClientVerifications.sr.resx Comments.ar.resx Comments.de.resx '
        'Comments.he.resx Comments.sk.resx Comments.uk.resx Common.cs.resx Common.he.resx Community.bg.resx '
        'Community.de.resx Community.fi.resx Contest.el.resx Contest.ko.resx Contest.nl.resx Contest.ru.resx '
        'Contest.sr.resx Contest.tg-TJ.resx Contest.zh-Hant.resx Errors.da.resx Errors.es-419.resx Errors.es.resx '
        'Errors.fa-IR.resx Errors.nl.resx Events.el.resx Events.it.resx Events.pl.resx Events.si-LK.resx '
        'Events.zh.resx Follows.bg.resx Follows.cs.resx Follows.da.resx Follows.ko.resx Follows.nl.resx '
        'Follows.sl.resx Forum.be.resx Forum.bg.resx Forum.es-419.resx Forum.ru.resx Forum.sl.resx '
        'Forum.tg-TJ.resx Forum.zh-Hant.resx Friends.ar.resx Friends.bg.resx Friends.es-419.resx '
        'Friends.kk-KZ.resx Friends.ko.resx GroupHistory.pt.resx GroupHistory.sl.resx Home.es.resx '
        'Home.ms-MY.resx Home.no.resx Home.tr.resx Home.uk.resx Layout.ca.resx Layout.cs.resx Layout.fil.resx '
        'Layout.it.resx Layout.pt.resx Layout.si-LK.resx Layout.th.resx Layout.uk.resx Layout.zh.resx '
        'LegacyApiKey.id.resx LegacyApiKey.ms-MY.resx LegacyApiKey.uk.resx LegacyApiKey.vi.resx '
        'LegacyIrcKey.el.resx LegacyIrcKey.ko.resx LegacyIrcKey.ro.resx LegacyIrcKey.th.resx '
        'LegacyIrcKey.zh-Hant.resx Livestreams.be.resx Livestreams.el.resx Livestreams.id.resx '
        'Livestreams.lt.resx Livestreams.no.resx Livestreams.sl.resx Livestreams.vi.resx Livestreams.zh-Hant.resx '
        'Mail.bg.resx Mail.cs.resx Mail.fi.resx Mail.ro.resx Mail.ru.resx Matches.sl.resx Matches.th.resx '
        'ModelValidation.be.resx ModelValidation.el.resx ModelValidation.hr-HR.resx ModelValidation.no.resx '
        'Models.ar.resx Models.no.resx Models.ro.resx Models.zh-Hant.resx Models.zh.resx Multiplayer.fr.resx '
        'Multiplayer.ko.resx Multiplayer.ms-MY.resx Multiplayer.sk.resx News.da.resx News.fa-IR.resx '
        'News.hr-HR.resx News.pl.resx Notifications.be.resx Notifications.fa-IR.resx Notifications.sl.resx '
        'Oauth.ar.resx Oauth.be.resx Oauth.es-419.resx Oauth.es.resx Oauth.hr-HR.resx Oauth.ja.resx '
        'PageTitle.fa-IR.resx PageTitle.fil.resx PageTitle.fr.resx PageTitle.id.resx PageTitle.ja.resx '
        'PageTitle.pl.resx PasswordReset.el.resx PasswordReset.ru.resx PasswordReset.th.resx QuickSearch.es.resx '
        'QuickSearch.fa-IR.resx QuickSearch.si-LK.resx Rankings.be.resx Rankings.he.resx Rankings.hu.resx '
        'Report.fr.resx Report.pl.resx ScoreTokens.de.resx ScoreTokens.id.resx ScoreTokens.it.resx '
        'ScoreTokens.kk-KZ.resx ScoreTokens.lv-LV.resx ScoreTokens.ms-MY.resx ScoreTokens.zh.resx Scores.da.resx '
        'Scores.el.resx Scores.kk-KZ.resx Scores.pt-BR.resx Scores.pt.resx Scores.si-LK.resx Scores.tg-TJ.resx '
        'Scores.zh-Hant.resx Sessions.de.resx Sessions.es-419.resx Sessions.sl.resx Sessions.sv.resx '
        'Sessions.tg-TJ.resx Sessions.uk.resx Sort.ar.resx Sort.ca.resx Sort.el.resx Sort.it.resx Sort.lt.resx '
        'Sort.si-LK.resx Sort.sk.resx Sort.tg-TJ.resx Store.el.resx Store.hu.resx Store.lv-LV.resx '
        'Store.ms-MY.resx Store.th.resx SupporterTag.cs.resx SupporterTag.he.resx SupporterTag.hu.resx '
        'SupporterTag.sl.resx SupporterTag.uk.resx Teams.fi.resx Teams.ja.resx Teams.ro.resx Teams.ru.resx '
        'Tournament.cs.resx Tournament.lv-LV.resx Tournament.nl.resx Tournament.ru.resx UserCoverPresets.ca.resx '
        'UserCoverPresets.fa-IR.resx UserCoverPresets.fi.resx UserCoverPresets.it.resx '
        'UserCoverPresets.pt-BR.resx UserCoverPresets.th.resx UserTotp.ja.resx UserTotp.ms-MY.resx '
        'UserTotp.ru.resx UserTotp.zh-Hant.resx UserVerification.es-419.resx UserVerification.pl.resx '
        'UserVerification.pt-BR.resx Users.ar.resx Users.ca.resx Users.nl.resx Users.sr.resx Users.sv.resx '
        'Users.vi.resx Validation.de.resx Validation.nl.resx Validation.pl.resx Validation.tg-TJ.resx '
        'Validation.tr.resx Wiki.cs.resx Wiki.de.resx Wiki.pl.resx Wiki.tr.resx'
    ),
}

OSU_STRINGS_OTHER = {
    'osu.Game.Resources/Localisation': (
        'AccountCreation.uk.resx AudioSettings.th.resx BeatmapOverlayStrings.si-LK.resx '
        'BeatmapOverlayStrings.sk.resx BindingSettings.fr.resx BreakInfo.lv-LV.resx BreakInfo.tr.resx '
        'Common.cs.resx Common.fil.resx ContextMenu.el.resx ContextMenu.sr.resx DebugSettings.ca.resx '
        'DebugSettings.fi.resx DebugSettings.th.resx DefaultRankDisplay.ko.resx DeleteConfirmationContent.ko.resx '
        'Dialog.tr.resx DrawableRoomPlaylistItem.tr.resx Editor.ca.resx Editor.da.resx Editor.tr.resx '
        'EditorDialogs.pt.resx EditorSetup.uk.resx FirstRunSetupBeatmapScreen.hr-HR.resx '
        'FirstRunSetupBeatmapScreen.hu.resx FirstRunSetupOverlay.ms-MY.resx FirstRunSetupOverlay.zh-Hant.resx '
        'GameplayMenuOverlay.ko.resx GameplayMenuOverlay.si-LK.resx GeneralSettings.el.resx '
        'GeneralSettings.pt-BR.resx GlobalActionKeyBinding.si-LK.resx InputSettings.pt.resx '
        'InputSettings.zh-Hant.resx JoystickSettings.resx Leaderboard.ja.resx LoginPanel.fa-IR.resx '
        'LoginPanel.sr.resx MaintenanceSettings.pl.resx MaintenanceSettings.sr.resx MaintenanceSettings.zh.resx '
        'MenuTip.vi.resx MouseSettings.el.resx MouseSettings.vi.resx NamedOverlayComponent.cs.resx '
        'NowPlaying.it.resx OnlinePlay.da.resx OnlinePlay.es.resx OnlineSettings.sr.resx OnlineSettings.th.resx '
        'PlaybackSettings.cs.resx PlaybackSettings.nl.resx PopupDialog.ro.resx PopupDialog.uk.resx '
        'RankingStatisticsStrings.cs.resx ScreenImportFromStable.ja.resx ScreenImportFromStable.ms-MY.resx '
        'Settings.ar.resx Settings.ro.resx SkinEditor.kk-KZ.resx SkinEditor.sv.resx SkinEditor.zh.resx '
        'SkinSettings.cs.resx StorageErrorDialog.ro.resx Toast.sv.resx TouchSettings.fa-IR.resx '
        'UserInterface.de.resx WindowsAssociationManager.lv-LV.resx WindowsAssociationManager.ro.resx '
        'WindowsAssociationManager.th.resx'
    ),
    'osu.Game.Resources/Localisation/HUD': (
        'BarHitErrorMeter.fi.resx ColourHitError.fa-IR.resx ColourHitError.kk-KZ.resx '
        'JudgementCounterDisplay.id.resx SongProgress.sv.resx SpectatorList.es.resx'
    ),
    'osu.Game.Resources/Localisation/SkinComponents': (
        'SkinnableComponentStrings.tg-TJ.resx SkinnableComponentStrings.tr.resx SkinnableModDisplay.es.resx '
        'SkinnableModDisplay.resx'
    ),
    'osu.Game.Resources/Localisation/Web': (
        'Accounts.resx AccountsStrings.cs Admin.resx AdminStrings.cs Api.resx ApiStrings.cs Artist.resx '
        'ArtistStrings.cs Authorization.resx AuthorizationStrings.cs Bbcode.resx BbcodeStrings.cs '
        'BeatmapDiscussionPosts.resx BeatmapDiscussionPostsStrings.cs BeatmapDiscussions.resx '
        'BeatmapDiscussionsStrings.cs BeatmapTags.resx BeatmapTagsStrings.cs Beatmappacks.resx '
        'BeatmappacksStrings.cs Beatmaps.resx BeatmapsStrings.cs BeatmapsetDiscussionVotes.resx '
        'BeatmapsetDiscussionVotesStrings.cs BeatmapsetEvents.resx BeatmapsetEventsStrings.cs '
        'BeatmapsetWatches.resx BeatmapsetWatchesStrings.cs Beatmapsets.resx BeatmapsetsStrings.cs Changelog.resx '
        'ChangelogStrings.cs Chat.resx ChatStrings.cs ClientVerifications.resx ClientVerificationsStrings.cs '
        'Comments.resx CommentsStrings.cs Common.resx CommonStrings.cs Community.resx CommunityStrings.cs '
        'Contest.resx ContestStrings.cs Errors.resx ErrorsStrings.cs Events.resx EventsStrings.cs Follows.resx '
        'FollowsStrings.cs Forum.resx ForumStrings.cs Friends.resx FriendsStrings.cs GroupHistory.resx '
        'GroupHistoryStrings.cs Home.resx HomeStrings.cs Layout.resx LayoutStrings.cs LegacyApiKey.resx '
        'LegacyApiKeyStrings.cs LegacyIrcKey.resx LegacyIrcKeyStrings.cs Livestreams.resx LivestreamsStrings.cs '
        'Mail.resx MailStrings.cs Matches.resx MatchesStrings.cs ModelValidation.resx ModelValidationStrings.cs '
        'Models.resx ModelsStrings.cs Multiplayer.resx MultiplayerStrings.cs News.resx NewsStrings.cs '
        'Notifications.resx NotificationsStrings.cs Oauth.resx OauthStrings.cs PageTitle.resx PageTitleStrings.cs '
        'PasswordReset.resx PasswordResetStrings.cs QuickSearch.resx QuickSearchStrings.cs Rankings.resx '
        'RankingsStrings.cs Report.resx ReportStrings.cs ScoreTokens.resx ScoreTokensStrings.cs Scores.resx '
        'ScoresStrings.cs Sessions.resx SessionsStrings.cs Sort.resx SortStrings.cs Store.resx StoreStrings.cs '
        'SupporterTag.resx SupporterTagStrings.cs Teams.resx TeamsStrings.cs Tournament.resx TournamentStrings.cs '
        'UserCoverPresets.resx UserCoverPresetsStrings.cs UserTotp.resx UserTotpStrings.cs UserVerification.resx '
        'UserVerificationStrings.cs Users.resx UsersStrings.cs Validation.resx ValidationStrings.cs Wiki.resx '
        'WikiStrings.cs'
    ),
}

TIMM_BENCH_KIND = {
    'results': (
        'benchmark-infer-amp-nchw-pt113-cu117-rtx3090.csv benchmark-infer-amp-nchw-pt210-cu121-rtx3090.csv '
        'benchmark-infer-amp-nchw-pt240-cu124-rtx3090.csv benchmark-infer-amp-nchw-pt240-cu124-rtx4090-dynamo.csv '
        'benchmark-infer-amp-nchw-pt240-cu124-rtx4090.csv benchmark-infer-amp-nchw-pt291-cu128-4090-dynamo.csv '
        'benchmark-infer-amp-nchw-pt291-cu128-4090.csv benchmark-infer-amp-nchw-pt291-cu130-5090-dynamo.csv '
        'benchmark-infer-amp-nchw-pt291-cu130-5090.csv '
        'benchmark-infer-amp-nchw-pt291-cu130-pro6000maxq-dynamo.csv '
        'benchmark-infer-amp-nchw-pt291-cu130-pro6000maxq.csv benchmark-infer-amp-nhwc-pt113-cu117-rtx3090.csv '
        'benchmark-infer-amp-nhwc-pt210-cu121-rtx3090.csv benchmark-infer-amp-nhwc-pt240-cu124-rtx3090.csv '
        'benchmark-infer-amp-nhwc-pt240-cu124-rtx4090.csv '
        'benchmark-infer-amp_bf16-nchw-pt291-cu130-pro6000maxq-dynamo.csv '
        'benchmark-infer-bf16-nchw-pt291-cu130-pro6000maxq-dynamo.csv '
        'benchmark-infer-fp32-nchw-pt221-cpu-i9_10940x-dynamo.csv '
        'benchmark-infer-fp32-nchw-pt240-cpu-i7_12700h-dynamo.csv '
        'benchmark-infer-fp32-nchw-pt240-cpu-i9_10940x-dynamo.csv '
        'benchmark-train-amp-nchw-pt112-cu113-rtx3090.csv benchmark-train-amp-nhwc-pt112-cu113-rtx3090.csv'
    ),
}

TIMM_BENCH_OTHER = {
    '': (
        '.gitattributes .github/FUNDING.yml .github/workflows/build_documentation.yml .gitignore CITATION.cff '
        'CLAUDE.md CODE_OF_CONDUCT.md CONTRIBUTING.md LICENSE MANIFEST.in README.md UPGRADING.md '
        'avg_checkpoints.py benchmark.py bulk_runner.py clean_checkpoint.py distributed_train.sh hfdocs/README.md '
        'hubconf.py inference.py legacy_distributed_train.sh legacy_train.py onnx_export.py onnx_validate.py '
        'pyproject.toml requirements-dev.txt requirements.txt setup.cfg timm/loss/cross_entropy.py '
        'timm/loss/jsd.py timm/models/_pruned/ecaresnet101d_pruned.txt timm/models/layers/__init__.py '
        'timm/task/token_distillation.py train.py validate.py'
    ),
    'convert': (
        'convert_from_mxnet.py convert_gemma4_vit.py convert_nest_flax.py'
    ),
    'hfdocs/source': (
        'changes.mdx feature_extraction.mdx hparams.mdx models.mdx'
    ),
    'hfdocs/source/models': (
        'adversarial-inception-v3.mdx big-transfer.mdx densenet.mdx dpn.mdx ecaresnet.mdx efficientnet-pruned.mdx '
        'ese-vovnet.mdx gloun-inception-v3.mdx gloun-resnet.mdx gloun-resnext.mdx inception-v3.mdx mixnet.mdx '
        'mnasnet.mdx nasnet.mdx noisy-student.mdx pnasnet.mdx resnest.mdx resnet-d.mdx se-resnet.mdx selecsls.mdx '
        'swsl-resnet.mdx swsl-resnext.mdx tf-efficientnet-lite.mdx tf-efficientnet.mdx tf-mobilenet-v3.mdx'
    ),
    'results': (
        'README.md generate_csv_results.py model_metadata-in1k.csv results-imagenet-a-clean.csv '
        'results-imagenet-a.csv results-imagenet-r-clean.csv results-imagenet-r.csv results-imagenet-real.csv '
        'results-imagenet.csv results-imagenetv2-matched-frequency.csv results-sketch.csv'
    ),
    'tests': (
        '__init__.py test_checkpoint_loading.py test_data.py test_dataset_info.py test_factory.py test_hub.py '
        'test_layers.py test_layers_drop.py test_layers_pool.py test_models.py test_naflex_dataset.py '
        'test_optim.py test_scheduled_sampler.py test_scheduler.py test_task.py test_utils.py'
    ),
    'timm': (
        '__init__.py py.typed version.py'
    ),
    'timm/data': (
        'naflex_dataset.py naflex_transforms.py real_labels.py scheduled_sampler.py'
    ),
    'timm/data/_info': (
        'imagenet12k_synsets.txt imagenet21k_miil_synsets.txt imagenet21k_miil_w21_synsets.txt '
        'imagenet22k_ms_to_12k_indices.txt imagenet22k_ms_to_22k_indices.txt imagenet22k_to_12k_indices.txt '
        'imagenet_a_synsets.txt imagenet_r_indices.txt imagenet_synset_to_definition.txt'
    ),
    'timm/data/readers': (
        '__init__.py reader_factory.py reader_image_in_tar.py reader_wds.py'
    ),
    'timm/layers': (
        '_fx.py activations_me.py bottleneck_attn.py conv2d_same.py coord_attn.py create_norm.py eca.py '
        'evo_norm.py format.py grid.py grn.py halo_attn.py hybrid_embed.py inplace_abn.py lambda_layer.py '
        'layer_scale.py other_pool.py padding.py separable_conv.py split_attn.py squeeze_excite.py std_conv.py '
        'typing.py weight_init.py'
    ),
    'timm/models': (
        '_efficientnet_blocks.py _factory.py _features.py _prune.py beit.py byoanet.py cpubone.py crossvit.py '
        'efficientvit_mit.py efficientvit_msra.py fasternet.py focalnet.py fx_features.py gcvit.py helpers.py '
        'hgnet.py hiera.py hieradet_sam2.py hrnet.py inception_next.py inception_resnet_v2.py levit.py '
        'metaformer.py mvitv2.py naflexvit.py nasnet.py pnasnet.py pvt_v2.py regnet.py repghost.py res2net.py '
        'resnetv2.py senet.py starnet.py swiftformer.py swin_transformer.py tnt.py vgg.py '
        'vision_transformer_sam.py xcit.py'
    ),
    'timm/optim': (
        '_helpers.py _optim_factory.py adamp.py adamw.py adan.py lookahead.py mars.py muon.py optim_factory.py '
        'rmsprop_tf.py sgdw.py'
    ),
    'timm/scheduler': (
        '__init__.py multistep_lr.py poly_lr.py scheduler_factory.py'
    ),
    'timm/utils': (
        'agc.py attention_extract.py distributed.py log.py misc.py model_ema.py onnx.py'
    ),
}

WANDB_FILES_KIND = {
    'wandb/run-20220421_224556-1hvd5980/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220422_210921-39ssi5ei/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220422_222514-1jbpws7b/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_004617-23a3ohw1/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_012032-1h8zena7/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_140606-ovisyqv4/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_144707-2cpelouf/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_160617-1qqeb3sq/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_164234-ivvk983b/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_223240-2titymxl/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_232342-gcfbvujb/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_233251-1w01xqv3/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220425_120840-31jq5n0l/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220425_223919-22pd7902/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220426_145811-344hm2qb/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220427_135606-2s811ss9/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_154024-3jjnopbx/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_155921-2cp5k2wy/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_165859-236tr9mv/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_165942-1xe0a4f2/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_175751-l7bbhz0v/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_180546-3bhdwqbq/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_192157-2ayfo4xv/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_192713-2nzwkp4w/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_194358-2rg0tkez/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_200258-2eotuscw/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220430_012521-355mf55y/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220430_132105-fdvjv22b/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220430_132620-2j6xsbme/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220430_155151-1ozg87f9/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220430_163135-3drgyuoe/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220430_195821-3d4628ne/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
}

WANDB_FILES_OTHER = {
    '': (
        'configs/dataset/CIFAR100.yaml configs/dataset/Mini-Imagenet.yaml configs/masking/SET.yaml '
        'configs/masking/SNFS.yaml images/wRN22-2-linear-interpolation-ini_pruning-sparsity=0.05.pdf '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/debug-internal.log '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192700-2ccgttrv/files/media/table/layer-wise-density_table_1005_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/main.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/latest-run '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_224517-152hkl7i/files/media/table/layer-wise-density_table_301_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_224517-152hkl7i/logs/debug.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_232305-5ow6682l/files/media/table/layer-wise-density_table_3469_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192653-1xguj22f/files/media/table/layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_201400-hf8qzhc0/logs/debug-internal.log '
        'rigl_repo_utils/conf/specific/cifar100_resnet50_masking_reinit.yaml '
        'rigl_repo_utils/conf/specific/mini-imagenet_resnet50_masking.yaml '
        'rigl_repo_utils/docs/_sources/README.rst.txt rigl_repo_utils/docs/_sources/models/models.rst.txt '
        'rigl_repo_utils/docs/_sources/sparselearning/sparselearning.rst.txt '
        'rigl_repo_utils/docs/_static/css/fonts/lato-normal-italic.woff rigl_repo_utils/docs/_static/pygments.css '
        'rigl_repo_utils/docs/main_results.html rigl_repo_utils/docs/objects.inv '
        'rigl_repo_utils/docs_src/Makefile rigl_repo_utils/docs_src/source/code_structure.rst '
        'rigl_repo_utils/models/wide_resnet.py wandb/run-20220421_224556-1hvd5980/logs/debug-internal.log '
        'wandb/run-20220421_224556-1hvd5980/logs/debug.log wandb/run-20220421_224556-1hvd5980/run-1hvd5980.wandb '
        'wandb/run-20220422_210921-39ssi5ei/logs/debug-internal.log '
        'wandb/run-20220422_210921-39ssi5ei/logs/debug.log wandb/run-20220422_210921-39ssi5ei/run-39ssi5ei.wandb '
        'wandb/run-20220422_222514-1jbpws7b/logs/debug-internal.log '
        'wandb/run-20220422_222514-1jbpws7b/logs/debug.log wandb/run-20220422_222514-1jbpws7b/run-1jbpws7b.wandb '
        'wandb/run-20220424_004617-23a3ohw1/logs/debug-internal.log '
        'wandb/run-20220424_004617-23a3ohw1/logs/debug.log wandb/run-20220424_004617-23a3ohw1/run-23a3ohw1.wandb '
        'wandb/run-20220424_012032-1h8zena7/files/media/graph/graph_0_summary_1222f0295e24a210a77c.graph.json '
        'wandb/run-20220424_012032-1h8zena7/logs/debug-internal.log '
        'wandb/run-20220424_012032-1h8zena7/logs/debug.log wandb/run-20220424_012032-1h8zena7/run-1h8zena7.wandb '
        'wandb/run-20220424_140606-ovisyqv4/files/media/graph/graph_0_summary_8ad3c8b4dbf016daaa20.graph.json '
        'wandb/run-20220424_140606-ovisyqv4/logs/debug-internal.log '
        'wandb/run-20220424_140606-ovisyqv4/logs/debug.log wandb/run-20220424_140606-ovisyqv4/run-ovisyqv4.wandb '
        'wandb/run-20220424_144707-2cpelouf/files/media/graph/graph_0_summary_176141c0eb5c2e239e71.graph.json '
        'wandb/run-20220424_144707-2cpelouf/logs/debug-internal.log '
        'wandb/run-20220424_144707-2cpelouf/logs/debug.log wandb/run-20220424_144707-2cpelouf/run-2cpelouf.wandb '
        'wandb/run-20220424_160617-1qqeb3sq/files/media/graph/graph_0_summary_590446a1feb9d9b7b0c5.graph.json '
        'wandb/run-20220424_160617-1qqeb3sq/files/media/table/layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'wandb/run-20220424_160617-1qqeb3sq/logs/debug-internal.log '
        'wandb/run-20220424_160617-1qqeb3sq/logs/debug.log wandb/run-20220424_160617-1qqeb3sq/run-1qqeb3sq.wandb '
        'wandb/run-20220424_164234-ivvk983b/files/media/graph/graph_0_summary_f191af106a319ecacf7c.graph.json '
        'wandb/run-20220424_164234-ivvk983b/files/media/table/layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'wandb/run-20220424_164234-ivvk983b/files/media/table/layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'wandb/run-20220424_164234-ivvk983b/logs/debug-internal.log '
        'wandb/run-20220424_164234-ivvk983b/logs/debug.log wandb/run-20220424_164234-ivvk983b/run-ivvk983b.wandb '
        'wandb/run-20220424_223240-2titymxl/files/media/graph/graph_0_summary_02df20aa8525377e7667.graph.json '
        'wandb/run-20220424_223240-2titymxl/logs/debug-internal.log '
        'wandb/run-20220424_223240-2titymxl/logs/debug.log wandb/run-20220424_223240-2titymxl/run-2titymxl.wandb '
        'wandb/run-20220424_232342-gcfbvujb/files/media/graph/graph_0_summary_801359895658494f6ab5.graph.json '
        'wandb/run-20220424_232342-gcfbvujb/files/media/table/layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'wandb/run-20220424_232342-gcfbvujb/logs/debug-internal.log '
        'wandb/run-20220424_232342-gcfbvujb/logs/debug.log wandb/run-20220424_232342-gcfbvujb/run-gcfbvujb.wandb '
        'wandb/run-20220424_233251-1w01xqv3/files/media/graph/graph_0_summary_af6760011299fb56ccca.graph.json '
        'wandb/run-20220424_233251-1w01xqv3/logs/debug-internal.log '
        'wandb/run-20220424_233251-1w01xqv3/logs/debug.log wandb/run-20220424_233251-1w01xqv3/run-1w01xqv3.wandb '
        'wandb/run-20220425_120840-31jq5n0l/files/media/graph/graph_0_summary_89e6379136b5641f542f.graph.json '
        'wandb/run-20220425_120840-31jq5n0l/logs/debug-internal.log '
        'wandb/run-20220425_120840-31jq5n0l/logs/debug.log wandb/run-20220425_120840-31jq5n0l/run-31jq5n0l.wandb '
        'wandb/run-20220425_223919-22pd7902/files/media/graph/graph_0_summary_9574fe6cd35dabb200e6.graph.json '
        'wandb/run-20220425_223919-22pd7902/logs/debug-internal.log '
        'wandb/run-20220425_223919-22pd7902/logs/debug.log wandb/run-20220425_223919-22pd7902/run-22pd7902.wandb '
        'wandb/run-20220426_145811-344hm2qb/files/media/graph/graph_0_summary_4733bf25b7f52d0bbebf.graph.json '
        'wandb/run-20220426_145811-344hm2qb/logs/debug-internal.log '
        'wandb/run-20220426_145811-344hm2qb/logs/debug.log wandb/run-20220426_145811-344hm2qb/run-344hm2qb.wandb '
        'wandb/run-20220427_135606-2s811ss9/files/media/graph/graph_0_summary_fb2fab2088d322075f82.graph.json '
        'wandb/run-20220427_135606-2s811ss9/logs/debug-internal.log '
        'wandb/run-20220427_135606-2s811ss9/logs/debug.log wandb/run-20220427_135606-2s811ss9/run-2s811ss9.wandb '
        'wandb/run-20220429_154024-3jjnopbx/logs/debug-internal.log '
        'wandb/run-20220429_154024-3jjnopbx/logs/debug.log wandb/run-20220429_154024-3jjnopbx/run-3jjnopbx.wandb '
        'wandb/run-20220429_155921-2cp5k2wy/logs/debug-internal.log '
        'wandb/run-20220429_155921-2cp5k2wy/logs/debug.log wandb/run-20220429_155921-2cp5k2wy/run-2cp5k2wy.wandb '
        'wandb/run-20220429_165859-236tr9mv/logs/debug-internal.log '
        'wandb/run-20220429_165859-236tr9mv/logs/debug.log wandb/run-20220429_165859-236tr9mv/run-236tr9mv.wandb '
        'wandb/run-20220429_165942-1xe0a4f2/logs/debug-internal.log '
        'wandb/run-20220429_165942-1xe0a4f2/logs/debug.log wandb/run-20220429_165942-1xe0a4f2/run-1xe0a4f2.wandb '
        'wandb/run-20220429_175751-l7bbhz0v/logs/debug-internal.log '
        'wandb/run-20220429_175751-l7bbhz0v/logs/debug.log wandb/run-20220429_175751-l7bbhz0v/run-l7bbhz0v.wandb '
        'wandb/run-20220429_180546-3bhdwqbq/logs/debug-internal.log '
        'wandb/run-20220429_180546-3bhdwqbq/logs/debug.log wandb/run-20220429_180546-3bhdwqbq/run-3bhdwqbq.wandb '
        'wandb/run-20220429_192157-2ayfo4xv/logs/debug-internal.log '
        'wandb/run-20220429_192157-2ayfo4xv/logs/debug.log wandb/run-20220429_192157-2ayfo4xv/run-2ayfo4xv.wandb '
        'wandb/run-20220429_192713-2nzwkp4w/logs/debug-internal.log '
        'wandb/run-20220429_192713-2nzwkp4w/logs/debug.log wandb/run-20220429_192713-2nzwkp4w/run-2nzwkp4w.wandb '
        'wandb/run-20220429_194358-2rg0tkez/logs/debug-internal.log '
        'wandb/run-20220429_194358-2rg0tkez/logs/debug.log wandb/run-20220429_194358-2rg0tkez/run-2rg0tkez.wandb '
        'wandb/run-20220429_200258-2eotuscw/logs/debug-internal.log '
        'wandb/run-20220429_200258-2eotuscw/logs/debug.log wandb/run-20220429_200258-2eotuscw/run-2eotuscw.wandb '
        'wandb/run-20220430_012521-355mf55y/logs/debug-internal.log '
        'wandb/run-20220430_012521-355mf55y/logs/debug.log wandb/run-20220430_012521-355mf55y/run-355mf55y.wandb '
        'wandb/run-20220430_132105-fdvjv22b/logs/debug-internal.log '
        'wandb/run-20220430_132105-fdvjv22b/logs/debug.log wandb/run-20220430_132105-fdvjv22b/run-fdvjv22b.wandb '
        'wandb/run-20220430_132620-2j6xsbme/logs/debug-internal.log '
        'wandb/run-20220430_132620-2j6xsbme/logs/debug.log wandb/run-20220430_132620-2j6xsbme/run-2j6xsbme.wandb '
        'wandb/run-20220430_155151-1ozg87f9/logs/debug-internal.log '
        'wandb/run-20220430_155151-1ozg87f9/logs/debug.log wandb/run-20220430_155151-1ozg87f9/run-1ozg87f9.wandb '
        'wandb/run-20220430_163135-3drgyuoe/logs/debug-internal.log '
        'wandb/run-20220430_163135-3drgyuoe/logs/debug.log wandb/run-20220430_163135-3drgyuoe/run-3drgyuoe.wandb '
        'wandb/run-20220430_195821-3d4628ne/files/code/multiprocesing_test.py '
        'wandb/run-20220430_195821-3d4628ne/logs/debug-internal.log '
        'wandb/run-20220430_195821-3d4628ne/logs/debug.log wandb/run-20220430_195821-3d4628ne/run-3d4628ne.wandb'
    ),
    'wandb': (
        'debug-cli.sclaam.log debug-internal.log debug.log latest-run'
    ),
    'wandb/run-20220424_223240-2titymxl/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_11_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_13_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_15_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_17_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_19_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_3_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_5_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_7_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_9_07f2aead75dd538701b7.table.json'
    ),
    'wandb/run-20220424_233251-1w01xqv3/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_11_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_13_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_15_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_17_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_19_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_3_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_5_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_7_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_9_07f2aead75dd538701b7.table.json'
    ),
    'wandb/run-20220425_120840-31jq5n0l/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_10_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_13_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_16_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_19_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_22_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_25_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_28_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_4_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_7_07f2aead75dd538701b7.table.json'
    ),
    'wandb/run-20220425_223919-22pd7902/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_10_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_13_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_16_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_19_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_22_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_25_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_28_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_4_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_7_07f2aead75dd538701b7.table.json'
    ),
    'wandb/run-20220426_145811-344hm2qb/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_18_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_28_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_38_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_48_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_58_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_68_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_78_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_88_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_8_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_98_07f2aead75dd538701b7.table.json'
    ),
}

WANDB_TABLES_KIND = {
    '': (
        'wandb/run-20220424_160617-1qqeb3sq/files/media/table/layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'wandb/run-20220424_164234-ivvk983b/files/media/table/layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'wandb/run-20220424_164234-ivvk983b/files/media/table/layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'wandb/run-20220424_232342-gcfbvujb/files/media/table/layer_wise_density_table_0_07f2aead75dd538701b7.table.json'
    ),
    'wandb/run-20220424_223240-2titymxl/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_11_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_13_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_15_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_17_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_19_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_3_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_5_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_7_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_9_07f2aead75dd538701b7.table.json'
    ),
    'wandb/run-20220424_233251-1w01xqv3/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_11_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_13_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_15_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_17_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_19_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_3_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_5_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_7_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_9_07f2aead75dd538701b7.table.json'
    ),
    'wandb/run-20220425_120840-31jq5n0l/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_10_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_13_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_16_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_19_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_22_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_25_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_28_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_4_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_7_07f2aead75dd538701b7.table.json'
    ),
    'wandb/run-20220425_223919-22pd7902/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_10_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_13_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_16_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_19_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_22_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_25_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_28_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_4_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_7_07f2aead75dd538701b7.table.json'
    ),
    'wandb/run-20220426_145811-344hm2qb/files/media/table': (
        'layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_18_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_28_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_38_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_48_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_58_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_68_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_78_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_88_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_8_07f2aead75dd538701b7.table.json '
        'layer_wise_density_table_98_07f2aead75dd538701b7.table.json'
    ),
}

WANDB_TABLES_OTHER = {
    '': (
        'wandb/debug-internal.log wandb/run-20220421_224556-1hvd5980/logs/debug-internal.log '
        'wandb/run-20220421_224556-1hvd5980/logs/debug.log wandb/run-20220421_224556-1hvd5980/run-1hvd5980.wandb '
        'wandb/run-20220422_210921-39ssi5ei/logs/debug-internal.log '
        'wandb/run-20220422_210921-39ssi5ei/logs/debug.log '
        'wandb/run-20220422_222514-1jbpws7b/logs/debug-internal.log '
        'wandb/run-20220422_222514-1jbpws7b/logs/debug.log wandb/run-20220422_222514-1jbpws7b/run-1jbpws7b.wandb '
        'wandb/run-20220424_004617-23a3ohw1/logs/debug-internal.log '
        'wandb/run-20220424_012032-1h8zena7/logs/debug-internal.log '
        'wandb/run-20220424_012032-1h8zena7/logs/debug.log wandb/run-20220424_012032-1h8zena7/run-1h8zena7.wandb '
        'wandb/run-20220424_140606-ovisyqv4/files/media/graph/graph_0_summary_8ad3c8b4dbf016daaa20.graph.json '
        'wandb/run-20220424_140606-ovisyqv4/logs/debug-internal.log '
        'wandb/run-20220424_140606-ovisyqv4/run-ovisyqv4.wandb '
        'wandb/run-20220424_144707-2cpelouf/files/media/graph/graph_0_summary_176141c0eb5c2e239e71.graph.json '
        'wandb/run-20220424_144707-2cpelouf/logs/debug.log '
        'wandb/run-20220424_160617-1qqeb3sq/files/media/graph/graph_0_summary_590446a1feb9d9b7b0c5.graph.json '
        'wandb/run-20220424_160617-1qqeb3sq/logs/debug-internal.log '
        'wandb/run-20220424_160617-1qqeb3sq/run-1qqeb3sq.wandb '
        'wandb/run-20220424_164234-ivvk983b/files/media/graph/graph_0_summary_f191af106a319ecacf7c.graph.json '
        'wandb/run-20220424_164234-ivvk983b/logs/debug-internal.log '
        'wandb/run-20220424_164234-ivvk983b/run-ivvk983b.wandb '
        'wandb/run-20220424_223240-2titymxl/files/media/graph/graph_0_summary_02df20aa8525377e7667.graph.json '
        'wandb/run-20220424_223240-2titymxl/logs/debug-internal.log '
        'wandb/run-20220424_223240-2titymxl/logs/debug.log wandb/run-20220424_223240-2titymxl/run-2titymxl.wandb '
        'wandb/run-20220424_232342-gcfbvujb/files/media/graph/graph_0_summary_801359895658494f6ab5.graph.json '
        'wandb/run-20220424_232342-gcfbvujb/logs/debug-internal.log '
        'wandb/run-20220424_232342-gcfbvujb/logs/debug.log wandb/run-20220424_232342-gcfbvujb/run-gcfbvujb.wandb '
        'wandb/run-20220424_233251-1w01xqv3/files/media/graph/graph_0_summary_af6760011299fb56ccca.graph.json '
        'wandb/run-20220424_233251-1w01xqv3/logs/debug.log '
        'wandb/run-20220425_120840-31jq5n0l/files/media/graph/graph_0_summary_89e6379136b5641f542f.graph.json '
        'wandb/run-20220425_120840-31jq5n0l/logs/debug-internal.log '
        'wandb/run-20220425_223919-22pd7902/files/media/graph/graph_0_summary_9574fe6cd35dabb200e6.graph.json '
        'wandb/run-20220425_223919-22pd7902/logs/debug-internal.log '
        'wandb/run-20220425_223919-22pd7902/logs/debug.log wandb/run-20220425_223919-22pd7902/run-22pd7902.wandb '
        'wandb/run-20220426_145811-344hm2qb/files/media/graph/graph_0_summary_4733bf25b7f52d0bbebf.graph.json '
        'wandb/run-20220426_145811-344hm2qb/logs/debug-internal.log '
        'wandb/run-20220427_135606-2s811ss9/files/config.yaml '
        'wandb/run-20220427_135606-2s811ss9/files/media/graph/graph_0_summary_fb2fab2088d322075f82.graph.json '
        'wandb/run-20220427_135606-2s811ss9/files/wandb-metadata.json '
        'wandb/run-20220427_135606-2s811ss9/logs/debug-internal.log '
        'wandb/run-20220427_135606-2s811ss9/logs/debug.log wandb/run-20220427_135606-2s811ss9/run-2s811ss9.wandb '
        'wandb/run-20220429_154024-3jjnopbx/files/conda-environment.yaml '
        'wandb/run-20220429_154024-3jjnopbx/files/requirements.txt '
        'wandb/run-20220429_154024-3jjnopbx/logs/debug.log '
        'wandb/run-20220429_155921-2cp5k2wy/logs/debug-internal.log '
        'wandb/run-20220429_155921-2cp5k2wy/run-2cp5k2wy.wandb '
        'wandb/run-20220429_165859-236tr9mv/logs/debug-internal.log '
        'wandb/run-20220429_165859-236tr9mv/logs/debug.log wandb/run-20220429_165859-236tr9mv/run-236tr9mv.wandb '
        'wandb/run-20220429_165942-1xe0a4f2/files/config.yaml '
        'wandb/run-20220429_165942-1xe0a4f2/logs/debug-internal.log '
        'wandb/run-20220429_175751-l7bbhz0v/logs/debug.log wandb/run-20220429_180546-3bhdwqbq/logs/debug.log '
        'wandb/run-20220429_180546-3bhdwqbq/run-3bhdwqbq.wandb '
        'wandb/run-20220429_192157-2ayfo4xv/logs/debug-internal.log '
        'wandb/run-20220429_192157-2ayfo4xv/run-2ayfo4xv.wandb '
        'wandb/run-20220429_192713-2nzwkp4w/logs/debug-internal.log '
        'wandb/run-20220429_192713-2nzwkp4w/run-2nzwkp4w.wandb '
        'wandb/run-20220429_194358-2rg0tkez/logs/debug-internal.log '
        'wandb/run-20220429_194358-2rg0tkez/run-2rg0tkez.wandb '
        'wandb/run-20220429_200258-2eotuscw/logs/debug-internal.log '
        'wandb/run-20220429_200258-2eotuscw/logs/debug.log wandb/run-20220430_012521-355mf55y/logs/debug.log '
        'wandb/run-20220430_132105-fdvjv22b/logs/debug-internal.log '
        'wandb/run-20220430_132105-fdvjv22b/logs/debug.log wandb/run-20220430_132105-fdvjv22b/run-fdvjv22b.wandb '
        'wandb/run-20220430_132620-2j6xsbme/logs/debug-internal.log '
        'wandb/run-20220430_132620-2j6xsbme/run-2j6xsbme.wandb '
        'wandb/run-20220430_155151-1ozg87f9/run-1ozg87f9.wandb '
        'wandb/run-20220430_163135-3drgyuoe/logs/debug-internal.log '
        'wandb/run-20220430_163135-3drgyuoe/logs/debug.log wandb/run-20220430_163135-3drgyuoe/run-3drgyuoe.wandb '
        'wandb/run-20220430_195821-3d4628ne/files/code/multiprocesing_test.py '
        'wandb/run-20220430_195821-3d4628ne/logs/debug.log'
    ),
    'wandb/run-20220421_224556-1hvd5980/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220422_210921-39ssi5ei/files': (
        'conda-environment.yaml config.yaml requirements.txt wandb-metadata.json'
    ),
    'wandb/run-20220422_222514-1jbpws7b/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt'
    ),
    'wandb/run-20220424_004617-23a3ohw1/files': (
        'conda-environment.yaml config.yaml requirements.txt'
    ),
    'wandb/run-20220424_012032-1h8zena7/files': (
        'conda-environment.yaml output.log wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_140606-ovisyqv4/files': (
        'conda-environment.yaml config.yaml output.log wandb-metadata.json'
    ),
    'wandb/run-20220424_144707-2cpelouf/files': (
        'conda-environment.yaml config.yaml wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_160617-1qqeb3sq/files': (
        'conda-environment.yaml config.yaml output.log'
    ),
    'wandb/run-20220424_164234-ivvk983b/files': (
        'output.log requirements.txt wandb-summary.json'
    ),
    'wandb/run-20220424_223240-2titymxl/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json'
    ),
    'wandb/run-20220424_232342-gcfbvujb/files': (
        'conda-environment.yaml wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220424_233251-1w01xqv3/files': (
        'requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220425_120840-31jq5n0l/files': (
        'output.log requirements.txt wandb-summary.json'
    ),
    'wandb/run-20220425_223919-22pd7902/files': (
        'conda-environment.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220426_145811-344hm2qb/files': (
        'config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_155921-2cp5k2wy/files': (
        'conda-environment.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_165859-236tr9mv/files': (
        'conda-environment.yaml config.yaml output.log wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_175751-l7bbhz0v/files': (
        'config.yaml output.log wandb-summary.json'
    ),
    'wandb/run-20220429_180546-3bhdwqbq/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_192157-2ayfo4xv/files': (
        'conda-environment.yaml requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_192713-2nzwkp4w/files': (
        'conda-environment.yaml wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220429_194358-2rg0tkez/files': (
        'conda-environment.yaml config.yaml requirements.txt wandb-metadata.json'
    ),
    'wandb/run-20220429_200258-2eotuscw/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json'
    ),
    'wandb/run-20220430_012521-355mf55y/files': (
        'requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220430_132105-fdvjv22b/files': (
        'conda-environment.yaml output.log requirements.txt wandb-metadata.json'
    ),
    'wandb/run-20220430_132620-2j6xsbme/files': (
        'conda-environment.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220430_155151-1ozg87f9/files': (
        'conda-environment.yaml output.log requirements.txt wandb-metadata.json'
    ),
    'wandb/run-20220430_163135-3drgyuoe/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'wandb/run-20220430_195821-3d4628ne/files': (
        'output.log requirements.txt wandb-metadata.json'
    ),
}

HYDRA_TABLES_KIND = {
    '': (
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_195742-5c84hjwt/files/media/table/layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_201600-3i50zzhi/files/media/table/layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_224517-152hkl7i/files/media/table/layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_224517-152hkl7i/files/media/table/layer-wise-density_table_301_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_195750-y8ami458/files/media/table/layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_195750-y8ami458/files/media/table/layer-wise-density_table_301_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_201400-hf8qzhc0/files/media/table/layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_201400-hf8qzhc0/files/media/table/layer-wise-density_table_301_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_224516-14nxt7zr/files/media/table/layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_224516-14nxt7zr/files/media/table/layer-wise-density_table_301_07f2aead75dd538701b7.table.json'
    ),
    'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192700-2ccgttrv/files/media/table': (
        'layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1005_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1357_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1709_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2061_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2413_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2765_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_301_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3117_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3469_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_653_07f2aead75dd538701b7.table.json'
    ),
    'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_232305-5ow6682l/files/media/table': (
        'layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1005_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1357_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1709_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2061_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2413_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2765_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_301_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3117_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3469_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_653_07f2aead75dd538701b7.table.json'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192653-1xguj22f/files/media/table': (
        'layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1005_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1357_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1709_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2061_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2413_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2765_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_301_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3117_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3469_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_653_07f2aead75dd538701b7.table.json'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_193532-2budyoyf/files/media/table': (
        'layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1005_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1357_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1709_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2061_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2413_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2765_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_301_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3117_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3469_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_653_07f2aead75dd538701b7.table.json'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_232259-k09bhhdq/files/media/table': (
        'layer-wise-density_table_0_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1005_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1357_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_1709_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2061_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2413_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_2765_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_301_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3117_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_3469_07f2aead75dd538701b7.table.json '
        'layer-wise-density_table_653_07f2aead75dd538701b7.table.json'
    ),
}

HYDRA_TABLES_OTHER = {
    '': (
        'configs/specific/cifar10_wrn_22_2_static_modified.yaml '
        'lightning_logs/version_598/events.out.tfevents.1650387113.db04gpu4.arc4.leeds.ac.uk.56090.497 '
        'lightning_logs/version_598/hparams.yaml '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/main.log '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192104-1kj1q80v/files/config.yaml '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192104-1kj1q80v/logs/debug-internal.log '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192104-1kj1q80v/logs/debug.log '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192104-1kj1q80v/run-1kj1q80v.wandb '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192700-2ccgttrv/logs/debug-internal.log '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192700-2ccgttrv/logs/debug.log '
        'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192700-2ccgttrv/run-2ccgttrv.wandb '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/main.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_195742-5c84hjwt/logs/debug-internal.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_195742-5c84hjwt/logs/debug.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_195742-5c84hjwt/run-5c84hjwt.wandb '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_201600-3i50zzhi/logs/debug-internal.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_201600-3i50zzhi/logs/debug.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_201600-3i50zzhi/run-3i50zzhi.wandb '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_224517-152hkl7i/logs/debug-internal.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_224517-152hkl7i/logs/debug.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_224517-152hkl7i/run-152hkl7i.wandb '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_232305-5ow6682l/logs/debug-internal.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_232305-5ow6682l/logs/debug.log '
        'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_232305-5ow6682l/run-5ow6682l.wandb '
        'outputs/CIFAR10/Static/0.05/++dataset.max_threads=1,++optimizer.epochs=10/main.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/main.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192055-1yh1bpu9/files/config.yaml '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192055-1yh1bpu9/logs/debug-internal.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192055-1yh1bpu9/logs/debug.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192055-1yh1bpu9/run-1yh1bpu9.wandb '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192653-1xguj22f/logs/debug-internal.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192653-1xguj22f/logs/debug.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192653-1xguj22f/run-1xguj22f.wandb '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_193532-2budyoyf/logs/debug-internal.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_193532-2budyoyf/logs/debug.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_193532-2budyoyf/run-2budyoyf.wandb '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_195750-y8ami458/logs/debug-internal.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_195750-y8ami458/logs/debug.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_195750-y8ami458/run-y8ami458.wandb '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_201400-hf8qzhc0/logs/debug-internal.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_201400-hf8qzhc0/logs/debug.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_201400-hf8qzhc0/run-hf8qzhc0.wandb '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_224516-14nxt7zr/logs/debug-internal.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_224516-14nxt7zr/logs/debug.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_224516-14nxt7zr/run-14nxt7zr.wandb '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_232259-k09bhhdq/logs/debug-internal.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_232259-k09bhhdq/logs/debug.log '
        'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_232259-k09bhhdq/run-k09bhhdq.wandb '
        'rigl_repo_utils/conf/dataset/CIFAR10.yaml rigl_repo_utils/conf/optimizer/SGD.yaml '
        'rigl_repo_utils/conf/specific/cifar10_wrn_22_2_hyperparam_grid.yaml '
        'rigl_repo_utils/conf/specific/cifar10_wrn_22_2_masking.yaml rigl_repo_utils/docs/.buildinfo '
        'rigl_repo_utils/docs/_sources/sparselearning/sparselearning.counting.rst.txt '
        'rigl_repo_utils/docs/_static/css/fonts/Roboto-Slab-Bold.woff rigl_repo_utils/docs/_static/file.png '
        'rigl_repo_utils/docs/_static/jquery.js rigl_repo_utils/docs_src/source/models/modules.rst '
        'rigl_repo_utils/docs_src/source/sparselearning/sparselearning.tests.rst '
        'rigl_repo_utils/sparselearning/utils/train_helper.py sam.py '
        'wandb/run-20220421_224556-1hvd5980/files/output.log '
        'wandb/run-20220422_210921-39ssi5ei/files/conda-environment.yaml '
        'wandb/run-20220422_210921-39ssi5ei/logs/debug-internal.log '
        'wandb/run-20220422_222514-1jbpws7b/files/output.log '
        'wandb/run-20220422_222514-1jbpws7b/files/wandb-metadata.json '
        'wandb/run-20220424_004617-23a3ohw1/files/wandb-metadata.json '
        'wandb/run-20220424_012032-1h8zena7/files/conda-environment.yaml '
        'wandb/run-20220424_140606-ovisyqv4/files/output.log wandb/run-20220424_144707-2cpelouf/files/output.log '
        'wandb/run-20220424_144707-2cpelouf/logs/debug-internal.log '
        'wandb/run-20220424_144707-2cpelouf/logs/debug.log '
        'wandb/run-20220424_160617-1qqeb3sq/files/wandb-metadata.json '
        'wandb/run-20220424_164234-ivvk983b/files/media/graph/graph_0_summary_f191af106a319ecacf7c.graph.json '
        'wandb/run-20220424_164234-ivvk983b/logs/debug.log '
        'wandb/run-20220424_223240-2titymxl/files/media/table/layer_wise_density_table_15_07f2aead75dd538701b7.table.json '
        'wandb/run-20220424_223240-2titymxl/files/media/table/layer_wise_density_table_1_07f2aead75dd538701b7.table.json '
        'wandb/run-20220424_223240-2titymxl/run-2titymxl.wandb '
        'wandb/run-20220424_233251-1w01xqv3/files/media/table/layer_wise_density_table_15_07f2aead75dd538701b7.table.json '
        'wandb/run-20220425_120840-31jq5n0l/files/media/table/layer_wise_density_table_13_07f2aead75dd538701b7.table.json '
        'wandb/run-20220425_120840-31jq5n0l/files/media/table/layer_wise_density_table_22_07f2aead75dd538701b7.table.json '
        'wandb/run-20220425_223919-22pd7902/files/config.yaml '
        'wandb/run-20220425_223919-22pd7902/files/media/table/layer_wise_density_table_28_07f2aead75dd538701b7.table.json '
        'wandb/run-20220425_223919-22pd7902/files/media/table/layer_wise_density_table_7_07f2aead75dd538701b7.table.json '
        'wandb/run-20220425_223919-22pd7902/logs/debug.log wandb/run-20220426_145811-344hm2qb/files/config.yaml '
        'wandb/run-20220426_145811-344hm2qb/files/media/table/layer_wise_density_table_0_07f2aead75dd538701b7.table.json '
        'wandb/run-20220426_145811-344hm2qb/files/media/table/layer_wise_density_table_18_07f2aead75dd538701b7.table.json '
        'wandb/run-20220426_145811-344hm2qb/files/requirements.txt '
        'wandb/run-20220426_145811-344hm2qb/logs/debug-internal.log '
        'wandb/run-20220429_180546-3bhdwqbq/files/requirements.txt '
        'wandb/run-20220429_192157-2ayfo4xv/files/requirements.txt '
        'wandb/run-20220429_192157-2ayfo4xv/files/wandb-summary.json '
        'wandb/run-20220429_192713-2nzwkp4w/logs/debug-internal.log '
        'wandb/run-20220429_192713-2nzwkp4w/logs/debug.log wandb/run-20220429_194358-2rg0tkez/files/config.yaml '
        'wandb/run-20220429_194358-2rg0tkez/files/output.log '
        'wandb/run-20220429_200258-2eotuscw/files/wandb-summary.json '
        'wandb/run-20220430_012521-355mf55y/files/wandb-summary.json '
        'wandb/run-20220430_132105-fdvjv22b/files/wandb-summary.json '
        'wandb/run-20220430_132105-fdvjv22b/logs/debug.log wandb/run-20220430_132620-2j6xsbme/files/config.yaml '
        'wandb/run-20220430_155151-1ozg87f9/files/output.log '
        'wandb/run-20220430_155151-1ozg87f9/files/requirements.txt '
        'wandb/run-20220430_163135-3drgyuoe/files/conda-environment.yaml '
        'wandb/run-20220430_163135-3drgyuoe/logs/debug.log '
        'wandb/run-20220430_195821-3d4628ne/files/requirements.txt'
    ),
    'configs/masking': (
        'Pruning.yaml SET.yaml SNFS.yaml'
    ),
    'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/.hydra': (
        'config.yaml hydra.yaml overrides.yaml'
    ),
    'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb': (
        'debug-internal.log debug.log latest-run'
    ),
    'outputs/CIFAR10/RigL/0.05/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_192700-2ccgttrv/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/.hydra': (
        'config.yaml hydra.yaml overrides.yaml'
    ),
    'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb': (
        'debug-internal.log debug.log latest-run'
    ),
    'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_195742-5c84hjwt/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220430_201600-3i50zzhi/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_224517-152hkl7i/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/RigL/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_rigL_modified/wandb/run-20220502_232305-5ow6682l/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/Static/0.05/++dataset.max_threads=1,++optimizer.epochs=10/.hydra': (
        'config.yaml hydra.yaml overrides.yaml'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/.hydra': (
        'config.yaml hydra.yaml overrides.yaml'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb': (
        'debug-internal.log debug.log latest-run'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_192653-1xguj22f/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_193532-2budyoyf/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_195750-y8ami458/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220430_201400-hf8qzhc0/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_224516-14nxt7zr/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'outputs/CIFAR10/Static/0.1/++dataset.max_threads=1,++optimizer.epochs=10,+specific=cifar10_wrn_22_2_static_modified/wandb/run-20220502_232259-k09bhhdq/files': (
        'conda-environment.yaml config.yaml output.log requirements.txt wandb-metadata.json wandb-summary.json'
    ),
    'rigl_repo_utils/docs_src/source': (
        'example_code.rst getting_started.rst references.rst'
    ),
}

PL_CHECKPOINTS_KIND = {
    '': (
        'lightning_logs/version_0/checkpoints/epoch=9-step=8600.ckpt '
        'lightning_logs/version_1/checkpoints/epoch=9-step=8600.ckpt '
        'lightning_logs/version_10/checkpoints/epoch=1-step=1720.ckpt '
        'lightning_logs/version_11/checkpoints/epoch=1-step=1720.ckpt '
        'lightning_logs/version_12/checkpoints/epoch=9-step=8590.ckpt '
        'lightning_logs/version_13/checkpoints/epoch=9-step=8590.ckpt '
        'lightning_logs/version_15/checkpoints/epoch=4-step=4295.ckpt '
        'lightning_logs/version_16/checkpoints/epoch=4-step=4295.ckpt '
        'lightning_logs/version_17/checkpoints/epoch=1-step=1720.ckpt '
        'lightning_logs/version_18/checkpoints/epoch=1-step=1720.ckpt '
        'lightning_logs/version_19/checkpoints/epoch=4-step=4295.ckpt '
        'lightning_logs/version_20/checkpoints/epoch=4-step=4295.ckpt '
        'lightning_logs/version_3/checkpoints/epoch=9-step=8600.ckpt '
        'lightning_logs/version_4/checkpoints/epoch=9-step=8600.ckpt '
        'lightning_logs/version_5/checkpoints/epoch=9-step=8600.ckpt '
        'lightning_logs/version_6/checkpoints/epoch=0-step=860.ckpt '
        'lightning_logs/version_7/checkpoints/epoch=0-step=860.ckpt '
        'lightning_logs/version_8/checkpoints/epoch=0-step=860.ckpt '
        'lightning_logs/version_9/checkpoints/epoch=1-step=1720.ckpt'
    ),
}

PL_CHECKPOINTS_OTHER = {
    '': (
        '.gitignore csvlogger.ipynb demo_1.ipynb demo_10.ipynb demo_2.ipynb demo_3.ipynb demo_4.ipynb '
        'demo_5.ipynb demo_6.ipynb demo_7.ipynb demo_8.ipynb demo_9.ipynb evaluate_model.ipynb '
        'exercise/archive/AmesHousing.csv lightning.pt lightning_logs/version_0/hparams.yaml '
        'lightning_logs/version_0/metrics.csv lightning_logs/version_1/hparams.yaml '
        'lightning_logs/version_1/metrics.csv lightning_logs/version_10/hparams.yaml '
        'lightning_logs/version_10/metrics.csv lightning_logs/version_11/hparams.yaml '
        'lightning_logs/version_11/metrics.csv lightning_logs/version_12/hparams.yaml '
        'lightning_logs/version_12/metrics.csv lightning_logs/version_13/hparams.yaml '
        'lightning_logs/version_13/metrics.csv lightning_logs/version_14/hparams.yaml '
        'lightning_logs/version_15/hparams.yaml lightning_logs/version_15/metrics.csv '
        'lightning_logs/version_16/hparams.yaml lightning_logs/version_16/metrics.csv '
        'lightning_logs/version_2/hparams.yaml lightning_logs/version_3/hparams.yaml '
        'lightning_logs/version_3/metrics.csv lightning_logs/version_4/hparams.yaml '
        'lightning_logs/version_4/metrics.csv lightning_logs/version_5/hparams.yaml '
        'lightning_logs/version_5/metrics.csv lightning_logs/version_6/hparams.yaml '
        'lightning_logs/version_6/metrics.csv lightning_logs/version_7/hparams.yaml '
        'lightning_logs/version_7/metrics.csv lightning_logs/version_8/hparams.yaml '
        'lightning_logs/version_8/metrics.csv lightning_logs/version_9/hparams.yaml '
        'lightning_logs/version_9/metrics.csv logs/my-model/version_0/hparams.yaml '
        'logs/my-model/version_0/metrics.csv logs/my-model/version_1/hparams.yaml '
        'logs/my-model/version_1/metrics.csv logs/my-model/version_2/hparams.yaml '
        'logs/my-model/version_2/metrics.csv mnist-pngs mnist-pytorch.py mnist_lightning.py mnist_lightning_2.py '
        'model.ckpt perceptron_toydata-truncated.txt plain-pytorch.pt shared_utilities.py shared_utilities_2.py '
        'xor.csv'
    ),
    '__pycache__': (
        'shared_utilities.cpython-311.pyc shared_utilities.cpython-39.pyc shared_utilities_2.cpython-311.pyc '
        'shared_utilities_2.cpython-39.pyc'
    ),
    'lightning_logs/version_17': (
        'events.out.tfevents.1707955599.jithish-ThinkPad-P53.14338.0 '
        'events.out.tfevents.1707955656.jithish-ThinkPad-P53.14338.1 '
        'events.out.tfevents.1707955657.jithish-ThinkPad-P53.14338.2 '
        'events.out.tfevents.1707955660.jithish-ThinkPad-P53.14338.3 hparams.yaml'
    ),
    'lightning_logs/version_18': (
        'events.out.tfevents.1707955686.jithish-ThinkPad-P53.15504.0 '
        'events.out.tfevents.1707955734.jithish-ThinkPad-P53.15504.1 '
        'events.out.tfevents.1707955736.jithish-ThinkPad-P53.15504.2 '
        'events.out.tfevents.1707955738.jithish-ThinkPad-P53.15504.3 hparams.yaml'
    ),
    'lightning_logs/version_19': (
        'events.out.tfevents.1707958029.jithish-ThinkPad-P53.33306.0 '
        'events.out.tfevents.1707958268.jithish-ThinkPad-P53.33306.1 '
        'events.out.tfevents.1707958272.jithish-ThinkPad-P53.33306.2 '
        'events.out.tfevents.1707958277.jithish-ThinkPad-P53.33306.3 hparams.yaml'
    ),
    'lightning_logs/version_20': (
        'events.out.tfevents.1707963507.jithish-ThinkPad-P53.52223.0 '
        'events.out.tfevents.1707963683.jithish-ThinkPad-P53.52223.1 '
        'events.out.tfevents.1707963712.jithish-ThinkPad-P53.52223.2 '
        'events.out.tfevents.1707963716.jithish-ThinkPad-P53.52223.3 hparams.yaml'
    ),
    'mnist/MNIST/raw': (
        't10k-images-idx3-ubyte t10k-images-idx3-ubyte.gz t10k-labels-idx1-ubyte t10k-labels-idx1-ubyte.gz '
        'train-images-idx3-ubyte train-images-idx3-ubyte.gz train-labels-idx1-ubyte train-labels-idx1-ubyte.gz'
    ),
}

PL_EVENTS_KIND = {
    'lightning_logs/version_17': (
        'events.out.tfevents.1707955599.jithish-ThinkPad-P53.14338.0 '
        'events.out.tfevents.1707955656.jithish-ThinkPad-P53.14338.1 '
        'events.out.tfevents.1707955657.jithish-ThinkPad-P53.14338.2 '
        'events.out.tfevents.1707955660.jithish-ThinkPad-P53.14338.3'
    ),
    'lightning_logs/version_18': (
        'events.out.tfevents.1707955686.jithish-ThinkPad-P53.15504.0 '
        'events.out.tfevents.1707955734.jithish-ThinkPad-P53.15504.1 '
        'events.out.tfevents.1707955736.jithish-ThinkPad-P53.15504.2 '
        'events.out.tfevents.1707955738.jithish-ThinkPad-P53.15504.3'
    ),
    'lightning_logs/version_19': (
        'events.out.tfevents.1707958029.jithish-ThinkPad-P53.33306.0 '
        'events.out.tfevents.1707958268.jithish-ThinkPad-P53.33306.1 '
        'events.out.tfevents.1707958272.jithish-ThinkPad-P53.33306.2 '
        'events.out.tfevents.1707958277.jithish-ThinkPad-P53.33306.3'
    ),
    'lightning_logs/version_20': (
        'events.out.tfevents.1707963507.jithish-ThinkPad-P53.52223.0 '
        'events.out.tfevents.1707963683.jithish-ThinkPad-P53.52223.1 '
        'events.out.tfevents.1707963712.jithish-ThinkPad-P53.52223.2 '
        'events.out.tfevents.1707963716.jithish-ThinkPad-P53.52223.3'
    ),
}

PL_EVENTS_OTHER = {
    '': (
        '.gitignore csvlogger.ipynb demo_1.ipynb demo_10.ipynb demo_2.ipynb demo_3.ipynb demo_4.ipynb '
        'demo_5.ipynb demo_6.ipynb demo_7.ipynb demo_8.ipynb demo_9.ipynb evaluate_model.ipynb '
        'exercise/archive/AmesHousing.csv lightning.pt '
        'lightning_logs/version_0/checkpoints/epoch=9-step=8600.ckpt lightning_logs/version_0/hparams.yaml '
        'lightning_logs/version_0/metrics.csv lightning_logs/version_1/checkpoints/epoch=9-step=8600.ckpt '
        'lightning_logs/version_1/hparams.yaml lightning_logs/version_1/metrics.csv '
        'lightning_logs/version_10/checkpoints/epoch=1-step=1720.ckpt lightning_logs/version_10/hparams.yaml '
        'lightning_logs/version_10/metrics.csv lightning_logs/version_11/checkpoints/epoch=1-step=1720.ckpt '
        'lightning_logs/version_11/hparams.yaml lightning_logs/version_11/metrics.csv '
        'lightning_logs/version_12/checkpoints/epoch=9-step=8590.ckpt lightning_logs/version_12/hparams.yaml '
        'lightning_logs/version_12/metrics.csv lightning_logs/version_13/checkpoints/epoch=9-step=8590.ckpt '
        'lightning_logs/version_13/hparams.yaml lightning_logs/version_13/metrics.csv '
        'lightning_logs/version_14/hparams.yaml lightning_logs/version_15/checkpoints/epoch=4-step=4295.ckpt '
        'lightning_logs/version_15/hparams.yaml lightning_logs/version_15/metrics.csv '
        'lightning_logs/version_16/checkpoints/epoch=4-step=4295.ckpt lightning_logs/version_16/hparams.yaml '
        'lightning_logs/version_16/metrics.csv lightning_logs/version_17/checkpoints/epoch=1-step=1720.ckpt '
        'lightning_logs/version_17/hparams.yaml lightning_logs/version_18/checkpoints/epoch=1-step=1720.ckpt '
        'lightning_logs/version_18/hparams.yaml lightning_logs/version_19/checkpoints/epoch=4-step=4295.ckpt '
        'lightning_logs/version_19/hparams.yaml lightning_logs/version_2/hparams.yaml '
        'lightning_logs/version_20/checkpoints/epoch=4-step=4295.ckpt lightning_logs/version_20/hparams.yaml '
        'lightning_logs/version_3/checkpoints/epoch=9-step=8600.ckpt lightning_logs/version_3/hparams.yaml '
        'lightning_logs/version_3/metrics.csv lightning_logs/version_4/checkpoints/epoch=9-step=8600.ckpt '
        'lightning_logs/version_4/hparams.yaml lightning_logs/version_4/metrics.csv '
        'lightning_logs/version_5/checkpoints/epoch=9-step=8600.ckpt lightning_logs/version_5/hparams.yaml '
        'lightning_logs/version_5/metrics.csv lightning_logs/version_6/checkpoints/epoch=0-step=860.ckpt '
        'lightning_logs/version_6/hparams.yaml lightning_logs/version_6/metrics.csv '
        'lightning_logs/version_7/checkpoints/epoch=0-step=860.ckpt lightning_logs/version_7/hparams.yaml '
        'lightning_logs/version_7/metrics.csv lightning_logs/version_8/checkpoints/epoch=0-step=860.ckpt '
        'lightning_logs/version_8/hparams.yaml lightning_logs/version_8/metrics.csv '
        'lightning_logs/version_9/checkpoints/epoch=1-step=1720.ckpt lightning_logs/version_9/hparams.yaml '
        'lightning_logs/version_9/metrics.csv logs/my-model/version_0/checkpoints/epoch=4-step=4295.ckpt '
        'logs/my-model/version_0/hparams.yaml logs/my-model/version_0/metrics.csv '
        'logs/my-model/version_1/checkpoints/epoch=4-step=4295.ckpt logs/my-model/version_1/hparams.yaml '
        'logs/my-model/version_1/metrics.csv logs/my-model/version_2/checkpoints/epoch=4-step=4295.ckpt '
        'logs/my-model/version_2/hparams.yaml logs/my-model/version_2/metrics.csv mnist-pngs mnist-pytorch.py '
        'mnist_lightning.py mnist_lightning_2.py model.ckpt perceptron_toydata-truncated.txt plain-pytorch.pt '
        'shared_utilities.py shared_utilities_2.py xor.csv'
    ),
    '__pycache__': (
        'shared_utilities.cpython-311.pyc shared_utilities.cpython-39.pyc shared_utilities_2.cpython-311.pyc '
        'shared_utilities_2.cpython-39.pyc'
    ),
    'mnist/MNIST/raw': (
        't10k-images-idx3-ubyte t10k-images-idx3-ubyte.gz t10k-labels-idx1-ubyte t10k-labels-idx1-ubyte.gz '
        'train-images-idx3-ubyte train-images-idx3-ubyte.gz train-labels-idx1-ubyte train-labels-idx1-ubyte.gz'
    ),
}

ZARR_V2_KIND = {
    'examples/zarr.zr/blosc': (
        '0.0.0 0.0.1 0.0.2 0.1.0 0.1.2 0.2.1 0.3.0 0.3.1 0.3.2 0.4.0 0.4.1 0.4.2 0.5.0 0.5.1 0.5.2 1.0.0 1.0.1 '
        '1.1.0 1.1.1 1.2.0 1.2.1 1.2.2 1.3.0 1.3.1 1.3.2 1.4.1 1.4.2 1.5.0 1.5.1 1.5.2 2.1.0 2.1.1 2.1.2 2.2.2 '
        '2.3.0 2.3.1 2.4.0 2.4.1 2.4.2 2.5.0 3.0.1 3.0.2 3.1.0 3.1.2 3.2.0 3.2.1 3.2.2 3.3.0 3.3.1 3.3.2 3.4.0 '
        '3.4.1 3.4.2 3.5.0 3.5.1 3.5.2 4.0.0 4.1.0 4.1.2 4.2.2 4.3.0 4.3.1 4.4.1 4.4.2 4.5.0 4.5.2 5.0.0 5.0.1 '
        '5.0.2 5.1.1 5.1.2 5.2.1 5.3.0 5.3.1 5.4.1 5.4.2 5.5.0 5.5.1 5.5.2'
    ),
    'examples/zarr.zr/gzip': (
        '0.0.2 0.1.2 0.2.1 0.3.1 0.4.1 0.4.2 0.5.1 1.0.0 1.0.1 1.0.2 1.1.0 1.1.1 1.1.2 1.2.0 1.2.2 1.3.0 1.3.1 '
        '1.3.2 1.4.0 1.5.0 1.5.1 1.5.2 2.0.0 2.0.1 2.0.2 2.1.0 2.2.0 2.2.1 2.2.2 2.3.0 2.3.1 2.3.2 2.4.1 2.4.2 '
        '2.5.0 2.5.1 2.5.2 3.0.0 3.0.1 3.1.0 3.1.2 3.2.0 3.2.1 3.2.2 3.3.0 3.4.0 3.4.1 3.4.2 3.5.1 3.5.2 4.0.0 '
        '4.0.1 4.0.2 4.1.0 4.1.1 4.2.1 4.3.1 4.3.2 4.4.0 4.4.1 4.4.2 4.5.1 5.0.1 5.0.2 5.1.0 5.1.2 5.2.0 5.2.1 '
        '5.2.2 5.3.0 5.3.2 5.4.0 5.5.1 5.5.2'
    ),
    'examples/zarr.zr/raw': (
        '0.0.0 0.0.2 0.1.1 0.1.2 0.2.0 0.3.0 0.3.2 0.4.0 0.4.1 0.5.1 0.5.2 1.0.0 1.0.1 1.0.2 1.1.1 1.1.2 1.2.0 '
        '1.2.2 1.3.0 1.3.1 1.5.0 1.5.1 2.0.0 2.0.1 2.1.0 2.1.1 2.1.2 2.2.0 2.2.1 2.3.0 2.3.1 2.3.2 2.4.0 2.5.1 '
        '2.5.2 3.0.0 3.0.1 3.0.2 3.1.0 3.1.1 3.2.0 3.2.1 3.2.2 3.3.0 3.3.1 3.3.2 3.4.0 3.4.1 3.5.0 3.5.1 3.5.2 '
        '4.0.0 4.0.1 4.2.0 4.2.1 4.3.1 4.3.2 4.4.0 4.4.1 4.5.0 4.5.1 4.5.2 5.0.1 5.1.2 5.2.0 5.2.1 5.3.0 5.3.1 '
        '5.3.2 5.4.0 5.4.2 5.5.0 5.5.1'
    ),
    'examples/zarr.zr/zlib': (
        '0.0.0 0.0.2 0.1.0 0.1.1 0.2.0 0.2.1 0.2.2 0.3.0 0.4.1 0.4.2 0.5.0 0.5.1 0.5.2 1.0.0 1.0.1 1.0.2 1.1.1 '
        '1.1.2 1.2.1 1.2.2 1.3.0 1.4.0 1.4.1 1.5.0 1.5.1 1.5.2 2.0.0 2.0.2 2.1.2 2.2.1 2.2.2 2.4.0 2.4.1 2.5.0 '
        '2.5.1 2.5.2 3.0.0 3.0.1 3.1.2 3.2.0 3.3.0 3.3.1 3.4.1 3.4.2 3.5.1 3.5.2 4.0.0 4.0.1 4.1.0 4.1.1 4.2.0 '
        '4.3.0 4.4.2 4.5.0 4.5.1 4.5.2 5.0.0 5.0.1 5.0.2 5.1.0 5.1.1 5.1.2 5.2.0 5.2.1 5.2.2 5.3.0 5.3.1 5.3.2 '
        '5.4.0 5.4.1 5.4.2 5.5.0 5.5.1 5.5.2'
    ),
}

ZARR_V2_OTHER = {
    '': (
        'examples/z5py.n5/gzip/0/0/2 examples/z5py.n5/gzip/0/0/4 examples/z5py.n5/gzip/0/3/2 '
        'examples/z5py.n5/gzip/0/3/5 examples/z5py.n5/gzip/0/4/0 examples/z5py.n5/gzip/0/5/4 '
        'examples/z5py.n5/gzip/1/0/4 examples/z5py.n5/gzip/1/1/4 examples/z5py.n5/gzip/1/1/5 '
        'examples/z5py.n5/gzip/1/2/0 examples/z5py.n5/gzip/1/2/1 examples/z5py.n5/gzip/1/3/3 '
        'examples/z5py.n5/gzip/1/4/2 examples/z5py.n5/gzip/1/5/3 examples/z5py.n5/gzip/2/0/2 '
        'examples/z5py.n5/gzip/2/1/2 examples/z5py.n5/gzip/2/1/4 examples/z5py.n5/gzip/2/2/1 '
        'examples/z5py.n5/gzip/2/3/1 examples/z5py.n5/gzip/2/3/4 examples/z5py.n5/gzip/2/4/5 '
        'examples/z5py.n5/gzip/2/5/1 examples/z5py.n5/gzip/2/5/2 examples/z5py.n5/raw/0/0/1 '
        'examples/z5py.n5/raw/0/0/5 examples/z5py.n5/raw/0/2/1 examples/z5py.n5/raw/0/2/4 '
        'examples/z5py.n5/raw/0/4/1 examples/z5py.n5/raw/0/4/5 examples/z5py.n5/raw/1/1/4 '
        'examples/z5py.n5/raw/1/5/3 examples/z5py.n5/raw/2/0/3 examples/z5py.n5/raw/2/3/3 '
        'examples/z5py.n5/raw/2/4/2 examples/z5py.n5/raw/2/4/5 examples/z5py.n5/raw/2/5/1 '
        'examples/zarr.zr/.zgroup examples/zarr.zr/blosc/.zarray examples/zarr.zr/gzip/.zarray '
        'examples/zarr.zr/raw/.zarray examples/zarr.zr/zlib/.zarray '
        'examples/zarrita.zr3/data/root/blosc/lz4/c0/0/1 examples/zarrita.zr3/data/root/blosc/lz4/c0/1/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c0/2/2 examples/zarrita.zr3/data/root/blosc/lz4/c0/3/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c0/4/1 examples/zarrita.zr3/data/root/blosc/lz4/c0/4/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c1/0/1 examples/zarrita.zr3/data/root/blosc/lz4/c1/1/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c1/2/1 examples/zarrita.zr3/data/root/blosc/lz4/c1/2/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c1/3/1 examples/zarrita.zr3/data/root/blosc/lz4/c1/3/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c1/4/0 examples/zarrita.zr3/data/root/blosc/lz4/c1/4/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c2/0/1 examples/zarrita.zr3/data/root/blosc/lz4/c2/2/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c2/4/0 examples/zarrita.zr3/data/root/blosc/lz4/c2/4/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c2/5/1 examples/zarrita.zr3/data/root/blosc/lz4/c3/0/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c3/0/2 examples/zarrita.zr3/data/root/blosc/lz4/c3/1/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c3/4/1 examples/zarrita.zr3/data/root/blosc/lz4/c3/5/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c4/0/0 examples/zarrita.zr3/data/root/blosc/lz4/c4/0/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c4/1/1 examples/zarrita.zr3/data/root/blosc/lz4/c4/2/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c4/4/2 examples/zarrita.zr3/data/root/blosc/lz4/c5/0/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c5/1/2 examples/zarrita.zr3/data/root/blosc/lz4/c5/2/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c5/2/2 examples/zarrita.zr3/data/root/blosc/lz4/c5/3/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c5/4/1 examples/zarrita.zr3/data/root/blosc/lz4/c5/4/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c5/5/2 examples/zarrita.zr3/data/root/gzip/c0/0/2 '
        'examples/zarrita.zr3/data/root/gzip/c0/2/1 examples/zarrita.zr3/data/root/gzip/c0/4/1 '
        'examples/zarrita.zr3/data/root/gzip/c0/5/0 examples/zarrita.zr3/data/root/gzip/c0/5/1 '
        'examples/zarrita.zr3/data/root/gzip/c1/0/0 examples/zarrita.zr3/data/root/gzip/c1/0/2 '
        'examples/zarrita.zr3/data/root/gzip/c1/2/0 examples/zarrita.zr3/data/root/gzip/c1/3/1 '
        'examples/zarrita.zr3/data/root/gzip/c1/3/2 examples/zarrita.zr3/data/root/gzip/c1/4/0 '
        'examples/zarrita.zr3/data/root/gzip/c1/5/2 examples/zarrita.zr3/data/root/gzip/c2/0/0 '
        'examples/zarrita.zr3/data/root/gzip/c2/2/0 examples/zarrita.zr3/data/root/gzip/c2/2/2 '
        'examples/zarrita.zr3/data/root/gzip/c2/3/2 examples/zarrita.zr3/data/root/gzip/c2/5/1 '
        'examples/zarrita.zr3/data/root/gzip/c2/5/2 examples/zarrita.zr3/data/root/gzip/c3/0/0 '
        'examples/zarrita.zr3/data/root/gzip/c3/0/2 examples/zarrita.zr3/data/root/gzip/c3/1/1 '
        'examples/zarrita.zr3/data/root/gzip/c3/2/2 examples/zarrita.zr3/data/root/gzip/c3/3/2 '
        'examples/zarrita.zr3/data/root/gzip/c4/0/2 examples/zarrita.zr3/data/root/gzip/c4/1/1 '
        'examples/zarrita.zr3/data/root/gzip/c4/1/2 examples/zarrita.zr3/data/root/gzip/c4/2/0 '
        'examples/zarrita.zr3/data/root/gzip/c4/2/2 examples/zarrita.zr3/data/root/gzip/c4/4/0 '
        'examples/zarrita.zr3/data/root/gzip/c4/4/2 examples/zarrita.zr3/data/root/gzip/c4/5/1 '
        'examples/zarrita.zr3/data/root/gzip/c5/5/1 examples/zarrita.zr3/data/root/raw/c0/0/0 '
        'examples/zarrita.zr3/data/root/raw/c0/1/0 examples/zarrita.zr3/data/root/raw/c0/1/1 '
        'examples/zarrita.zr3/data/root/raw/c0/3/0 examples/zarrita.zr3/data/root/raw/c0/5/0 '
        'examples/zarrita.zr3/data/root/raw/c0/5/2 examples/zarrita.zr3/data/root/raw/c1/0/2 '
        'examples/zarrita.zr3/data/root/raw/c1/2/0 examples/zarrita.zr3/data/root/raw/c1/3/0 '
        'examples/zarrita.zr3/data/root/raw/c1/3/2 examples/zarrita.zr3/data/root/raw/c1/5/1 '
        'examples/zarrita.zr3/data/root/raw/c2/0/0 examples/zarrita.zr3/data/root/raw/c2/0/1 '
        'examples/zarrita.zr3/data/root/raw/c2/1/1 examples/zarrita.zr3/data/root/raw/c2/4/0 '
        'examples/zarrita.zr3/data/root/raw/c2/5/1 examples/zarrita.zr3/data/root/raw/c2/5/2 '
        'examples/zarrita.zr3/data/root/raw/c3/0/1 examples/zarrita.zr3/data/root/raw/c3/1/0 '
        'examples/zarrita.zr3/data/root/raw/c3/2/0 examples/zarrita.zr3/data/root/raw/c4/3/0 '
        'examples/zarrita.zr3/data/root/raw/c4/3/1 examples/zarrita.zr3/data/root/raw/c4/5/2 '
        'examples/zarrita.zr3/data/root/raw/c5/0/1 examples/zarrita.zr3/data/root/raw/c5/1/1 '
        'examples/zarrita.zr3/data/root/raw/c5/3/2 examples/zarrita.zr3/data/root/raw/c5/5/2 '
        'examples/zarrita.zr3/data/root/zlib/c0/3/2 examples/zarrita.zr3/data/root/zlib/c0/4/0 '
        'examples/zarrita.zr3/data/root/zlib/c0/4/1 examples/zarrita.zr3/data/root/zlib/c0/5/0 '
        'examples/zarrita.zr3/data/root/zlib/c1/1/1 examples/zarrita.zr3/data/root/zlib/c1/2/2 '
        'examples/zarrita.zr3/data/root/zlib/c1/3/0 examples/zarrita.zr3/data/root/zlib/c1/3/2 '
        'examples/zarrita.zr3/data/root/zlib/c1/4/1 examples/zarrita.zr3/data/root/zlib/c1/5/0 '
        'examples/zarrita.zr3/data/root/zlib/c2/1/1 examples/zarrita.zr3/data/root/zlib/c2/2/2 '
        'examples/zarrita.zr3/data/root/zlib/c2/5/1 examples/zarrita.zr3/data/root/zlib/c2/5/2 '
        'examples/zarrita.zr3/data/root/zlib/c3/0/0 examples/zarrita.zr3/data/root/zlib/c3/0/2 '
        'examples/zarrita.zr3/data/root/zlib/c3/2/0 examples/zarrita.zr3/data/root/zlib/c3/3/2 '
        'examples/zarrita.zr3/data/root/zlib/c4/1/0 examples/zarrita.zr3/data/root/zlib/c4/1/2 '
        'examples/zarrita.zr3/data/root/zlib/c4/2/2 examples/zarrita.zr3/data/root/zlib/c4/3/2 '
        'examples/zarrita.zr3/data/root/zlib/c4/4/1 examples/zarrita.zr3/data/root/zlib/c4/5/0 '
        'examples/zarrita.zr3/data/root/zlib/c5/1/0 examples/zarrita.zr3/data/root/zlib/c5/2/0 '
        'examples/zarrita.zr3/data/root/zlib/c5/2/2 examples/zarrita.zr3/meta/root/blosc/lz4.array.json'
    ),
    'examples/z5py.n5/gzip/0/1': (
        '2 3 5'
    ),
    'examples/z5py.n5/raw/0/1': (
        '0 2 4'
    ),
    'examples/z5py.n5/raw/0/3': (
        '0 1 2 3 5'
    ),
    'examples/z5py.n5/raw/0/5': (
        '1 2 3'
    ),
    'examples/z5py.n5/raw/1/2': (
        '0 3 5'
    ),
    'examples/z5py.n5/raw/1/3': (
        '0 1 2 3 5'
    ),
    'examples/z5py.n5/raw/1/4': (
        '0 1 4 5'
    ),
    'examples/zarrita.zr3/data/root/gzip/c5/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c4/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c0/2': (
        '0 1 2'
    ),
}

ZARR_V3_KIND = {
    '': (
        'examples/zarrita.zr3/data/root/gzip/c0/0/0 examples/zarrita.zr3/data/root/gzip/c0/0/1 '
        'examples/zarrita.zr3/data/root/gzip/c0/5/1 examples/zarrita.zr3/data/root/gzip/c0/5/2 '
        'examples/zarrita.zr3/data/root/gzip/c1/0/1 examples/zarrita.zr3/data/root/gzip/c1/0/2 '
        'examples/zarrita.zr3/data/root/gzip/c2/1/1 examples/zarrita.zr3/data/root/gzip/c3/1/0 '
        'examples/zarrita.zr3/data/root/gzip/c3/1/2 examples/zarrita.zr3/data/root/gzip/c4/2/1 '
        'examples/zarrita.zr3/data/root/gzip/c4/2/2 examples/zarrita.zr3/data/root/gzip/c4/3/0 '
        'examples/zarrita.zr3/data/root/gzip/c4/3/1 examples/zarrita.zr3/data/root/gzip/c5/1/0 '
        'examples/zarrita.zr3/data/root/gzip/c5/1/1 examples/zarrita.zr3/data/root/raw/c0/2/1 '
        'examples/zarrita.zr3/data/root/raw/c0/2/2 examples/zarrita.zr3/data/root/raw/c1/0/1 '
        'examples/zarrita.zr3/data/root/raw/c1/0/2 examples/zarrita.zr3/data/root/raw/c1/4/0 '
        'examples/zarrita.zr3/data/root/raw/c1/4/1 examples/zarrita.zr3/data/root/raw/c2/0/1 '
        'examples/zarrita.zr3/data/root/raw/c2/5/0 examples/zarrita.zr3/data/root/raw/c2/5/2 '
        'examples/zarrita.zr3/data/root/raw/c5/2/1 examples/zarrita.zr3/data/root/raw/c5/2/2 '
        'examples/zarrita.zr3/data/root/raw/c5/4/0 examples/zarrita.zr3/data/root/raw/c5/4/1 '
        'examples/zarrita.zr3/data/root/zlib/c1/5/0 examples/zarrita.zr3/data/root/zlib/c1/5/2 '
        'examples/zarrita.zr3/data/root/zlib/c2/0/0 examples/zarrita.zr3/data/root/zlib/c2/0/2 '
        'examples/zarrita.zr3/data/root/zlib/c2/5/0 examples/zarrita.zr3/data/root/zlib/c2/5/1 '
        'examples/zarrita.zr3/data/root/zlib/c3/0/1 examples/zarrita.zr3/data/root/zlib/c3/0/2 '
        'examples/zarrita.zr3/data/root/zlib/c3/2/0 examples/zarrita.zr3/data/root/zlib/c3/2/2 '
        'examples/zarrita.zr3/data/root/zlib/c3/4/0 examples/zarrita.zr3/data/root/zlib/c3/4/1 '
        'examples/zarrita.zr3/data/root/zlib/c5/4/0 examples/zarrita.zr3/data/root/zlib/c5/4/2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c0/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c0/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c0/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c0/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c1/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c1/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c1/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c1/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c1/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c2/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c2/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c2/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c2/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c2/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c3/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c3/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c3/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c3/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c3/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c4/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c4/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c4/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c4/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c5/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c5/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c5/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c5/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/gzip/c5/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c0/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c0/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c0/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c0/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c0/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c1/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c1/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c1/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c1/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c2/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c2/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c2/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c2/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c3/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c3/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c3/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c3/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c3/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c3/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c4/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c4/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c4/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c4/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c4/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c4/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c5/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c5/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c5/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/raw/c5/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c0/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c0/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c0/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c0/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c0/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c0/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c1/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c1/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c1/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c1/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c1/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c2/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c2/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c2/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c2/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c3/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c3/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c3/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c4/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c4/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c4/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c4/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c4/4': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c4/5': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c5/0': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c5/1': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c5/2': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c5/3': (
        '0 1 2'
    ),
    'examples/zarrita.zr3/data/root/zlib/c5/5': (
        '0 1 2'
    ),
}

ZARR_V3_OTHER = {
    '': (
        'examples/z5py.n5/gzip/0/0/2 examples/z5py.n5/gzip/0/0/4 examples/z5py.n5/gzip/0/2/2 '
        'examples/z5py.n5/gzip/0/3/2 examples/z5py.n5/gzip/0/3/5 examples/z5py.n5/gzip/0/4/0 '
        'examples/z5py.n5/gzip/0/5/4 examples/z5py.n5/gzip/1/0/4 examples/z5py.n5/gzip/1/1/4 '
        'examples/z5py.n5/gzip/1/1/5 examples/z5py.n5/gzip/1/2/0 examples/z5py.n5/gzip/1/2/1 '
        'examples/z5py.n5/gzip/1/3/3 examples/z5py.n5/gzip/1/4/2 examples/z5py.n5/gzip/1/5/3 '
        'examples/z5py.n5/gzip/2/0/2 examples/z5py.n5/gzip/2/1/2 examples/z5py.n5/gzip/2/1/4 '
        'examples/z5py.n5/gzip/2/2/1 examples/z5py.n5/gzip/2/3/1 examples/z5py.n5/gzip/2/3/4 '
        'examples/z5py.n5/gzip/2/4/5 examples/z5py.n5/gzip/2/5/1 examples/z5py.n5/gzip/2/5/2 '
        'examples/z5py.n5/raw/0/0/1 examples/z5py.n5/raw/0/0/5 examples/z5py.n5/raw/0/2/1 '
        'examples/z5py.n5/raw/0/2/4 examples/z5py.n5/raw/0/4/1 examples/z5py.n5/raw/0/4/5 '
        'examples/z5py.n5/raw/1/1/4 examples/z5py.n5/raw/1/5/3 examples/z5py.n5/raw/2/0/3 '
        'examples/z5py.n5/raw/2/3/3 examples/z5py.n5/raw/2/3/4 examples/z5py.n5/raw/2/4/2 '
        'examples/z5py.n5/raw/2/4/5 examples/z5py.n5/raw/2/5/1 examples/zarrita.zr3/meta/root/gzip.array.json'
    ),
    'examples/z5py.n5/gzip/0/1': (
        '2 3 5'
    ),
    'examples/z5py.n5/raw/0/1': (
        '0 2 4'
    ),
    'examples/z5py.n5/raw/0/3': (
        '0 1 3 5'
    ),
    'examples/z5py.n5/raw/0/5': (
        '1 2 3'
    ),
    'examples/z5py.n5/raw/1/2': (
        '0 3 5'
    ),
    'examples/z5py.n5/raw/1/3': (
        '0 1 3 5'
    ),
    'examples/z5py.n5/raw/1/4': (
        '0 1 4 5'
    ),
    'examples/zarr.zr/blosc': (
        '.zarray 0.0.1 0.3.0 0.3.2 0.4.0 0.5.2 1.0.1 1.1.2 1.2.0 1.2.2 1.3.0 1.3.1 1.3.2 2.1.0 2.1.1 2.2.0 2.3.1 '
        '2.3.2 2.4.2 2.5.1 3.0.1 3.3.2 3.4.1 3.5.1 3.5.2 4.0.2 4.1.2 4.4.0 4.5.2 5.1.0 5.1.1 5.2.0 5.3.0 5.3.2 '
        '5.4.0 5.5.0'
    ),
    'examples/zarr.zr/gzip': (
        '.zarray 0.1.0 0.1.1 0.3.1 0.4.1 0.5.0 0.5.2 1.1.2 1.2.2 1.3.0 1.4.2 1.5.0 2.1.0 2.1.2 2.2.2 2.4.1 2.4.2 '
        '2.5.0 2.5.2 3.0.1 3.1.2 3.2.2 3.5.2 4.0.1 4.0.2 4.1.0 4.1.2 4.3.0 4.3.2 4.4.1 5.1.0 5.1.1 5.1.2 5.4.1 '
        '5.5.0'
    ),
    'examples/zarr.zr/raw': (
        '.zarray 0.0.0 0.1.2 0.3.2 0.4.1 0.5.1 1.0.2 1.1.1 1.1.2 1.2.0 1.2.1 1.4.0 1.4.2 1.5.0 2.0.0 2.2.2 2.4.0 '
        '2.4.1 2.5.2 3.0.2 3.2.0 4.0.2 4.1.2 4.2.0 4.3.0 4.3.1 4.4.1 4.5.0 5.1.2 5.2.0 5.4.1'
    ),
    'examples/zarr.zr/zlib': (
        '0.0.2 0.1.0 0.2.0 0.2.1 0.3.2 0.4.1 1.1.0 1.1.1 1.1.2 1.2.0 1.3.1 1.4.2 2.0.0 2.1.2 2.3.0 2.4.0 2.4.2 '
        '2.5.2 3.0.0 3.0.1 3.1.0 3.2.1 3.4.0 3.5.2 4.1.1 4.2.0 4.2.2 4.3.0 4.4.0 4.4.2 4.5.1 5.1.1 5.1.2 5.2.1 '
        '5.3.0'
    ),
}

N5_CHUNKS_KIND = {
    'examples/z5py.n5/gzip/0/0': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/0/1': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/0/2': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/0/3': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/0/4': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/0/5': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/1/0': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/1/1': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/1/2': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/1/3': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/1/4': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/1/5': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/2/0': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/2/1': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/2/2': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/2/3': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/2/4': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/gzip/2/5': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/0/0': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/0/1': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/0/2': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/0/3': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/0/4': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/0/5': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/1/0': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/1/1': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/1/2': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/1/3': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/1/4': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/1/5': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/2/0': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/2/1': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/2/2': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/2/3': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/2/4': (
        '0 1 2 3 4 5'
    ),
    'examples/z5py.n5/raw/2/5': (
        '0 1 2 3 4 5'
    ),
}

N5_CHUNKS_OTHER = {
    '': (
        'examples/zarrita.zr3/data/root/blosc/lz4/c0/0/0 examples/zarrita.zr3/data/root/blosc/lz4/c0/0/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c0/1/0 examples/zarrita.zr3/data/root/blosc/lz4/c0/1/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c0/4/2 examples/zarrita.zr3/data/root/blosc/lz4/c0/5/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c1/3/2 examples/zarrita.zr3/data/root/blosc/lz4/c1/4/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c2/1/2 examples/zarrita.zr3/data/root/blosc/lz4/c2/2/2 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c2/3/2 examples/zarrita.zr3/data/root/blosc/lz4/c3/1/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c3/2/1 examples/zarrita.zr3/data/root/blosc/lz4/c3/5/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c4/0/0 examples/zarrita.zr3/data/root/blosc/lz4/c4/2/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c4/4/0 examples/zarrita.zr3/data/root/blosc/lz4/c4/5/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c4/5/2 examples/zarrita.zr3/data/root/blosc/lz4/c5/2/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c5/2/1 examples/zarrita.zr3/data/root/blosc/lz4/c5/3/0 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c5/3/1 examples/zarrita.zr3/data/root/blosc/lz4/c5/4/1 '
        'examples/zarrita.zr3/data/root/blosc/lz4/c5/4/2 examples/zarrita.zr3/data/root/blosc/lz4/c5/5/2 '
        'examples/zarrita.zr3/data/root/gzip/c0/0/0 examples/zarrita.zr3/data/root/gzip/c0/2/2 '
        'examples/zarrita.zr3/data/root/gzip/c0/3/2 examples/zarrita.zr3/data/root/gzip/c0/5/2 '
        'examples/zarrita.zr3/data/root/gzip/c1/2/2 examples/zarrita.zr3/data/root/gzip/c1/3/1 '
        'examples/zarrita.zr3/data/root/gzip/c1/4/1 examples/zarrita.zr3/data/root/gzip/c2/1/2 '
        'examples/zarrita.zr3/data/root/gzip/c2/2/0 examples/zarrita.zr3/data/root/gzip/c2/3/1 '
        'examples/zarrita.zr3/data/root/gzip/c2/4/0 examples/zarrita.zr3/data/root/gzip/c2/4/2 '
        'examples/zarrita.zr3/data/root/gzip/c2/5/2 examples/zarrita.zr3/data/root/gzip/c3/0/1 '
        'examples/zarrita.zr3/data/root/gzip/c3/2/1 examples/zarrita.zr3/data/root/gzip/c3/3/0 '
        'examples/zarrita.zr3/data/root/gzip/c3/4/1 examples/zarrita.zr3/data/root/gzip/c4/1/0 '
        'examples/zarrita.zr3/data/root/gzip/c4/2/1 examples/zarrita.zr3/data/root/gzip/c4/4/1 '
        'examples/zarrita.zr3/data/root/gzip/c5/0/1 examples/zarrita.zr3/data/root/gzip/c5/2/0 '
        'examples/zarrita.zr3/data/root/gzip/c5/3/2 examples/zarrita.zr3/data/root/gzip/c5/4/0 '
        'examples/zarrita.zr3/data/root/raw/c0/0/2 examples/zarrita.zr3/data/root/raw/c0/2/0 '
        'examples/zarrita.zr3/data/root/raw/c0/3/1 examples/zarrita.zr3/data/root/raw/c0/3/2 '
        'examples/zarrita.zr3/data/root/raw/c0/5/0 examples/zarrita.zr3/data/root/raw/c1/0/2 '
        'examples/zarrita.zr3/data/root/raw/c1/3/0 examples/zarrita.zr3/data/root/raw/c1/5/0 '
        'examples/zarrita.zr3/data/root/raw/c2/1/0 examples/zarrita.zr3/data/root/raw/c2/2/1 '
        'examples/zarrita.zr3/data/root/raw/c2/2/2 examples/zarrita.zr3/data/root/raw/c2/3/0 '
        'examples/zarrita.zr3/data/root/raw/c2/4/1 examples/zarrita.zr3/data/root/raw/c2/5/1 '
        'examples/zarrita.zr3/data/root/raw/c3/0/0 examples/zarrita.zr3/data/root/raw/c3/1/2 '
        'examples/zarrita.zr3/data/root/raw/c3/2/2 examples/zarrita.zr3/data/root/raw/c3/4/2 '
        'examples/zarrita.zr3/data/root/raw/c3/5/0 examples/zarrita.zr3/data/root/raw/c4/1/0 '
        'examples/zarrita.zr3/data/root/raw/c4/5/0 examples/zarrita.zr3/data/root/raw/c5/0/0 '
        'examples/zarrita.zr3/data/root/raw/c5/1/1 examples/zarrita.zr3/data/root/raw/c5/3/1 '
        'examples/zarrita.zr3/data/root/raw/c5/3/2 examples/zarrita.zr3/data/root/raw/c5/5/2 '
        'examples/zarrita.zr3/data/root/zlib/c0/0/0 examples/zarrita.zr3/data/root/zlib/c0/2/2 '
        'examples/zarrita.zr3/data/root/zlib/c0/3/2 examples/zarrita.zr3/data/root/zlib/c1/0/0 '
        'examples/zarrita.zr3/data/root/zlib/c1/1/1 examples/zarrita.zr3/data/root/zlib/c1/3/1 '
        'examples/zarrita.zr3/data/root/zlib/c1/5/2 examples/zarrita.zr3/data/root/zlib/c2/2/2 '
        'examples/zarrita.zr3/data/root/zlib/c2/3/2 examples/zarrita.zr3/data/root/zlib/c2/5/0 '
        'examples/zarrita.zr3/data/root/zlib/c3/0/1 examples/zarrita.zr3/data/root/zlib/c3/0/2 '
        'examples/zarrita.zr3/data/root/zlib/c3/1/0 examples/zarrita.zr3/data/root/zlib/c4/2/0 '
        'examples/zarrita.zr3/data/root/zlib/c4/2/2 examples/zarrita.zr3/data/root/zlib/c5/1/1 '
        'examples/zarrita.zr3/data/root/zlib/c5/2/1 examples/zarrita.zr3/data/root/zlib/c5/2/2 '
        'examples/zarrita.zr3/data/root/zlib/c5/3/2 examples/zarrita.zr3/data/root/zlib/c5/5/1 '
        'examples/zarrita.zr3/data/root/zlib/c5/5/2 examples/zarrita.zr3/meta/root/gzip.array.json'
    ),
    'examples/zarr.zr/blosc': (
        '0.0.1 0.4.1 0.5.1 1.0.0 1.0.1 1.0.2 1.2.1 1.3.1 1.4.2 1.5.1 2.0.1 2.1.0 2.2.2 2.3.0 2.4.0 3.0.0 3.1.0 '
        '3.1.2 3.2.0 3.2.2 3.3.1 4.0.1 4.1.1 4.4.1 4.5.0 5.1.0 5.1.1 5.1.2 5.2.2'
    ),
    'examples/zarr.zr/gzip': (
        '.zarray 0.0.0 0.2.0 0.2.2 0.3.0 0.3.1 1.1.2 1.2.0 1.3.2 1.4.1 2.0.1 3.2.1 3.4.1 3.5.0 3.5.1 4.0.2 4.1.0 '
        '4.1.2 4.2.2 4.3.0 4.4.0 4.4.1 4.5.0 5.0.2 5.1.1 5.2.0 5.2.2 5.5.2'
    ),
    'examples/zarr.zr/raw': (
        '0.4.2 1.0.2 1.1.0 1.2.1 1.5.1 2.0.2 2.1.2 2.2.0 2.3.2 2.5.1 3.0.0 3.1.2 3.3.0 3.4.2 4.3.0 5.0.1 5.1.2 '
        '5.2.0 5.4.2'
    ),
    'examples/zarr.zr/zlib': (
        '0.0.2 0.1.1 0.3.1 0.5.1 1.0.0 1.0.2 1.1.0 1.2.1 1.2.2 1.3.1 1.4.0 1.4.2 1.5.0 2.4.2 2.5.2 3.0.0 3.1.2 '
        '3.5.1 4.0.2 4.2.0 4.2.2 4.5.0 4.5.1 5.2.1 5.3.0 5.5.0'
    ),
}
