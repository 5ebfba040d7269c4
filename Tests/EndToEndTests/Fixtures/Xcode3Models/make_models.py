#!/usr/bin/env python3
"""Writes the Xcode 3 model archives of the tests: `Library.xcdatamodel/elements` and the bundle
`Shop.xcdatamodeld` (two versions, the second current), with entities made up for the tests.

An Xcode 3 model is an NSKeyedArchiver binary plist of Xcode's UML objects: an XDPMModel whose root
package maps entity names to XDPMEntity objects; each entity maps property names to XDPMAttribute and
XDPMRelationship objects; every Core Data fact is a tagged value (an XDUMLPropertyImp named after it,
its value in `_default`) in a stereotype of the element. Written from that description (see
docs/DECISIONS.md, "Xcode 3 models"), not from any app's file. Run it again to regenerate:

  python3 Tests/EndToEndTests/Fixtures/Xcode3Models/make_models.py
"""
import os, plistlib
from plistlib import UID

class Archive:
    def __init__(self):
        self.objects = ["$null"]
        self.classes = {}

    def add(self, value):
        self.objects.append(value)
        return UID(len(self.objects) - 1)

    def cls(self, name, chain):
        if name not in self.classes:
            self.classes[name] = self.add({"$classname": name, "$classes": [name] + chain + ["NSObject"]})
        return self.classes[name]

    def obj(self, name, chain, fields):
        uid = self.add(None)
        self.objects[uid.data] = dict(fields, **{"$class": self.cls(name, chain)})
        return uid

    def dictionary(self, pairs):
        keys = [self.add(k) for k in pairs]
        return self.obj("NSMutableDictionary", ["NSDictionary"], {"NS.keys": keys, "NS.objects": list(pairs.values())})

    def array(self, items):
        return self.obj("NSMutableArray", ["NSArray"], {"NS.objects": items})

    def stereotype(self, name, owner, tags):
        imp = ["XDUMLClassImp", "XDUMLClassifierImp", "XDUMLNamespaceImp", "XDUMLNamedElementImp", "XDUMLElementImp"]
        stereotype = self.obj("XDUMLStereotypeImp", imp, {"_name": self.add(name), "_owner": owner, "_isAbstract": False})
        owned = {}
        for key, value in tags.items():
            value = value if isinstance(value, UID) else self.add(value)
            owned[key] = self.obj("XDUMLPropertyImp", ["XDUMLNamedElementImp", "XDUMLElementImp"],
                                  {"_name": self.add(key), "_owner": stereotype, "_default": value})
        self.objects[stereotype.data]["XDBucketForOwnedAttributesstorage"] = self.dictionary(owned)
        return stereotype

    def data(self, root):
        return plistlib.dumps({"$archiver": "NSKeyedArchiver", "$version": 100000, "$top": {"root": root},
                               "$objects": self.objects}, fmt=plistlib.FMT_BINARY, sort_keys=False)

PROPERTY = ["XDPMProperty", "XDUMLPropertyImp", "XDUMLNamedElementImp", "XDUMLElementImp"]
ENTITY = ["XDUMLClassImp", "XDUMLClassifierImp", "XDUMLNamespaceImp", "XDUMLNamedElementImp", "XDUMLElementImp"]
TYPES = {"Integer 16": 100, "Integer 32": 200, "Integer 64": 300, "Decimal": 400, "Double": 500, "Float": 600,
         "String": 700, "Boolean": 800, "Date": 900, "Binary": 1000, "Transformable": 1800}
RULES = {"No Action": 0, "Nullify": 1, "Cascade": 2, "Deny": 3}

def model(entities):
    """entities: name -> (class name, abstract, [(attribute, type, optional, transient, default)],
    [(relationship, destination, inverse, to-many, optional, delete rule)])."""
    a = Archive()
    root = a.obj("XDPMModel", ["XDModel"], {"_xd_modelName": a.add("Model.xcdatamodel")})
    package = a.obj("XDModelPackage", ["XDUMLPackageImp"] + ENTITY[2:], {"_name": a.add(""), "_xd_owningModel": root})
    a.objects[root.data]["_xd_rootPackage"] = package
    uids, relationships = {}, {}
    for name in entities:
        uids[name] = a.obj("XDPMEntity", ENTITY, {"_name": a.add(name), "_owner": package, "_isAbstract": entities[name][1]})
    for name, (class_name, abstract, attributes, rels) in entities.items():
        entity = uids[name]
        props = {}
        for attribute, type_name, optional, transient, default in attributes:
            p = a.obj("XDPMAttribute", PROPERTY, {"_name": a.add(attribute), "_owner": entity})
            common = a.stereotype("XD_PPropStereotype", p, {"XD_PPSK_isOptional": optional, "XD_PPSK_isTransient": transient})
            tags = {"XD_PAttK_attributeType": TYPES[type_name]}
            if default is not None:
                tags["XD_PAttK_defaultValueAsString"] = default
            own = a.stereotype("XD_PAtt_Stereotype", p, tags)
            a.objects[p.data]["XDBucketForStereotypesstorage"] = a.dictionary({"XD_PPropStereotype": common, "XD_PAtt_Stereotype": own})
            props[attribute] = p
        for relationship, *_ in rels:
            relationships[(name, relationship)] = a.obj("XDPMRelationship", PROPERTY, {"_name": a.add(relationship), "_owner": entity})
            props[relationship] = relationships[(name, relationship)]
        a.objects[entity.data]["XDBucketForOwnedAttributesstorage"] = a.dictionary(props)
        stereo = a.stereotype("XD_PStereotype", entity, {"XD_PSK_entityClassName": class_name, "XD_PSK_isAbstract": abstract})
        a.objects[entity.data]["XDBucketForStereotypesstorage"] = a.dictionary({"XD_PStereotype": stereo})
        a.objects[entity.data]["XDBucketForGeneralizationsstorage"] = a.array([])
    for name, (_, _, _, rels) in entities.items():
        for relationship, destination, inverse, to_many, optional, rule in rels:
            p = relationships[(name, relationship)]
            common = a.stereotype("XD_PPropStereotype", p, {"XD_PPSK_isOptional": optional, "XD_PPSK_isTransient": False})
            own = a.stereotype("XD_PR_Stereotype", p, {
                "XD_PRK_destination": uids[destination], "XD_PRK_inverseRelationship": relationships[(destination, inverse)],
                "XD_PRK_isToMany": to_many, "XD_PRK_minCount": 0 if to_many else 1, "XD_PRK_maxCount": 0 if to_many else 1,
                "XD_PRK_deleteRule": RULES[rule]})
            a.objects[p.data]["XDBucketForStereotypesstorage"] = a.dictionary({"XD_PPropStereotype": common, "XD_PR_Stereotype": own})
    a.objects[package.data]["XDBucketForClassesstorage"] = a.dictionary(uids)
    return a.data(root)

LIBRARY = {
    "Book": ("Book", False,
             [("title", "String", False, False, None), ("published", "Date", True, False, None),
              ("pages", "Integer 32", True, False, "0"), ("rating", "Double", True, False, None),
              ("inPrint", "Boolean", True, False, "YES"), ("cover", "Binary", True, False, None),
              ("titleInitial", "String", True, True, None)],
             [("author", "Author", "books", False, True, "Nullify"), ("loans", "Loan", "book", True, True, "Cascade")]),
    "Author": ("LibraryAuthor", False, [("name", "String", False, False, None)],
               [("books", "Book", "author", True, True, "Deny")]),
    "Loan": ("Loan", False, [("due", "Date", False, False, None), ("order", "Integer 16", True, False, "0")],
             [("book", "Book", "loans", False, False, "No Action")]),
}
SHOP_1 = {"Product": ("Product", False, [("name", "String", False, False, None)], [])}
SHOP_2 = {"Product": ("Product", False, [("name", "String", False, False, None), ("price", "Decimal", True, False, "0")], [])}

here = os.path.dirname(os.path.abspath(__file__))
def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
write(os.path.join(here, "Library.xcdatamodel", "elements"), model(LIBRARY))
write(os.path.join(here, "Shop.xcdatamodeld", "Shop.xcdatamodel", "elements"), model(SHOP_1))
write(os.path.join(here, "Shop.xcdatamodeld", "Shop 2.xcdatamodel", "elements"), model(SHOP_2))
write(os.path.join(here, "Shop.xcdatamodeld", ".xccurrentversion"), plistlib.dumps({"_XCCurrentVersionName": "Shop 2.xcdatamodel"}))
